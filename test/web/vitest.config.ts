import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// Unit tests of the web app's logic and components (node environment, components rendered on the
// server with svelte/server): `npm run test:web`. The messages are compiled first, as for a build.
export default defineConfig({
  plugins: [
    paraglideVitePlugin({
      project: './web/project.inlang',
      outdir: './web/src/lib/paraglide',
      strategy: ['custom-stored', 'preferredLanguage', 'baseLocale'],
      emitGitIgnore: true,
    }),
    svelte({ configFile: false, compilerOptions: { runes: true }, emitCss: false }),
  ],
  test: { include: ['test/web/**/*.test.ts'], environment: 'node' },
});
