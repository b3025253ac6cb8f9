import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/**
 * The SvelteKit config of the web app. The app lives in web/ (see DESIGN.md: web -> shared), built as
 * a single-page app to static files: the Worker serves them from its assets, Cloudflare Pages can too.
 * Unknown paths such as /t/<id> fall back to index.html, and the client router takes over.
 */
export default {
  preprocess: vitePreprocess(),
  kit: {
    adapter: adapter({ pages: 'web/build', assets: 'web/build', fallback: 'index.html', strict: false }),
    outDir: 'web/.svelte-kit',
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
  },
  compilerOptions: {
    runes: true,
    // a short scoping class (svelte-1r1tg3k by default): it stands in every element's class of the JS
    cssHash: ({ hash, css }) => `s-${hash(css).slice(0, 5)}`,
  },
};
