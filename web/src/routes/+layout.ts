import { browser } from '$app/environment';
import { drawIn, loadMessages, pathLocale } from '$lib/i18n/locales.js';
import type { LayoutLoad } from './$types';

// The pages that do not depend on a table are drawn at build time, in every language
// (routes/(drawn)/+layout.ts); the table's pages and practice render in the browser only (t/+layout.ts,
// practice/+layout.ts), from the app's shell web/build/spa.html, which the Worker serves for them.
// (`ssr = false` here would also keep this load out of the pages drawn at build time.)
export const prerender = false;

// every page waits for its messages, in its language only: the table page needs the app's part, the
// other pages also theirs (web/messages/pages/: the home page's form and rule options, lists, rules);
// a replay shows the hands' results and the game's end too (web/messages/later/)
export const load: LayoutLoad = async ({ route, url }) => {
  // drawn at build time: in the language of the path (/ar/rules/baloot), English without one
  if (!browser) drawIn(pathLocale(url.pathname) ?? 'en');
  await loadMessages(route.id === '/t/[id]' ? ['app'] : route.id === '/t/[id]/games/[n]' ? ['app', 'pages', 'later'] : ['app', 'pages']);
};
