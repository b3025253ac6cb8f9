import { existsSync, readdirSync, readFileSync } from 'node:fs';
import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

// The pages drawn at build time, in every language: English at the bare address, each other language
// under its code (/ar/rules/baloot, routed to the same page by web/src/hooks.ts). A game's id is its
// folder's name and its rules page's slug: every game whose web folder has a rules page (a game whose
// engine is in shared/rules/games and whose web app is not yet written has none).
const { baseLocale, locales } = JSON.parse(readFileSync('web/project.inlang/settings.json', 'utf8'));
const games = readdirSync('web/src/lib/games', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`web/src/lib/games/${entry.name}/rules/shape.ts`))
  .map((entry) => entry.name);
const pages = ['', '/fair', '/privacy', '/tables', ...games.map((game) => `/rules/${game}`)];
const entries = locales.flatMap((locale) => pages.map((page) => (locale === baseLocale ? page || '/' : `/${locale}${page}`)));

/**
 * The SvelteKit config of the web app. The app lives in web/ (see docs/style.md: web -> shared), built to
 * static files: the pages that do not depend on a table drawn in every language (`entries`), and the
 * app's shell spa.html for the others (/t/<id>, practice), which the Worker serves for any path that is
 * not a file (worker/routes/pages.ts); the client router takes over.
 */
export default {
  preprocess: vitePreprocess(),
  kit: {
    adapter: adapter({ pages: 'web/build', assets: 'web/build', fallback: 'spa.html', strict: false }),
    outDir: 'web/.svelte-kit',
    // the engine, bots and protocol that the Worker runs too: `$shared/rules/registry.js` in place of
    // '../../../../shared/rules/registry.js' (tsconfig paths and Vite's resolve alike)
    alias: { $shared: 'shared' },
    files: {
      src: 'web/src',
      assets: 'web/static',
      lib: 'web/src/lib',
      routes: 'web/src/routes',
      appTemplate: 'web/src/app.html',
      errorTemplate: 'web/src/error.html',
      hooks: { client: 'web/src/hooks.client', server: 'web/src/hooks.server', universal: 'web/src/hooks' },
      params: 'web/src/params',
    },
    version: { pollInterval: 0 },
    prerender: { entries, crawl: false },
    // absolute addresses: the Worker answers a bare address with another language's page (/rules/baloot with /ar/rules/baloot)
    paths: { relative: false },
    // a drawn page's styles come inside its HTML (each of its stylesheets is a few KB): its first paint
    // waits for no other request (the home page's grew past 8 KB and came as a render-blocking file:
    // Lighthouse's FCP and LCP on a phone ~0.3 s later; test/e2e/drawn.spec.ts now checks none is linked)
    inlineStyleThreshold: 16384,
  },
  compilerOptions: {
    runes: true,
    // a short scoping class (svelte-1r1tg3k by default): it stands in every element's class of the JS
    cssHash: ({ hash, css }) => `s-${hash(css).slice(0, 5)}`,
  },
};
