import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ensureAssets } from '../../../worker/placeholder/ensure.js';
import { TEST_VAPID } from '../../kit/push-service.js';

ensureAssets();

/** The worker suite: runs inside workerd with the Worker and its TableRoom from wrangler.toml. */
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: fileURLToPath(new URL('../../../wrangler.toml', import.meta.url)) },
      // test clients play as fast as the socket goes, so the rate limit is raised (its logic is tested in Node);
      // `echo` is on, as for the load benchmark, to probe a table without changing it; pushes go to the
      // tests' own push service on 127.0.0.1 (push-service.ts), signed with a key pair made for the run
      miniflare: {
        bindings: {
          ALLOWED_ORIGINS: 'https://friends.example',
          RATE_BURST: '100',
          RATE_PER_SECOND: '500',
          DEV_ECHO: '1',
          VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
          VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
          VAPID_SUBJECT: 'mailto:tests@majlis.invalid',
          PUSH_LOCAL_HTTP: '1',
        },
      },
    }),
  ],
  test: {
    name: 'workerd',
    include: ['test/worker/workerd/**/*.test.ts'],
    globalSetup: ['test/kit/push-service.ts'],
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    testTimeout: 30_000,
  },
});
