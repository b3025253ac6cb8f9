import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: `node` (the rules, bots and the table logic in Node) and `workerd` (the Worker and its
// Durable Object inside workerd through the Cloudflare Vitest integration; see its own config).
export default defineConfig({
  test: {
    // a hung test fails in 30 s; a test that needs longer says so, and why, where it is written
    testTimeout: 30_000,
    // Vitest's default leaves a core to itself (cores - 1): on a 2-core machine that is one file at a
    // time, while its own thread mostly waits
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'node', include: ['test/shared/**/*.test.ts', 'test/worker/node/**/*.test.ts'] } },
      'test/worker/workerd/vitest.config.ts',
    ],
  },
});
