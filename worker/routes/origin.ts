import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { CLOSE } from '../../shared/protocol/messages.js';
import type { Env } from '../env.js';

/**
 * True if a socket may be opened from this request: a page of the same origin, an origin listed in
 * `allowed` (comma-separated), or a client that sends no Origin at all (bots and scripts; browsers
 * always send one).
 */
export function originAllowed(request: Request, allowed: string | undefined): boolean {
  const origin = request.headers.get('Origin');
  if (origin === null) return true;
  if (origin === new URL(request.url).origin) return true;
  return listed(origin, allowed);
}

function listed(origin: string, allowed: string | undefined): boolean {
  return (allowed ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .includes(origin);
}

/** CORS for the API: pages of an origin listed in ALLOWED_ORIGINS (a Pages deployment) may call it. */
export const apiCors: MiddlewareHandler<{ Bindings: Env }> = (c, next) =>
  cors({ origin: (origin) => (listed(origin, c.env.ALLOWED_ORIGINS) ? origin : null) })(c, next);

/** Accepts the upgrade only to close it with `badOrigin`, so the page learns why. */
export function refuseOrigin(): Response {
  const [client, server] = Object.values(new WebSocketPair());
  server.accept();
  server.close(CLOSE.badOrigin, 'badOrigin');
  return new Response(null, { status: 101, webSocket: client });
}
