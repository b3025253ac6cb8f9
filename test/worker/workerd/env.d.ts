import type { Env as WorkerEnv } from '../../../worker/env.js';

// The bindings of wrangler.toml, for `env` from cloudflare:workers and cloudflare:test in the tests.
declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
  }
}
