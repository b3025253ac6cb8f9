import { draw, drawBelow, type Random, type SeededSource } from '../../rules/core/shuffle.js';
import { copyTable, type Table } from './table.js';

// Deals consistent with one seat's view, for every game: the cards the seat cannot see are shared out
// among the other hands (each by its number of hidden cards, never into a suit it has shown it lacks)
// and the undealt stock, if any.

/** What a seat knows of the deal in play, on the compact table, ready to be dealt out again and again. */
export interface Knowledge {
  /** The table as the seat sees it: its own hand and the cards it knows in other hands (shown, exposed). */
  base: Table;
  me: number;
  /** Cards the seat cannot see: in other hands or undealt. */
  pool: number[];
  /** Hidden cards each seat holds (0 for the viewer). */
  need: number[];
  /** A bit per suit each seat has shown it lacks. */
  voids: number[];
}

/** A generator for a search, seeded from a bot's random source (it allocates nothing per draw). */
export function searchSource(random: Random): SeededSource {
  const source = { a: random() | 0, b: random() | 0, c: random() | 0, d: random() | 0 };
  for (let i = 0; i < 12; i++) draw(source);
  return source;
}

const TRIES = 8;

/**
 * The hidden cards dealt to each seat (an array per seat, empty for the viewer), or null if this
 * attempt could not meet every void. Cards of the most constrained suits are dealt first, each to a
 * seat that may hold it with a chance in proportion to the cards that seat still needs.
 */
function tryDeal(k: Knowledge, source: SeededSource): number[][] | null {
  const { base, need, voids } = k;
  const suit = base.rules.deck.suit;
  const seats = need.length;
  const left = need.slice();
  let stock = k.pool.length;
  for (const n of need) stock -= n;
  // how many places may take a card of each suit: fewer first
  const places = [0, 0, 0, 0];
  for (let s = 0; s < 4; s++) {
    for (let seat = 0; seat < seats; seat++) if (need[seat] > 0 && ((voids[seat] >> s) & 1) === 0) places[s]++;
    if (stock > 0) places[s]++;
  }
  const cards = k.pool.slice();
  for (let i = cards.length - 1; i > 0; i--) {
    const j = drawBelow(source, i + 1);
    const x = cards[i];
    cards[i] = cards[j];
    cards[j] = x;
  }
  cards.sort((a, b) => places[suit[a]] - places[suit[b]]);
  const out: number[][] = [];
  for (let seat = 0; seat < seats; seat++) out.push([]);
  for (const c of cards) {
    const bit = 1 << suit[c];
    let total = stock;
    for (let seat = 0; seat < seats; seat++) if ((voids[seat] & bit) === 0) total += left[seat];
    if (total === 0) return null;
    let r = drawBelow(source, total);
    if (r < stock) {
      stock--;
      continue;
    }
    r -= stock;
    for (let seat = 0; seat < seats; seat++) {
      if ((voids[seat] & bit) !== 0 || left[seat] === 0) continue;
      if (r < left[seat]) {
        out[seat].push(c);
        left[seat]--;
        break;
      }
      r -= left[seat];
    }
  }
  return out;
}

// the voids cannot all be met (a seat showed a void the view cannot explain): deal ignoring them
function dealAnyhow(k: Knowledge, source: SeededSource): number[][] {
  const cards = k.pool.slice();
  const out: number[][] = [];
  for (let seat = 0; seat < k.need.length; seat++) {
    const hand: number[] = [];
    for (let i = 0; i < k.need[seat] && cards.length > 0; i++) hand.push(cards.splice(drawBelow(source, cards.length), 1)[0]);
    out.push(hand);
  }
  return out;
}

/** The hidden cards of each seat in one deal consistent with the knowledge. */
export function sampleHidden(k: Knowledge, source: SeededSource): number[][] {
  for (let i = 0; i < TRIES; i++) {
    const hidden = tryDeal(k, source);
    if (hidden) return hidden;
  }
  return dealAnyhow(k, source);
}

/** A table with every hand filled in: the known cards and the hidden ones. */
export function worldOf(k: Knowledge, hidden: readonly number[][]): Table {
  const t = copyTable(k.base);
  for (let seat = 0; seat < hidden.length; seat++) for (const c of hidden[seat]) t.hands[seat].push(c);
  let left = 0;
  for (const hand of t.hands) left += hand.length;
  t.left = left;
  return t;
}

/** A deal consistent with the knowledge, as a table ready to be played out. */
export function sampleWorld(k: Knowledge, source: SeededSource): Table {
  return worldOf(k, sampleHidden(k, source));
}
