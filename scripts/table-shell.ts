// The shell of a table's shared link (web/build/table.html): the app's shell (spa.html) with the table
// page's modules and styles already in its <head>, in parts the Worker keeps or drops per table
// (worker/share/share-page.ts): `table` (the page itself), `lobby` (a table before its game), `game`
// (the game table) and `game:<id>` (one game's rules and pictures). Without them the app finds out what
// it needs one import at a time (the start, then the page, then the lobby: a round trip each) and adds a
// <link> per file as it goes, a millisecond or two of main-thread work each on a phone; with them the
// browser fetches every file as the HTML arrives and the app adds nothing. A part's styles are inlined
// (a few KB): a stylesheet link in the head would hold the drawn first paint back until it loaded. The
// inlined file keeps a disabled link of its own, which is how Vite's preload helper and SvelteKit tell
// that it is in already (as SvelteKit does for the styles it inlines in spa.html).
// Run by `npm run build:web` after the app's build, from the build's Vite manifest.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const BUILD = root('web/build');
const KIT = root('web/.svelte-kit');
const ROUTE = '/t/[id]';

interface Chunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

const manifest = JSON.parse(readFileSync(`${KIT}/output/client/.vite/manifest.json`, 'utf8')) as Record<string, Chunk>;

/** The manifest's key of the module `src` (a source path), or of the chunk named `name`. */
function keyOf(match: (chunk: Chunk, key: string) => boolean, what: string): string {
  const key = Object.keys(manifest).find((k) => match(manifest[k], k));
  if (!key) throw new Error(`table-shell: ${what} is not in the build's manifest`);
  return key;
}

/** The files (scripts and styles) a module needs before it runs: it, its static imports', all their styles. */
function closure(keys: string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`table-shell: ${key} is not in the build's manifest`);
    if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

// the table page's route nodes (its layouts and itself) and the root error page, as SvelteKit loads them
const app = readFileSync(`${KIT}/generated/client-optimized/app.js`, 'utf8');
const route = app.match(new RegExp(`"${ROUTE.replace(/[[\]/]/g, '\\$&')}": \\[(\\d+),\\[([\\d,]*)\\]`));
if (!route) throw new Error(`table-shell: no route ${ROUTE} in SvelteKit's generated app.js`);
const nodes = [1, ...route[2].split(',').filter(Boolean).map(Number), Number(route[1])];
const node = (n: number) => keyOf((_, k) => k.endsWith(`/generated/client-optimized/nodes/${n}.js`), `node ${n}`);
const gameUis = Object.keys(manifest)
  .map((k) => k.match(/^web\/src\/lib\/games\/([a-z-]+)\/index\.ts$/))
  .filter((m): m is RegExpMatchArray => m !== null);
if (gameUis.length === 0) throw new Error('table-shell: no game UI (web/src/lib/games/<id>/index.ts) in the manifest');

const parts: [string, string[]][] = [
  ['table', nodes.map(node)],
  ['lobby', [keyOf((_, k) => k === 'web/src/lib/table/TableLobby.svelte', 'TableLobby.svelte')]],
  ['game', [keyOf((c) => c.name === 'GameTable' && !c.src, 'the GameTable chunk')]],
  ...gameUis.map(([key, id]): [string, string[]] => [`game:${id}`, [key]]),
];

const spa = readFileSync(`${BUILD}/spa.html`, 'utf8');
// what the shell already has: its preloaded modules and the styles it inlines (their disabled links)
const present = new Set([...spa.matchAll(/<link href="\/([^"]+)" rel="(?:modulepreload|stylesheet)"/g)].map((m) => m[1]));
if (present.size === 0) throw new Error('table-shell: spa.html preloads nothing: has SvelteKit changed how it writes the shell?');
const tableFiles = closure(parts[0][1]);
const gameFiles = closure(parts[2][1]);

const tags = parts.flatMap(([part, keys]) => {
  const { scripts, styles } = closure(keys);
  // a part repeats nothing the shell or the table part has (nor, for one game, the game table's)
  const already = (file: string) => present.has(file) || (part !== 'table' && (tableFiles.scripts.has(file) || tableFiles.styles.has(file))) || (part.startsWith('game:') && (gameFiles.scripts.has(file) || gameFiles.styles.has(file)));
  const out: string[] = [];
  for (const file of scripts) if (!already(file)) out.push(`<link href="/${file}" rel="modulepreload" fetchpriority="low" data-part="${part}">`);
  for (const file of styles) {
    if (already(file)) continue;
    const css = readFileSync(`${BUILD}/${file}`, 'utf8').trim();
    if (css.includes('</style')) throw new Error(`table-shell: ${file} cannot be inlined`);
    out.push(`<style data-part="${part}">${css}</style><link href="/${file}" rel="stylesheet" disabled media="(max-width: 0)" data-part="${part}">`);
  }
  return out;
});

if (!spa.includes('</head>')) throw new Error('table-shell: spa.html has no </head>');
writeFileSync(`${BUILD}/table.html`, spa.replace('</head>', `${tags.join('\n\t\t')}\n  </head>`));
console.log(`wrote ${BUILD}/table.html (${tags.length} tags in ${parts.length} parts)`);
