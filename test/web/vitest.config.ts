import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// Unit tests of the web app's logic and components (node environment, components rendered on the
// server with svelte/server): `npm run test:web`.
export default defineConfig({
  plugins: [svelte({ configFile: false, compilerOptions: { runes: true }, emitCss: false })],
  test: { include: ['test/web/**/*.test.ts'], environment: 'node' },
});
