// The link-preview images: one 1200x630 PNG per game (og:image of a shared table link, worker/share/),
// drawn at build time from the app's own art: each game's fan of cards on the home page
// (web/src/lib/home/GameTiles.svelte) with the card faces' court figures (web/src/lib/table/Card.svelte),
// rasterised by resvg. Run by `npm run build:web` after the app's build; writes web/build/og/<game>.png.
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GAME_IDS, MANIFESTS, type GameId } from '../shared/rules/manifests.js';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const WIDTH = 1200;
const HEIGHT = 630;
const CARD_W = 210;
const CARD_H = CARD_W * 1.4;

// the app's colours (web/src/app.css)
const COLOURS = { felt: '#17704f', feltMid: '#0e5139', feltEdge: '#0a3d2b', card: '#fffdf8', red: '#c4161c', black: '#111111', gold: '#c9971c' };

// the suits drawn as paths in a 100x100 box (the images must not depend on a font having the symbols)
const SUIT_PATHS: Record<string, string> = {
  H: 'M50 92C22 68 0 48 0 28A25 25 0 0 1 50 16A25 25 0 0 1 100 28C100 48 78 68 50 92Z',
  D: 'M50 0L88 50L50 100L12 50Z',
  S: 'M50 4C78 30 100 48 100 64A22 22 0 0 1 56 74L66 98H34L44 74A22 22 0 0 1 0 64C0 48 22 30 50 4Z',
  C: 'M50 6A21 21 0 0 1 68 40A21 21 0 1 1 56 72L66 98H34L44 72A21 21 0 1 1 32 40A21 21 0 0 1 50 6Z',
};

/** The court figures' paths (viewBox 40x56) from Card.svelte's masks: the body, each rank's hair and headwear. */
function courtArt(): { body: string[]; figure: Record<string, string[]>; headwear: Record<string, string[]> } {
  const source = readFileSync(root('web/src/lib/table/Card.svelte'), 'utf8');
  const paths = (url: string) => [...decodeURIComponent(url).matchAll(/ d='([^']+)'/g)].map((m) => m[1]);
  const body = source.match(/--body: url\("data:image\/svg\+xml,([^"]+)"\)/)?.[1];
  if (!body) throw new Error('no --body in Card.svelte');
  const figure: Record<string, string[]> = {};
  const headwear: Record<string, string[]> = {};
  for (const rank of ['K', 'Q', 'J']) {
    const before = source.match(new RegExp(`\\.r${rank}::before \\{ --m: var\\(--body\\), url\\("data:image/svg\\+xml,([^"]+)"\\)`))?.[1];
    const after = source.match(new RegExp(`\\.r${rank}::after \\{ --m: url\\("data:image/svg\\+xml,([^"]+)"\\)`))?.[1];
    if (!before || !after) throw new Error(`no figure for ${rank} in Card.svelte`);
    figure[rank] = paths(before);
    headwear[rank] = paths(after);
  }
  return { body: paths(body), figure, headwear };
}

const suitShape = (suit: string, x: number, y: number, size: number, fill: string) =>
  `<path d="${SUIT_PATHS[suit]}" fill="${fill}" transform="translate(${x} ${y}) scale(${size / 100})"/>`;

/** One card face at the origin, CARD_W wide, as Card.svelte draws it: the index, and a pip or a court figure. */
function cardFace(card: string, art: ReturnType<typeof courtArt>): string {
  const suit = card[1];
  const colour = suit === 'H' || suit === 'D' ? COLOURS.red : COLOURS.black;
  const rank = card[0] === 'T' ? '10' : card[0];
  const parts = [
    `<rect width="${CARD_W}" height="${CARD_H}" rx="${CARD_W * 0.1}" fill="${COLOURS.card}" stroke="#b9b2a2" stroke-width="2"/>`,
    `<text x="${CARD_W * 0.2}" y="${CARD_W * 0.36}" font-family="DejaVu Sans, Noto Sans, sans-serif" font-weight="700" font-size="${CARD_W * 0.36}" text-anchor="middle" fill="${colour}">${rank}</text>`,
    suitShape(suit, CARD_W * 0.08, CARD_W * 0.42, CARD_W * 0.24, colour),
  ];
  if (art.figure[card[0]]) {
    // the figure: 14% from the left, 18% from the right, 72% of the height, standing on the bottom edge
    const width = CARD_W * 0.68;
    const scale = Math.min(width / 40, (CARD_H * 0.72) / 56);
    const x = CARD_W * 0.14 + (width - 40 * scale) / 2;
    const y = CARD_H - 56 * scale;
    const figure = [...art.body, ...art.figure[card[0]]].map((d) => `<path d="${d}" fill="${colour}" fill-rule="evenodd"/>`).join('');
    const hat = art.headwear[card[0]].map((d) => `<path d="${d}" fill="${COLOURS.gold}"/>`).join('');
    parts.push(`<g transform="translate(${x} ${y}) scale(${scale})">${figure}${hat}</g>`);
    parts.push(suitShape(suit, x + 20 * scale - CARD_W * 0.1, CARD_H - CARD_W * 0.36, CARD_W * 0.2, COLOURS.card));
  } else {
    const size = card[0] === 'A' ? CARD_W * 0.7 : CARD_W * 0.5;
    parts.push(suitShape(suit, card[0] === 'A' ? (CARD_W - size) / 2 : CARD_W * 0.92 - size, CARD_H - size - CARD_W * 0.1, size, colour));
  }
  return parts.join('');
}

/** The preview image of one game: its fan of cards on the felt, its name and the app's. */
export function ogSvg(game: GameId, cards: string[], art: ReturnType<typeof courtArt>): string {
  const [cx, cy] = [370, 330];
  const angles = cards.length === 1 ? [0] : cards.map((_, i) => -20 + (40 * i) / (cards.length - 1));
  const fan = cards
    .map((card, i) => `<g transform="rotate(${angles[i]} ${cx} ${cy + CARD_H * 1.1}) translate(${cx - CARD_W / 2} ${cy - CARD_H / 2})" filter="url(#shadow)">${cardFace(card, art)}</g>`)
    .join('');
  const name = MANIFESTS[game].name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><radialGradient id="felt" cx="50%" cy="50%" r="70%"><stop offset="0" stop-color="${COLOURS.felt}"/><stop offset="0.8" stop-color="${COLOURS.feltMid}"/><stop offset="1" stop-color="${COLOURS.feltEdge}"/></radialGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-opacity="0.4"/></filter></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#felt)"/>
${fan}
<text x="700" y="300" font-family="DejaVu Sans, Noto Sans, sans-serif" font-weight="700" font-size="84" fill="#ffffff">${name}</text>
<text x="704" y="380" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="44" fill="#d8efe4">Majlis</text>
</svg>`;
}

/** Writes every game's image into `out` (web/build/og by default); returns the files written. */
export function writeOgImages(out = root('web/build/og')): string[] {
  mkdirSync(out, { recursive: true });
  const art = courtArt();
  return GAME_IDS.map((game) => {
    const png = new Resvg(ogSvg(game, [...MANIFESTS[game].tileCards], art), { fitTo: { mode: 'width', value: WIDTH }, font: { loadSystemFonts: true } }).render().asPng();
    const file = `${out}/${game}.png`;
    writeFileSync(file, png);
    return file;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of writeOgImages(process.argv[2])) console.log(`wrote ${file}`);
}
