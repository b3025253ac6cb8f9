import { getLocale, setLocale, type Locale } from '../paraglide/runtime.js';

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

/** Switches language without a reload (Paraglide remembers it in localStorage). */
export function switchLocale(locale: Locale): void {
  setLocale(locale, { reload: false });
  applyLocale(locale);
}

export { getLocale };
