import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ensureAssets } from '../../../worker/placeholder/ensure.js';

ensureAssets();

/** The worker suite: runs inside workerd with the Worker and its TableRoom from wrangler.toml. */
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: fileURLToPath(new URL('../../../wrangler.toml', import.meta.url)) },
      miniflare: { bindings: { ALLOWED_ORIGINS: 'https://friends.example' } },
    }),
  ],
  test: {
    name: 'workerd',
    include: ['test/worker/workerd/**/*.test.ts'],
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    testTimeout: 60_000,
  },
});
