import type { PlayerRoom } from './player/PlayerRoom.js';
import type { TableRoom } from './table/TableRoom.js';

/** The Worker's bindings and variables (see wrangler.toml). */
export interface Env {
  TABLES: DurableObjectNamespace<TableRoom>;
  /** One PlayerRoom per player, by the hash of the player's key. */
  PLAYERS: DurableObjectNamespace<PlayerRoom>;
  ASSETS?: Fetcher;
  /** Tables created per client address (wrangler.toml [[ratelimits]]; see routes/creation-limit.ts). */
  TABLE_CREATION: RateLimit;
  /** New players and seats linked to players, per client address (routes/creation-limit.ts: PLAYER_LIMIT). */
  PLAYER_WRITES: RateLimit;
  /** Extra origins (comma-separated) whose pages may open table sockets, e.g. a Pages deployment. */
  ALLOWED_ORIGINS?: string;
  /** Overrides of the per-socket rate limit (the load benchmark raises them). */
  RATE_BURST?: string;
  RATE_PER_SECOND?: string;
  /** "1" lets sockets send `echo` (the load benchmark and the worker tests); otherwise it is an unknown message. */
  DEV_ECHO?: string;
  /** The VAPID key pair for push notifications (`npm run vapid`; secrets in production). Without them the tables offer none. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** The contact the push services see (`mailto:` or `https:`). */
  VAPID_SUBJECT?: string;
  /** "1" accepts push endpoints on http://127.0.0.1 (development and tests only; production takes only https). */
  PUSH_LOCAL_HTTP?: string;
}
