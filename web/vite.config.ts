import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';
import { messagesPlugin } from './vite-messages.js';

// Run from the repository root (`npm run build:web`): SvelteKit reads ../svelte.config.js from there.
export default defineConfig({
  plugins: [
    paraglideVitePlugin({
      project: './web/project.inlang',
      outdir: './web/src/lib/paraglide',
      strategy: ['custom-stored', 'preferredLanguage', 'baseLocale'],
      emitGitIgnore: true,
    }),
    messagesPlugin('./web/project.inlang'),
    sveltekit(),
  ],
  server: { port: 5173, proxy: { '/api': { target: 'http://localhost:8787', ws: true } } },
  build: { target: 'es2022', reportCompressedSize: false },
});
