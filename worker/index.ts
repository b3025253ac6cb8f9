import { Hono } from 'hono';
import { api } from './api.js';
import type { Env } from './env.js';
import { onError } from './routes/http-error.js';
import { pages } from './routes/pages.js';
import { share } from './routes/share.js';

/** The Worker: the API under /api (api.ts), a table's shared link /t/<id> (routes/share.ts); every other path is the web app's pages and files (routes/pages.ts, wrangler [assets]). */
const app = new Hono<{ Bindings: Env }>();

app.route('/', api);
app.route('/t', share);
app.route('/', pages);
app.onError(onError);

export default app;
export { TableRoom } from './table/TableRoom.js';
export { PlayerRoom } from './player/PlayerRoom.js';
