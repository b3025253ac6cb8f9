import { loadMessages } from '$lib/i18n/locales.js';
import type { LayoutLoad } from './$types';

// A single-page app: every page renders in the browser, the Worker serves index.html for any path.
export const ssr = false;
export const prerender = false;

// every page waits for its messages, in its language only: the table page needs the app's part, the
// other pages also theirs (web/messages/pages/: the home page's form and rule options, lists, rules);
// a replay shows the hands' results and the game's end too (web/messages/later/)
export const load: LayoutLoad = async ({ route }) => {
  await loadMessages(route.id === '/t/[id]' ? ['app'] : route.id === '/t/[id]/games/[n]' ? ['app', 'pages', 'later'] : ['app', 'pages']);
};
