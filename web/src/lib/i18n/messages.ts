/// <reference path="./virtual-messages.d.ts" />
import type { Part } from '../../../vite-messages.js';
import type { Locale } from '../paraglide/runtime.js';
import { localDigits } from './digits.js';

// The app's `m` in the browser (web/vite-messages.ts sends every import of .../paraglide/messages.js
// here): Paraglide's message functions, by the same ids and types, reading the texts of one language.
// Only that language is downloaded, and of it only the parts the pages shown so far asked for; the web
// tests use Paraglide's own `m`.

/** Paraglide's messages, whose ids and inputs `m` has. */
type Messages = typeof import('../paraglide/messages.js').m;
type Texts = Record<string, string>;
type Module = () => Promise<{ default: Texts }>;

// one module of texts per part and language (every part and language of the project: typechecked)
const MODULES: Record<Part, Record<Locale, Module>> = {
  app: {
    en: () => import('virtual:messages/app/en'),
    ar: () => import('virtual:messages/app/ar'),
    ta: () => import('virtual:messages/app/ta'),
    bn: () => import('virtual:messages/app/bn'),
    tl: () => import('virtual:messages/app/tl'),
    ml: () => import('virtual:messages/app/ml'),
  },
  pages: {
    en: () => import('virtual:messages/pages/en'),
    ar: () => import('virtual:messages/pages/ar'),
    ta: () => import('virtual:messages/pages/ta'),
    bn: () => import('virtual:messages/pages/bn'),
    tl: () => import('virtual:messages/pages/tl'),
    ml: () => import('virtual:messages/pages/ml'),
  },
  later: {
    en: () => import('virtual:messages/later/en'),
    ar: () => import('virtual:messages/later/ar'),
    ta: () => import('virtual:messages/later/ta'),
    bn: () => import('virtual:messages/later/bn'),
    tl: () => import('virtual:messages/later/tl'),
    ml: () => import('virtual:messages/later/ml'),
  },
};
const modules = new Map<string, Promise<Texts>>();

/** Downloads the texts of one part in one language (once; again after a failure). */
function load(part: Part, locale: Locale): Promise<Texts> {
  const key = `${part}/${locale}`;
  let pending = modules.get(key);
  if (!pending) {
    pending = MODULES[part][locale]().then((module) => module.default);
    pending.catch(() => modules.delete(key));
    modules.set(key, pending);
  }
  return pending;
}

let texts: Texts = {};
let shown: Locale | null = null;
let wanted: Locale | null = null;
// the parts asked for so far: a new language comes with all of them
const parts = new Set<Part>();

/**
 * Shows the texts of `locale` from now on, in the parts asked for so far and in `more`, once they are
 * loaded; false (and nothing changes) when another language was asked for meanwhile.
 */
export function showMessages(locale: Locale, more: Part[] = []): Promise<boolean> {
  for (const part of more) parts.add(part);
  wanted = locale;
  const call = Promise.all([...parts].map((part) => load(part, locale))).then((loaded) => {
    if (wanted !== locale) return false;
    // a call for the same language that ends later adds its parts to these
    texts = Object.assign(shown === locale ? texts : {}, ...loaded);
    shown = locale;
    return true;
  });
  latest = call;
  return call;
}

// the last call of showMessages: the texts that will be shown once it ends
let latest: Promise<boolean> = Promise.resolve(true);

/**
 * Resolves once the last language asked for has its texts (or failed to get them), also when another
 * is asked for meanwhile: what waits for a part of the messages before it shows (a lazy panel) waits
 * for the language that will be shown, not for one given up on.
 */
export async function messagesSettled(): Promise<void> {
  for (let call = latest; ; call = latest) {
    await call.catch(() => false);
    if (call === latest) return;
  }
}

// a message looks its text up when called, so one taken before the texts arrive (a module's table of
// option names, say) or kept across a change of language still says the right thing
function message(id: string) {
  // Arabic's numbers in the digits the person chose (digits.ts), the text's own and those of the values put
  // in (scores, cards, counts; a name's digits too, which read the same in either)
  return (inputs: Record<string, unknown> = {}) => localDigits((texts[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => isolated(String(inputs[name]))), shown);
}

/**
 * In a right-to-left language each value put into a text (a name, a card, a score) is isolated
 * (U+2068 first strong isolate … U+2069 pop), so "Reem" or "10♥ ×2" inside Arabic keeps its own order
 * and does not pull the punctuation around it to the wrong side.
 */
function isolated(value: string): string {
  // Arabic is the app's one right-to-left language (locales.ts)
  return shown === 'ar' ? `\u2068${value}\u2069` : value;
}
const made = new Map<string, ReturnType<typeof message>>();

/** Every message of the app by id, in the language shown. */
export const m = new Proxy({} as Messages, {
  get(_, id) {
    if (typeof id !== 'string') return undefined;
    let found = made.get(id);
    if (!found) made.set(id, (found = message(id)));
    return found;
  },
});
