import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { decodeCreateTable, type CreateTableResponse } from '../../shared/protocol/table-config.js';
import type { Env } from '../env.js';
import { checkSettings } from '../../shared/table/new-table.js';
import { isTableId, newTableId } from '../../shared/table/secrets.js';
import { addressKey, CREATION_LIMIT } from './creation-limit.js';
import { locationHint, type RequestPlace } from './location-hint.js';
import { originAllowed, refuseOrigin } from './origin.js';

/** `/api/tables`: create a table, read its summary or a finished game, and open its socket. */
export const tables = new Hono<{ Bindings: Env }>();

const stubOf = (env: Env, id: string, hint?: DurableObjectLocationHint) =>
  env.TABLES.get(env.TABLES.idFromName(id), hint ? { locationHint: hint } : undefined);

// Only JSON: a text/plain body would let any page post a table without a CORS preflight.
const jsonOnly: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('Content-Type')?.split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return c.json({ error: 'send the table request as JSON, with Content-Type: application/json' }, 415);
  await next();
};

const creationLimit: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const { success } = await c.env.TABLE_CREATION.limit({ key: addressKey(c.req.header('CF-Connecting-IP')) });
  if (success) return next();
  const { limit, period } = CREATION_LIMIT;
  c.header('Retry-After', String(period));
  return c.json({ error: `too many new tables from your address (at most ${limit} in ${period} s); try again in a minute` }, 429);
};

tables.post(
  '/',
  jsonOnly,
  creationLimit,
  bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ error: 'the request body is too large' }, 413) }),
  async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'the request body must be JSON' }, 400);
    }
    const decoded = decodeCreateTable(body);
    if (!decoded.ok) return c.json({ error: decoded.message }, 400);
    const checked = checkSettings(decoded.request);
    if (!checked.ok) return c.json({ error: checked.message }, 400);
    const hint = locationHint(c.req.raw.cf as RequestPlace | undefined);
    // 96 random bits: a clash is all but impossible, but a taken id is simply drawn again
    for (let attempt = 0; attempt < 3; attempt++) {
      const id = newTableId();
      const created = await stubOf(c.env, id, hint).create(id, checked.settings);
      if (!created) continue;
      const origin = new URL(c.req.url).origin;
      const response: CreateTableResponse = {
        id,
        link: `${origin}/t/${id}`,
        hostKey: created.hostKey,
        hostLink: `${origin}/t/${id}#host=${created.hostKey}`,
      };
      return c.json(response, 201);
    }
    return c.json({ error: 'could not allocate a table id' }, 500);
  },
);

tables.get('/:id', async (c) => {
  const id = c.req.param('id');
  const summary = isTableId(id) ? await stubOf(c.env, id).summary() : null;
  return summary ? c.json(summary) : c.json({ error: `no table "${id}"` }, 404);
});

tables.get('/:id/games/:n', async (c) => {
  const id = c.req.param('id');
  const n = Number(c.req.param('n'));
  if (!isTableId(id) || !Number.isInteger(n) || n < 1) return c.json({ error: 'no such game' }, 404);
  const log = await stubOf(c.env, id).finishedGame(n);
  return log ? c.json(log) : c.json({ error: `game ${n} of table "${id}" does not exist or is not finished` }, 404);
});

tables.get('/:id/socket', async (c) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') return c.json({ error: 'expected a WebSocket upgrade' }, 426);
  if (!originAllowed(c.req.raw, c.env.ALLOWED_ORIGINS)) return refuseOrigin();
  const id = c.req.param('id');
  if (!isTableId(id)) return c.json({ error: `no table "${id}"` }, 404);
  return stubOf(c.env, id).fetch(c.req.raw);
});
