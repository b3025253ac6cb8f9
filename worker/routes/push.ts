import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { decodeClientMessage } from '../../shared/protocol/decode.js';
import type { ErrorCode } from '../../shared/protocol/messages.js';
import { isTableId } from '../../shared/table/secrets.js';
import type { Env } from '../env.js';
import { vapidOf } from '../push/push-host.js';

/** `/api/push`: whether this server sends notifications, and the public key browsers subscribe with. */
export const push = new Hono<{ Bindings: Env }>();

push.get('/', (c) => {
  const vapid = vapidOf(c.env);
  return c.json({ publicKey: vapid?.publicKey ?? null });
});

/**
 * `/api/tables/:id/push`: a seated person's device turns notifications on (`POST {key, subscription}`)
 * or off (`DELETE {key, endpoint}`), the seat found by its secret key. The same as the socket's
 * `pushOn` / `pushOff`, for a page that has no socket code to spare.
 */
export const tablePush = new Hono<{ Bindings: Env }>();

const STATUS: Partial<Record<ErrorCode, 400 | 403 | 501>> = { badKey: 403, pushUnavailable: 501 };

async function change(c: Context<{ Bindings: Env }>, on: boolean) {
  if (c.req.header('Content-Type')?.split(';')[0]!.trim().toLowerCase() !== 'application/json') {
    return c.json({ error: 'send JSON, with Content-Type: application/json' }, 415);
  }
  const id = c.req.param('id')!;
  let body: { key?: unknown; subscription?: unknown; endpoint?: unknown };
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: 'the request body must be JSON' }, 400);
  }
  if (typeof body !== 'object' || body === null || typeof body.key !== 'string' || body.key.length > 64) {
    return c.json({ error: 'key must be the seat key', code: 'badKey' }, 403);
  }
  const message = on ? { type: 'pushOn', subscription: body.subscription } : { type: 'pushOff', endpoint: body.endpoint };
  const decoded = decodeClientMessage(JSON.stringify(message));
  if (!decoded.ok) return c.json({ error: decoded.message, code: decoded.code }, 400);
  if (decoded.message.type !== 'pushOn' && decoded.message.type !== 'pushOff') throw new Error('decoded another message');
  const result = isTableId(id) ? await c.env.TABLES.get(c.env.TABLES.idFromName(id)).push(body.key, decoded.message) : null;
  if (!result) return c.json({ error: `no table "${id}"` }, 404);
  if ('code' in result) return c.json({ error: result.message, code: result.code }, STATUS[result.code] ?? 400);
  return c.json(result);
}

const limit = bodyLimit({ maxSize: 4096, onError: (c) => c.json({ error: 'the request body is too large' }, 413) });
tablePush.post('/:id/push', limit, (c) => change(c, true));
tablePush.delete('/:id/push', limit, (c) => change(c, false));
