import { appStorage } from '../net/storage.js';
import type { Part } from '../../../vite-messages.js';
import type { Locale } from '../paraglide/runtime.js';
import { messagesSettled, showMessages } from './messages.js';

/** The languages of the app, each named in its own script. */
export const LANGUAGES: { code: Locale; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
  { code: 'ta', name: 'தமிழ்' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'tl', name: 'Tagalog' },
  { code: 'ml', name: 'മലയാളം' },
];

// the chosen language lives in localStorage under Paraglide's key (so an earlier choice still holds),
// read and written through the guarded storage, which never throws
const LOCALE_KEY = 'PARAGLIDE_LOCALE';

function isLocale(value: string | null | undefined): value is Locale {
  return LANGUAGES.some((language) => language.code === value);
}

/** The chosen language, else the browser's first one the app speaks (`ar-SA` counts as `ar`), else English. */
function chosenLocale(): Locale {
  const stored = appStorage.getItem(LOCALE_KEY);
  if (isLocale(stored)) return stored;
  for (const tag of typeof navigator === 'undefined' ? [] : navigator.languages) {
    const found = [tag, tag.split('-')[0]].map((t) => t.toLowerCase()).find(isLocale);
    if (found) return found;
  }
  return 'en';
}

/** The language a path is addressed in (`/ar/rules/baloot`: Arabic), null for a path without a language. */
export function pathLocale(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return first !== 'en' && isLocale(first) ? first : null;
}

/** The path without its language (`/ar/rules/baloot` -> `/rules/baloot`, `/ar` -> `/`): the page it shows. */
export function unlocalisedPath(pathname: string): string {
  const locale = pathLocale(pathname);
  return locale ? pathname.slice(locale.length + 1) || '/' : pathname;
}

/** The address of the page at `pathname` in `locale` (`/rules/baloot` in Arabic: `/ar/rules/baloot`). */
export function localisedPath(pathname: string, locale: Locale): string {
  const bare = unlocalisedPath(pathname);
  return locale === 'en' ? bare : `/${locale}${bare === '/' ? '' : bare}`;
}

/**
 * The language the page starts in: a page that arrived drawn (prerendered, `data-drawn` on the root
 * element) is hydrated in the language it was drawn in, whatever was chosen since; any other page
 * starts in the chosen one.
 */
function startLocale(): Locale {
  const root = typeof document === 'undefined' ? null : document.documentElement;
  if (root?.hasAttribute('data-drawn') && isLocale(root.lang)) return root.lang;
  return chosenLocale();
}

let current: Locale | null = null;

/** The language the app shows. */
export function getLocale(): Locale {
  return (current ??= startLocale());
}

/** Sets the language of the page being drawn at build time (prerendering draws one page at a time). */
export function drawIn(locale: Locale): void {
  current = locale;
}

/**
 * The language chosen in this browser when the page arrived drawn in another (a choice made before
 * the choice was also a cookie, or a page opened at another language's address): null if none.
 */
export function choiceAfterDrawing(): Locale | null {
  const stored = appStorage.getItem(LOCALE_KEY);
  return isLocale(stored) && stored !== getLocale() && !pathLocale(location.pathname) ? stored : null;
}

// the Worker draws a page's bare address (`/rules/baloot`) in the language named by this cookie, else
// by Accept-Language (worker/routes/pages.ts): the choice is kept in both places
const LOCALE_COOKIE = 'majlis-lang';

/** Keeps the choice in the cookie the Worker reads, for a year. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * A lazily loaded part of a page (a component's module) that also waits for the messages only such
 * parts show (web/messages/later/): the chat, claims, a hand's result, the game's end.
 */
export function withLaterMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessages(['later'])]).then(([module]) => module);
}

// the language being switched to while its messages load
let switching: Locale | null = null;

/**
 * Loads the `parts` of the messages a page shows, in the app's language (the root layout waits for
 * them); during a switch of language, in the new one (else the part asked for would undo the switch).
 */
export async function loadMessages(parts: Part[]): Promise<boolean> {
  if (await showMessages(switching ?? getLocale(), parts)) return true;
  // another language was chosen while these loaded: its texts, which include these parts, are the ones
  // shown (a panel that waited for this part and showed now would show its message keys)
  await messagesSettled();
  return true;
}

/** Writes the language and direction on the document element (Arabic is the one right-to-left language). */
export function applyLocale(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Switches language without a reload once its messages (the parts shown so far) are loaded; remembered
 * in localStorage. False when another language was chosen meanwhile.
 */
export async function switchLocale(locale: Locale): Promise<boolean> {
  switching = locale;
  try {
    if (!(await showMessages(locale))) return false;
  } finally {
    if (switching === locale) switching = null;
  }
  current = locale;
  appStorage.setItem(LOCALE_KEY, locale);
  rememberLocale(locale);
  applyLocale(locale);
  return true;
}
