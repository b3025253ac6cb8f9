import { defineConfig } from 'vitest/config';

// Unit tests of the web app's logic (node environment): `npm run test:web`.
export default defineConfig({
  test: { include: ['test/web/**/*.test.ts'], environment: 'node' },
});
