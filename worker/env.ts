/// <reference path="./worker-configuration.d.ts" />

// `Cloudflare.Env` is generated from wrangler.toml by `npm run types` (worker/worker-configuration.d.ts,
// checked by `npm run typecheck`). What wrangler.toml does not list is declared here: the secrets
// and the overrides set only by the benchmarks and the tests.
declare global {
  namespace Cloudflare {
    interface Env {
      /** Overrides of the per-socket rate limit (the load benchmark raises them). */
      RATE_BURST?: string;
      RATE_PER_SECOND?: string;
      /** The VAPID key pair for push notifications (`npm run vapid`; secrets in production). Without them the tables offer none. */
      VAPID_PUBLIC_KEY?: string;
      VAPID_PRIVATE_KEY?: string;
      /** The contact the push services see (`mailto:` or `https:`). */
      VAPID_SUBJECT?: string;
    }
  }
}

/**
 * The Worker's bindings and variables: TABLES (one TableRoom per table), PLAYERS (one PlayerRoom per
 * player, by the hash of the player's key), ASSETS, the TABLE_CREATION and PLAYER_WRITES rate limits
 * (routes/creation-limit.ts), ALLOWED_ORIGINS (extra origins whose pages may open table sockets),
 * DEV_ECHO ("1": sockets may send `echo`) and PUSH_LOCAL_HTTP ("1": push endpoints on http://127.0.0.1),
 * all from wrangler.toml, and the secrets above.
 */
export type Env = Cloudflare.Env;
