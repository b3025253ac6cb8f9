import { appStorage } from '../net/storage.js';
import { defineCustomClientStrategy, getLocale, setLocale, type Locale } from '../paraglide/runtime.js';

// the chosen language lives in localStorage under Paraglide's own key, read and written through the
// guarded storage: Paraglide's built-in localStorage strategy throws where storage is disabled
const LOCALE_KEY = 'PARAGLIDE_LOCALE';
defineCustomClientStrategy('custom-stored', {
  getLocale: () => appStorage.getItem(LOCALE_KEY) ?? undefined,
  setLocale: (locale) => appStorage.setItem(LOCALE_KEY, locale),
});

/** The languages of the app, each named in its own script. */
export const LANGUAGES: { code: Locale; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
  { code: 'ta', name: 'தமிழ்' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'tl', name: 'Tagalog' },
  { code: 'ml', name: 'മലയാളം' },
];

/** Right-to-left languages. */
const RTL = new Set<string>(['ar']);

/** Writes the language and direction on the document element. */
export function applyLocale(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = RTL.has(locale) ? 'rtl' : 'ltr';
}

/** Switches language without a reload (remembered in localStorage, see above). */
export function switchLocale(locale: Locale): void {
  setLocale(locale, { reload: false });
  applyLocale(locale);
}

export { getLocale };
