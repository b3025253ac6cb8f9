import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { decodeClientMessage } from '../../shared/protocol/decode.js';
import type { ErrorCode } from '../../shared/protocol/messages.js';
import { isTableId } from '../../shared/table/secrets.js';
import type { Env } from '../env.js';
import { vapidOf } from '../push/push-host.js';
import { decodeWith, jsonBody, jsonOnly, refuse } from './http-error.js';
import { stubOf } from './stub-of.js';

/** `/api/push`: whether this server sends notifications, and the public key browsers subscribe with. */
export const push = new Hono<{ Bindings: Env }>().get('/', (c) => {
  const vapid = vapidOf(c.env);
  return c.json({ publicKey: vapid?.publicKey ?? null });
});

const STATUS: Partial<Record<ErrorCode, 400 | 403 | 501>> = { badKey: 403, pushUnavailable: 501 };

// the seat's secret key; the rest is checked as the socket's `pushOn` / `pushOff` is
const PushBody = v.looseObject({ key: v.pipe(v.string('key must be the seat key'), v.maxLength(64, 'key must be the seat key')) });

async function change(c: Context<{ Bindings: Env }, string, { out: { json: { body: v.InferOutput<typeof PushBody> } } }>, on: boolean) {
  const id = c.req.param('id')!;
  const { body } = c.req.valid('json');
  const message = on ? { type: 'pushOn', subscription: body.subscription } : { type: 'pushOff', endpoint: body.endpoint };
  const decoded = decodeClientMessage(JSON.stringify(message));
  if (!decoded.ok) return refuse(c, 400, decoded.code, decoded.message);
  if (decoded.message.type !== 'pushOn' && decoded.message.type !== 'pushOff') throw new Error('decoded another message');
  const result = isTableId(id) ? await stubOf(c.env.TABLES, id).push(body.key, decoded.message) : null;
  if (!result) return refuse(c, 404, 'noTable', `no table "${id}"`);
  if ('code' in result) return refuse(c, STATUS[result.code] ?? 400, result.code, result.message);
  return c.json(result);
}

const checks = [
  bodyLimit({ maxSize: 4096, onError: (c) => refuse(c, 413, 'tooLarge', 'the request body is too large') }),
  jsonOnly,
  ...jsonBody(decodeWith(PushBody), { shape: { status: 403, code: 'badKey' } }),
] as const;

/**
 * `/api/tables/:id/push`: a seated person's device turns notifications on (`POST {key, subscription}`)
 * or off (`DELETE {key, endpoint}`), the seat found by its secret key. The same as the socket's
 * `pushOn` / `pushOff`, for a page that has no socket code to spare.
 */
export const tablePush = new Hono<{ Bindings: Env }>()
  .post('/:id/push', ...checks, (c) => change(c, true))
  .delete('/:id/push', ...checks, (c) => change(c, false));
