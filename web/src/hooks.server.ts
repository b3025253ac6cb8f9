import type { Handle } from '@sveltejs/kit';
import { LANGUAGES, localisedPath, pathLocale, unlocalisedPath } from '$lib/i18n/locales.js';
import { drawnTitle } from '$lib/i18n/title.svelte.js';
import type { Locale } from '$lib/paraglide/runtime.js';
import { SITE_ORIGIN } from '$lib/site-origin.js';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's canonical address (its own language's) and its address in each of the six languages, the
 * bare one as `x-default` (answered in the reader's language by the Worker). Absolute with
 * `VITE_SITE_ORIGIN`, else from the root: the Worker makes them absolute (worker/routes/pages.ts).
 */
function alternates(pathname: string, locale: Locale): string {
  const bare = unlocalisedPath(pathname);
  const link = (attributes: string, path: string) => `<link ${attributes} href="${SITE_ORIGIN}${path}">`;
  return [
    link('rel="canonical"', localisedPath(bare, locale)),
    ...LANGUAGES.map(({ code }) => link(`rel="alternate" hreflang="${code}"`, localisedPath(bare, code))),
    link('rel="alternate" hreflang="x-default"', bare),
  ].join('');
}

/**
 * A drawn page names its language and direction on the root element from the first byte (Arabic right
 * to left), and `data-drawn` tells the app to hydrate it in that language (locales.ts); its title is
 * the page's own, in its language; its head links its address in every language (hreflang).
 */
export const handle: Handle = ({ event, resolve }) => {
  // the app's shell for the pages drawn in the browser (spa.html) says nothing: the app picks the language
  if (!event.route.id?.startsWith('/(drawn)')) return resolve(event);
  const locale = pathLocale(event.url.pathname) ?? 'en';
  const root = `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}" data-drawn>`;
  return resolve(event, {
    transformPageChunk: ({ html }) => {
      const title = drawnTitle();
      return html
        .replace('<html lang="en" dir="ltr">', root)
        .replace('<title>Majlis</title>', title ? `<title>${escaped(title)}</title>` : '<title>Majlis</title>')
        .replace('</head>', `${alternates(event.url.pathname, locale)}</head>`);
    },
  });
};
