import { Hono } from 'hono';
import type { HttpError } from '../shared/protocol/messages.js';
import type { Env } from './env.js';
import { health } from './routes/health.js';
import { apiCors } from './routes/origin.js';
import { players } from './routes/players.js';
import { push, tablePush } from './routes/push.js';
import { tables } from './routes/tables.js';

// The API under /api: tables, players, push, health. One chain of calls, so that its type holds every
// route's path, input and answers.
const routes = new Hono<{ Bindings: Env }>()
  .use('/api/*', apiCors)
  .route('/api/tables', tablePush)
  .route('/api/tables', tables)
  .route('/api/players', players)
  .route('/api/push', push)
  .route('/api', health);

/**
 * The type of the API's routes, with the Worker's bindings. The web app's typed client takes it from
 * api-type.d.ts (`AppType`, written from this by `npm run types:api`), which the pages' type check can read
 * without the Workers runtime's types.
 */
export type ApiRoutes = typeof routes;

/** The API, and an answer for any other path under /api (no client calls one, so it is not in the routes' type). */
export const api = routes.all('/api/*', (c) => c.json({ code: 'noRoute', error: `no route ${c.req.method} ${c.req.path}` } satisfies HttpError, 404));

