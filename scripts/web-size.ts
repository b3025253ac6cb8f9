/**
 * Measures the JavaScript the table page (/t/<id>) loads, gzipped, from the web build's Vite manifest:
 * the SvelteKit entry and app, the root layout, the table page, everything they import statically,
 * and the heaviest game's lazily loaded panel chunk (a table loads exactly one game). Fails above the
 * budget (DESIGN.md: 80 KB). Run `npm run build:web` first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GAME_IDS } from '../shared/rules/manifests.js';

const BUDGET = Number(process.env.WEB_BUDGET_KB ?? 80) * 1024;
const CLIENT = 'web/.svelte-kit/output/client';
const ROUTE = 'web/src/routes/t/[id]/+page.svelte';
const GAMES = GAME_IDS.map((id) => `web/src/lib/games/${id}/index.ts`);

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

function gz(file: string): number {
  return gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length;
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

// SvelteKit's entries (start, app); node 0 is the root layout; the table page's node is found through
// the route list in the generated client manifest (nodes/N.js per route, in route order)
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry && !key.includes('/nodes/'));
const layout = Object.keys(manifest).find((key) => key.endsWith('/nodes/0.js'));
const routes = readFileSync('web/.svelte-kit/generated/client-optimized/app.js', 'utf8');
const match = routes.match(/"\/t\/\[id\]":\s*\[~?(\d+)/);
const pageNode = match ? Object.keys(manifest).find((key) => key.endsWith(`/nodes/${match[1]}.js`)) : undefined;
if (!layout || !pageNode) throw new Error(`could not find the layout or the table page (${ROUTE}) in the manifest`);

const base = closure([...entries, layout, pageNode]);
const baseBytes = [...base].reduce((sum, key) => sum + gz(manifest[key].file), 0);
const games = GAMES.map((game) => {
  const extra = [...closure([game])].filter((key) => !base.has(key));
  return { game, bytes: extra.reduce((sum, key) => sum + gz(manifest[key].file), 0) };
});
const heaviest = games.reduce((a, b) => (b.bytes > a.bytes ? b : a));
const total = baseBytes + heaviest.bytes;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`table page: ${base.size} chunks, ${kb(baseBytes)} gzipped`);
for (const g of games) console.log(`  + ${g.game.split('/')[4]}: ${kb(g.bytes)}`);
console.log(`table page JavaScript with the heaviest game: ${kb(total)} gzipped (budget ${kb(BUDGET)})`);
if (total > BUDGET) {
  console.error(`over budget by ${kb(total - BUDGET)}`);
  process.exit(1);
}
