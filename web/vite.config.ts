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
  build: {
    target: 'es2022',
    reportCompressedSize: false,
    // the small modules that two or more pages or lazy parts share (storage, keys, the socket, the
    // messages, card names, the card face, the icon...) go in one chunk with the Svelte runtime and SvelteKit's
    // client, which every page loads: a dozen chunks of a few hundred bytes each cost the table page 2 KB
    // more (each its own gzip stream and import list), and the runtimes in chunks of their own 0.5 KB.
    // Not the list of games: SvelteKit would put the CSS of what it loads lazily on every page. Not
    // practice's modules: the home page shares its storage with the practice page, the table page never
    // loads it. Not the player's (net/player.ts, tables/): only My tables and the lobby's lazy link use
    // them. Not the helpers of the reactions: they come with the talk's parts, when first shown. Not the
    // API's client (net/api.ts, with hono/client): only what calls the API loads it (home's Create, My
    // tables, a table's push setting, hand tricks and shuffle check, replays), a table page's socket none.
    // Not the games' shared trickModel: only the game chunks use it (home 68.0 -> 67.8 KB, lobby 74.5 ->
    // 74.3, mid-game 67.7 -> 67.8: each game chunk carries its own copy, 0.1-0.2 KB).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'common', test: (id) => /node_modules[\\/](svelte|@sveltejs[\\/]kit|devalue|esm-env)[\\/]/.test(id) || (/web[\\/]src[\\/]lib[\\/](.*\.ts|table[\\/]Card\.svelte|icons[\\/]Icon\.svelte)$/.test(id) && !/games[\\/]index\.ts$|practice[\\/]|net[\\/](player(-key)?|api)\.ts$|tables[\\/]|rules[\\/]|games[\\/]([^\\/]+[\\/])?(option-words|result-words|records|trick-model)\.ts$|replay[\\/]|net[\\/]error-words\.ts$|table[\\/](playback|pace|reactions|table-playback\.svelte)\.ts$/.test(id)), minShareCount: 2 }],
        },
      },
    },
  },
});
