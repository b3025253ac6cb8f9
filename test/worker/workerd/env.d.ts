import type { Env } from '../../../worker/env.js';

declare global {
  namespace Cloudflare {
    interface Env extends import('../../../worker/env.js').Env {}
  }
}

export type { Env };
