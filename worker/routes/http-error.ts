import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { ErrorCode, HttpErrorCode } from '../../shared/protocol/messages.js';
import type { PlayerErrorCode } from '../../shared/protocol/player.js';
import { describeIssue } from '../../shared/protocol/table-config.js';
import { logLine } from '../log.js';

/** Every code an HTTP refusal may carry: the tables', the players' routes', and a table's own refusals (push). */
export type RefusalCode = HttpErrorCode | PlayerErrorCode | ErrorCode;

/**
 * Every HTTP refusal of the API: the body is `{ code, error }` with `status`, the code for the client
 * to word in the person's language, `error` an English explanation for logs and scripts.
 */
export function refuse<S extends ContentfulStatusCode, C extends RefusalCode>(c: Context, status: S, code: C, error: string) {
  return c.json({ code, error }, status);
}

/** Refuses a body that is not JSON by its type: a text/plain body would let any page post without a CORS preflight. */
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('Content-Type')?.split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return refuse(c, 415, 'notJson', 'send JSON, with Content-Type: application/json');
  await next();
};

/** What a body decoder says: the decoded body (`ok`), or why it is refused. */
export type BodyDecoded<T extends { ok: true }> = T | { ok: false; message: string };

/** Options of `jsonBody`: how a body that is not JSON, and JSON of another shape, are refused. */
export interface BodyRefusals {
  /** The code for text that is no JSON (default `badJson`). */
  notJson?: RefusalCode;
  /** The status and code for JSON that `decode` refuses (default 400 `badRequest`). */
  shape?: { status: 400 | 403; code: RefusalCode };
}

/**
 * Hono's validator of the JSON body (after `jsonOnly`), with `decode` (a valibot `safeParse` of the
 * route's schema): the route reads what it decoded with `c.req.valid('json')`. Every refusal has a code.
 * `decode` takes any value; its parameter's type `In` says what a client sends, the route's `json` in
 * Hono's typed client (worker/api.ts).
 */
export function jsonBody<In, T extends { ok: true }>(decode: (body: In) => BodyDecoded<T>, refusals: BodyRefusals = {}) {
  const { notJson = 'badJson', shape = { status: 400, code: 'badRequest' } } = refusals;
  const parsed: MiddlewareHandler = async (c, next) => {
    // read here, so that no JSON gets its code (Hono's validator would throw); the request keeps what it read
    try {
      await c.req.json();
    } catch {
      return refuse(c, 400, notJson, 'the request body must be JSON');
    }
    await next();
  };
  const checked = validator<In, string, string, 'json', string, (body: In, c: Context) => T | Response>('json', (body, c) => {
    const decoded = decode(body);
    return decoded.ok ? (decoded as T) : refuse(c, shape.status, shape.code, decoded.message);
  });
  return [parsed, checked] as const;
}

/** Decodes `body` with valibot's `safeParse` of `schema`: a decoder for `jsonBody`, whose clients send the schema's input. */
export function decodeWith<S extends v.GenericSchema>(schema: S) {
  return (body: v.InferInput<S>): BodyDecoded<{ ok: true; body: v.InferOutput<S> }> => {
    const result = v.safeParse(schema, body);
    return result.success ? { ok: true, body: result.output } : { ok: false, message: describeIssue(result.issues) };
  };
}

/** The answer to an error no route handled, a bug: logged, and answered `internal` with 500, in JSON like every refusal. */
export const onError: ErrorHandler = (error, c) => {
  logLine(c.env, 'error', 'uncaught', { path: c.req.path, code: 'internal', error });
  return refuse(c, 500, 'internal', 'the server failed to answer; try again');
};
