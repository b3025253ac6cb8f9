import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: `node` (the rules, bots and the table logic in Node), `web` (the web app's logic and
// components; test/web/vitest.config.ts) and `workerd` (the Worker and its Durable Object inside workerd
// through the Cloudflare Vitest integration; see its own config).
export default defineConfig({
  test: {
    // a hung test fails in 30 s; a test that needs longer says so, and why, where it is written
    testTimeout: 30_000,
    // Vitest's default leaves a core to itself (cores - 1): on a 2-core machine that is one file at a
    // time, while its own thread mostly waits
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/shared/**/*.test.ts', 'test/worker/node/**/*.test.ts'],
          // the engine and the table logic keep no state between files (the one spy restores itself), so the
          // files share a worker's modules instead of importing everything afresh for each: 145 s -> 100 s
          isolate: false,
        },
      },
      'test/web/vitest.config.ts',
      'test/worker/workerd/vitest.config.ts',
    ],
  },
});
