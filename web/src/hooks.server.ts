import type { Handle } from '@sveltejs/kit';
import { pathLocale } from '$lib/i18n/locales.js';
import { drawnTitle } from '$lib/i18n/title.svelte.js';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A drawn page names its language and direction on the root element from the first byte (Arabic right
 * to left), and `data-drawn` tells the app to hydrate it in that language (locales.ts); its title is
 * the page's own, in its language.
 */
export const handle: Handle = ({ event, resolve }) => {
  // the app's shell for the pages drawn in the browser (spa.html) says nothing: the app picks the language
  if (!event.route.id?.startsWith('/(drawn)')) return resolve(event);
  const locale = pathLocale(event.url.pathname) ?? 'en';
  const root = `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}" data-drawn>`;
  return resolve(event, {
    transformPageChunk: ({ html }) => {
      const title = drawnTitle();
      return html.replace('<html lang="en" dir="ltr">', root).replace('<title>Majlis</title>', title ? `<title>${escaped(title)}</title>` : '<title>Majlis</title>');
    },
  });
};
