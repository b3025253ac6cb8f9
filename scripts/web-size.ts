/**
 * Measures the JavaScript of each page, gzipped. A page drawn at build time (home, the rules, /fair, My
 * tables; web/build/<page>.html in every language): the JavaScript that runs before its first paint
 * (the scripts of its HTML that block the parser: the content is in the HTML), and the JavaScript that
 * hydrates it (the modules its HTML loads, and the messages and rules texts its load fetches, in the
 * heaviest language). A page rendered in the browser (a table, practice), from the web build's Vite
 * manifest: SvelteKit's entries (start, app), its layouts and node, everything they import statically,
 * the lazily loaded parts the page needs in the state measured, and the messages of the heaviest
 * language. Fails when the home page's JavaScript before the first paint is over 25 KB
 * (WEB_BUDGET_KB overrides it). Run `npm run build:web` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GAME_IDS } from '../shared/rules/manifests.js';
import { messagesOf, type Part } from '../web/vite-messages.js';

// the home page's JavaScript before its first paint (issue 30)
const BUDGET = Number(process.env.WEB_BUDGET_KB ?? 25) * 1024;
const CLIENT = 'web/.svelte-kit/output/client';
const BUILD = 'web/build';
const LOCALES = (JSON.parse(readFileSync('web/project.inlang/settings.json', 'utf8')) as { baseLocale: string; locales: string[] });
const GAMES = GAME_IDS.map((id) => `web/src/lib/games/${id}/index.ts`);
const MESSAGES = 'virtual:messages/';

interface Chunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

function gz(key: string): number {
  return gzipSync(readFileSync(join(CLIENT, manifest[key].file)), { level: 9 }).length;
}

/** Every manifest key reachable from `keys` by static imports. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gz(key), 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// SvelteKit's entries; node 0 is the root layout; a route's node and its layouts' are found through the
// route list in the generated client manifest (`"/t/[id]": [10,[4]]`: nodes/N.js)
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry && !key.includes('/nodes/'));
const routes = readFileSync('web/.svelte-kit/generated/client-optimized/app.js', 'utf8');
const nodeFile = (n: string) => Object.keys(manifest).find((key) => key.endsWith(`/nodes/${n}.js`));
function route(id: string): { page: string | undefined; layouts: string[] } {
  const match = routes.match(new RegExp(`"${id.replace(/[[\]/()]/g, '\\$&')}":\\s*\\[~?(\\d+),?\\[?([\\d,]*)`));
  const layouts = (match?.[2] ?? '').split(',').filter(Boolean).map(nodeFile);
  return { page: match ? nodeFile(match[1]) : undefined, layouts: layouts.filter((key): key is string => key !== undefined) };
}
const node = (id: string) => route(id).page;
/** What a route loads up front: the entries, the layouts, its node, and their static imports. */
function base(id: string): Set<string> {
  const layout = nodeFile('0');
  const { page, layouts } = route(id);
  if (!layout || !page) throw new Error(`could not find the layout or the route ${id} in the manifest`);
  return closure([...entries, layout, ...layouts, page]);
}

// a page loads the messages of one language, the parts it needs (web/vite-messages.ts): the heaviest
// language's; and the heaviest game's lazily loaded panel (a page shows one game)
const messageChunks = Object.keys(manifest).filter((key) => manifest[key].src?.startsWith(MESSAGES));
function messages(parts: Part[]): { title: string; keys: string[] } {
  const of = (locale: string) => messageChunks.filter((key) => parts.some((part) => manifest[key].src === `${MESSAGES}${part}/${locale}`));
  const locales = [...new Set(messageChunks.map((key) => manifest[key].src!.split('/').pop()!))];
  if (locales.length === 0) return { title: 'messages (in the code)', keys: [] };
  const heaviest = locales.reduce((a, b) => (sum(of(b)) > sum(of(a)) ? b : a));
  return { title: `messages (${parts.join(' + ')}, ${heaviest})`, keys: of(heaviest) };
}
function heaviestGame(loaded: Set<string>): { game: string; keys: string[]; all: string } {
  const games = GAMES.map((game) => ({ game: game.split('/')[4], keys: [...closure([game])].filter((key) => !loaded.has(key)) }));
  const all = games.map((g) => `${g.game} ${kb(sum(g.keys))}`).join(', ');
  return { ...games.reduce((a, b) => (sum(b.keys) > sum(a.keys) ? b : a)), all };
}

/** Prints a page's JavaScript by part and returns its total. */
function page(title: string, parts: Record<string, Iterable<string>>): number {
  const counted = new Set<string>();
  const sizes = Object.entries(parts).map(([part, keys]) => {
    const own = [...keys].filter((key) => !counted.has(key));
    own.forEach((key) => counted.add(key));
    return `${part} ${kb(sum(own))}`;
  });
  const total = sum(counted);
  console.log(`${title}: ${kb(total)} gzipped in ${counted.size} files (${sizes.join(', ')})`);
  return total;
}

console.log(`messages, a part in one language: ${messageChunks.map((key) => `${manifest[key].src!.slice(MESSAGES.length)} ${kb(gz(key))}`).join(', ')}`);
const all = messages(['app', 'pages']);
const app = messages(['app']);
// the lobby's: with its summary of the table's rules (their words are the pages' part)
const lobbyMessages = messages(['app', 'later', 'pages']);

// the pages drawn at build time, measured by their HTML in every language (the heaviest reported): the
// scripts that block the parser run before the first paint; the modules and the texts (messages, a
// game's rules) that the app's start loads hydrate the page already drawn
const DRAWN = { home: '', 'rules page': '/rules/baloot', fair: '/fair', 'my tables': '/tables' };
const fileOf = (key: string) => manifest[key].file;
const bytes = (file: string) => gzipSync(readFileSync(join(BUILD, file)), { level: 9 }).length;
function drawn(path: string, locale: string): { html: string; before: number; scripts: number; hydrate: Set<string> } {
  const file = join(BUILD, `${locale === LOCALES.baseLocale ? path || '/index' : `/${locale}${path}`}.html`);
  const html = readFileSync(file, 'utf8');
  let before = 0;
  let scripts = 0;
  for (const [, attributes, inline] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="module"|\basync\b|\bdefer\b/.test(attributes)) continue;
    // SvelteKit's start: an inline script that only starts loading the modules (counted to hydrate)
    if (inline.includes('__sveltekit_')) continue;
    const src = attributes.match(/src="([^"]+)"/)?.[1];
    before += src ? bytes(src) : gzipSync(inline, { level: 9 }).length;
    scripts++;
  }
  const modules = [...html.matchAll(/(?:href="|import\(")\/(_app\/[^"]+\.js)"/g)].map((match) => match[1]);
  const texts = Object.keys(manifest)
    .filter((key) => [`${MESSAGES}app/${locale}`, `${MESSAGES}pages/${locale}`].includes(manifest[key].src ?? '') || (path.startsWith('/rules/') && [`${path.slice('/rules/'.length)}/rules/${locale}.ts`, `${path.slice('/rules/'.length)}/rules/shape.ts`].some((end) => key.endsWith(end))))
    .map(fileOf);
  return { html: file, before, scripts, hydrate: new Set([...modules, ...texts]) };
}
let homeBefore = 0;
for (const [title, path] of Object.entries(DRAWN)) {
  if (!existsSync(join(BUILD, `${path || '/index'}.html`))) throw new Error(`${BUILD}${path || '/index'}.html is missing: was the page drawn at build time?`);
  const sizes = LOCALES.locales.map((locale) => ({ locale, ...drawn(path, locale) }));
  const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + bytes(file), 0);
  const heaviest = sizes.reduce((a, b) => (total(b.hydrate) > total(a.hydrate) ? b : a));
  const before = Math.max(...sizes.map((size) => size.before));
  if (path === '') homeBefore = before;
  const html = Math.max(...sizes.map((size) => gzipSync(readFileSync(size.html), { level: 9 }).length));
  console.log(
    `${title} (drawn at build time, HTML up to ${kb(html)}): before the first paint ${kb(before)} gzipped (${heaviest.scripts} inline scripts); ` +
      `to hydrate ${kb(total(heaviest.hydrate))} in ${heaviest.hydrate.size} files (modules, messages${path.startsWith('/rules/') ? ', rules' : ''}; ${heaviest.locale}, the heaviest)`,
  );
}

// the table page's parts loaded when the table's state needs them (chunks by name): the lobby before a
// game (with the later and pages parts of the messages); the game table and the seated player's rejoin link during one
const table = base('/t/[id]');
const lazyParts = (names: string[]) => closure(manifest[node('/t/[id]')!].dynamicImports?.filter((key) => names.includes(manifest[key].name!)) ?? [], new Set(table));
const lobby = lazyParts(['TableLobby']);
page('table page in its lobby', { 'up front': table, lobby, [lobbyMessages.title]: lobbyMessages.keys });

const inGame = lazyParts(['GameTable', 'PrivateLink']);
const game = heaviestGame(new Set([...table, ...inGame]));
const midGame = page(`table page mid-game with the heaviest game (${game.all})`, {
  'up front': table,
  'game table': inGame,
  [game.game]: game.keys,
  [app.title]: app.keys,
});

// the table page loads only the app's part of the messages up front (the later part comes with the
// lazy parts that show it, the lobby with the pages' part too): its code must call none of the others
const pages = Object.keys(messagesOf('web/project.inlang', 'pages', 'en'));
const others = [...pages, ...Object.keys(messagesOf('web/project.inlang', 'later', 'en'))];
const read = (keys: Iterable<string>) => [...keys].map((key) => readFileSync(join(CLIENT, manifest[key].file), 'utf8'));
const calls = (ids: string[], code: string[]) => ids.filter((id) => code.some((text) => new RegExp(`\\.${id}\\(`).test(text)));
const upFront = read(new Set([...table, ...inGame, ...GAMES.flatMap((g) => [...closure([g])])]));
const called = calls(others, upFront);
if (called.length > 0) {
  console.error(`the table page's code loaded up front calls messages of web/messages/pages/ or later/, which it does not load with it: ${called.join(', ')}`);
  process.exit(1);
}

const practiceNode = node('/practice/[game]');
if (practiceNode) {
  const practice = base('/practice/[game]');
  const local = closure(manifest[practiceNode].dynamicImports ?? [], new Set(practice));
  const heaviest = heaviestGame(new Set([...practice, ...local]));
  page(`practice page with the heaviest game (${heaviest.all})`, { 'up front': practice, 'local table': local, [heaviest.game]: heaviest.keys, [all.title]: all.keys });
}

console.log(`table page JavaScript mid-game: ${kb(midGame)} gzipped (rendered in the browser)`);
console.log(`home page JavaScript before the first paint: ${kb(homeBefore)} gzipped (budget ${kb(BUDGET)})`);
if (homeBefore > BUDGET) {
  console.error(`over budget by ${kb(homeBefore - BUDGET)} (${homeBefore - BUDGET} bytes)`);
  process.exit(1);
}
