import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from '../../web/vite-messages.js';

// Unit tests of the web app's logic and components (node environment, components rendered on the
// server with svelte/server): `npm run test:web`. The messages are compiled first, as for a build;
// the components use Paraglide's `m` (every language at once), the app's own is tested beside it.
export default defineConfig({
  plugins: [
    paraglideVitePlugin({
      project: './web/project.inlang',
      outdir: './web/src/lib/paraglide',
      strategy: ['custom-stored', 'preferredLanguage', 'baseLocale'],
      emitGitIgnore: true,
    }),
    messagesPlugin('./web/project.inlang', { replaceParaglide: false }),
    svelte({ configFile: false, compilerOptions: { runes: true }, emitCss: false }),
  ],
  // the app's alias of the root shared/ folder (svelte.config.js: kit.alias), which SvelteKit's plugin gives the build
  resolve: { alias: { $shared: fileURLToPath(new URL('../../shared', import.meta.url)) } },
  // both cores of a 2-core machine (Vitest's default, cores - 1, runs one file at a time there)
  test: {
    name: 'web',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/web/**/*.test.ts'],
    environment: 'node', testTimeout: 30_000,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
