import { defineConfig } from 'vitest/config';

// Two projects: `node` (the rules, bots and the table logic in Node) and `workerd` (the Worker and its
// Durable Object inside workerd through the Cloudflare Vitest integration; see its own config).
export default defineConfig({
  test: {
    testTimeout: 300_000,
    projects: [
      { extends: true, test: { name: 'node', include: ['test/shared/**/*.test.ts', 'test/worker/node/**/*.test.ts'] } },
      'test/worker/workerd/vitest.config.ts',
    ],
  },
});
