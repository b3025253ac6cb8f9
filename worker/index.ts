import { Hono } from 'hono';
import type { HttpError } from '../shared/protocol/messages.js';
import type { Env } from './env.js';
import { health } from './routes/health.js';
import { onError } from './routes/http-error.js';
import { apiCors } from './routes/origin.js';
import { pages } from './routes/pages.js';
import { players } from './routes/players.js';
import { push, tablePush } from './routes/push.js';
import { share } from './routes/share.js';
import { tables } from './routes/tables.js';

/** The Worker: the API under /api, a table's shared link /t/<id> (routes/share.ts); every other path is the web app's pages and files (routes/pages.ts, wrangler [assets]). */
const app = new Hono<{ Bindings: Env }>();

app.use('/api/*', apiCors);
app.route('/api/tables', tablePush);
app.route('/api/tables', tables);
app.route('/api/players', players);
app.route('/api/push', push);
app.route('/api', health);
app.route('/t', share);
app.all('/api/*', (c) => c.json({ code: 'noRoute', error: `no route ${c.req.method} ${c.req.path}` } satisfies HttpError, 404));
app.route('/', pages);
app.onError(onError);

export default app;
export { TableRoom } from './table/TableRoom.js';
export { PlayerRoom } from './player/PlayerRoom.js';
