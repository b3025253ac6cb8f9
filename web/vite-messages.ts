import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// The app's messages as small modules, one per language and part, so a page downloads only the
// language it shows and only the part it needs. Paraglide compiles web/messages/ into functions that
// each carry all six languages: it keeps doing so for the types of `m` and for the web tests, but in
// the app's build every import of `.../paraglide/messages.js` goes to web/src/lib/i18n/messages.ts,
// which serves `m` from the modules `virtual:messages/<part>/<locale>` (loaded on start, by the pages
// that need a part, and when the language changes).

const VIRTUAL = 'virtual:messages/';
const FACADE = fileURLToPath(new URL('./src/lib/i18n/messages.ts', import.meta.url));

/** The parts of the messages, each one file per language (the project's path patterns, in order). */
export const PARTS = {
  /** Everything the layout and the table page show (lobby, game table, games). */
  app: './messages/{locale}.json',
  /** What only the other pages show: the home page's form and rule options, my tables, the rules. */
  pages: './messages/pages/{locale}.json',
  /** What only the table's parts loaded later show: the chat, claims, a hand's result, the game's end, the speed of play. */
  later: './messages/later/{locale}.json',
} as const;
export type Part = keyof typeof PARTS;

interface Settings {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string | string[] };
}

/** Text with `{name}` placeholders: what the app's messages may hold (no escapes, markup or variants). */
const PLAIN = /^(?:[^{}\\]|\{[A-Za-z_]\w*\})*$/;

function settingsOf(project: string): Settings {
  const settings = JSON.parse(readFileSync(join(project, 'settings.json'), 'utf8')) as Settings;
  const patterns = [settings['plugin.inlang.messageFormat'].pathPattern].flat();
  if (JSON.stringify(patterns) !== JSON.stringify(Object.values(PARTS))) {
    throw new Error(`${project}: the path patterns ${patterns} are not the parts of web/vite-messages.ts`);
  }
  return settings;
}

/** The file of one part in one language (path patterns are relative to the folder holding the project). */
function fileOf(project: string, part: Part, locale: string): string {
  return resolve(dirname(project), PARTS[part].replace('{locale}', locale));
}

function read(path: string): Record<string, string> {
  const { $schema: _schema, ...texts } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  for (const [id, text] of Object.entries(texts)) {
    if (typeof text !== 'string' || !PLAIN.test(text)) {
      throw new Error(`${path}: ${id} is not plain text with {placeholders}, the only kind web/src/lib/i18n/messages.ts shows`);
    }
  }
  return texts as Record<string, string>;
}

/**
 * The texts of one part in one language by message id, each missing one taken from the base language
 * (as Paraglide does). Throws on a message the app's loader could not show as Paraglide would, and on
 * an id in more than one part.
 */
export function messagesOf(project: string, part: Part, locale: string): Record<string, string> {
  const settings = settingsOf(project);
  if (!settings.locales.includes(locale)) throw new Error(`${locale} is not a language of ${project}`);
  const ids = (p: Part) => Object.keys(read(fileOf(project, p, settings.baseLocale)));
  for (const other of Object.keys(PARTS) as Part[]) {
    const twice = other === part ? [] : ids(part).filter((id) => ids(other).includes(id));
    if (twice.length > 0) throw new Error(`messages in both the ${part} and the ${other} part: ${twice.join(', ')}`);
  }
  return { ...read(fileOf(project, part, settings.baseLocale)), ...read(fileOf(project, part, locale)) };
}

/**
 * The Vite plugin: the `virtual:messages/<part>/<locale>` modules, and `m` from them in place of
 * Paraglide's (unless `replaceParaglide` is false: the web tests compare the two).
 */
export function messagesPlugin(projectPath: string, { replaceParaglide = true } = {}): Plugin {
  const project = resolve(projectPath); // absolute: the dev server watches these files by path
  return {
    name: 'majlis-messages',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(VIRTUAL)) return `\0${id}`;
      if (replaceParaglide && id.endsWith('/paraglide/messages.js')) return FACADE;
      return null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const [part, locale] = id.slice(VIRTUAL.length + 1).split('/') as [Part, string];
      if (!(part in PARTS)) throw new Error(`${id}: no such part of the messages`);
      this.addWatchFile(join(project, 'settings.json'));
      for (const p of Object.keys(PARTS) as Part[]) for (const l of [settingsOf(project).baseLocale, locale]) this.addWatchFile(fileOf(project, p, l));
      return `export default ${JSON.stringify(messagesOf(project, part, locale))};`;
    },
  };
}
