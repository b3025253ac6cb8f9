import { loadMessages } from '$lib/i18n/locales.js';
import type { LayoutLoad } from './$types';

// A single-page app: every page renders in the browser, the Worker serves index.html for any path.
export const ssr = false;
export const prerender = false;

// every page waits for its messages, in its language only: the table page needs the app's part, the
// other pages also theirs (web/messages/pages/: the home page's form and rule options, lists, rules)
export const load: LayoutLoad = async ({ route }) => {
  await loadMessages(route.id === '/t/[id]' ? ['app'] : ['app', 'pages']);
};
