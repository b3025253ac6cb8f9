import type { Card } from '../../rules/core/cards.js';
import { randomBelow, type Random } from '../../rules/core/shuffle.js';
import type { Seat } from '../../rules/core/seats.js';
import { PACK } from '../../rules/games/all-fours/cards.js';
import type { AllFoursView } from '../../rules/games/all-fours/view.js';
import { cardNumber, type Table } from './playout.js';

// Deals consistent with one seat's view: the cards it cannot see are shared out among the other
// hands (by their sizes, never into a suit a seat has shown it lacks) and the undealt stock.

/** What a seat knows of the deal in play, on the compact table, ready to be dealt out again and again. */
export interface Knowledge {
  /** The table with the viewer's hand, exposed cards and the trick; other hands hold only exposed cards. */
  base: Table;
  me: Seat;
  /** Cards the viewer cannot see: in other hands or the stock. */
  unseen: number[];
  /** Hidden cards each seat holds (its hand size less its exposed cards). */
  hidden: number[];
  /** `voids[seat]`: a bit per suit the seat has shown it lacks. */
  voids: number[];
  /** The seats to deal to, most constrained first. */
  order: Seat[];
}

// [AF-3.2] [AF-3.3] what a card played tells of the hand it came from
function noteVoids(plays: readonly { seat: Seat; card: Card }[], trump: number, noUndertrump: boolean, voids: number[]): void {
  if (plays.length === 0) return;
  const led = cardNumber(plays[0].card) / 13 | 0;
  let trumped = led === trump;
  // a suit played after the seat seemed to lack it: that earlier card was a renege [AF-10.1], not a void
  voids[plays[0].seat] &= ~(1 << led);
  for (let i = 1; i < plays.length; i++) {
    const s = cardNumber(plays[i].card) / 13 | 0;
    voids[plays[i].seat] &= ~(1 << s);
    if (s !== led && s !== trump) {
      voids[plays[i].seat] |= 1 << led;
      // with noUndertrump a seat holding only lower trumps may not play them: it tells nothing of trumps
      if (!(noUndertrump && trumped && led !== trump)) voids[plays[i].seat] |= 1 << trump;
    }
    if (s === trump) trumped = true;
  }
}

/** Reads the view of a seat about to play into what it knows of the deal. */
export function knowledgeOf(view: AllFoursView): Knowledge {
  const me = view.viewer as Seat;
  const trump = cardNumber('2' + view.trump) / 13 | 0;
  const noUndertrump = view.options.noUndertrump === true;
  const jack = 'J' + view.trump;
  const seen = new Set<Card>([...(view.myHand ?? []), ...view.kicks]);
  const hands: number[][] = [];
  const voids: number[] = [];
  const hidden: number[] = [];
  let jackHolder = -1;
  let jackTaker = -1;
  for (let s = 0; s < view.seats; s++) {
    voids.push(0);
    hands.push(s === me ? (view.myHand ?? []).map(cardNumber) : view.exposed[s].map(cardNumber));
    hidden.push(s === me ? 0 : view.handSizes[s] - view.exposed[s].length);
    for (const card of view.exposed[s]) seen.add(card);
    if (hands[s].includes(cardNumber(jack))) jackHolder = s;
  }
  for (const trick of view.tricks) {
    noteVoids(trick.plays, trump, noUndertrump, voids);
    for (const { seat, card } of trick.plays) {
      seen.add(card);
      if (card === jack) [jackHolder, jackTaker] = [seat, trick.winner];
    }
  }
  noteVoids(view.trick, trump, noUndertrump, voids);
  for (const { seat, card } of view.trick) {
    seen.add(card);
    if (card === jack) jackHolder = seat;
  }
  const unseen = PACK.filter((c) => !seen.has(c)).map(cardNumber);
  const base: Table = {
    seats: view.seats,
    trump,
    noUndertrump,
    hands,
    trick: view.trick.map((p) => cardNumber(p.card)),
    leader: view.trick.length > 0 ? view.trick[0].seat : me,
    won: view.cardPoints.slice(),
    jackHolder,
    jackTaker,
  };
  const order: Seat[] = [];
  for (let s = 0; s < view.seats; s++) if (s !== me) order.push(s);
  const bits = (v: number): number => (v & 1) + ((v >> 1) & 1) + ((v >> 2) & 1) + ((v >> 3) & 1);
  order.sort((a, b) => bits(voids[b]) - bits(voids[a]));
  return { base, me, unseen, hidden, voids, order };
}

/**
 * A deal consistent with the knowledge: the unseen cards shuffled, each seat taking the first ones of
 * suits it may hold (any card, if the voids cannot all be met), the rest left in the stock.
 */
export function sampleWorld(k: Knowledge, random: Random): Table {
  const pool = k.unseen.slice();
  for (let i = pool.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    const x = pool[i];
    pool[i] = pool[j];
    pool[j] = x;
  }
  const hands = k.base.hands.map((h) => h.slice());
  for (const seat of k.order) {
    let need = k.hidden[seat];
    const void_ = k.voids[seat];
    for (let i = 0; i < pool.length && need > 0; i++) {
      if (pool[i] < 0 || (void_ >> ((pool[i] / 13) | 0)) & 1) continue;
      hands[seat].push(pool[i]);
      pool[i] = -1;
      need--;
    }
    for (let i = 0; i < pool.length && need > 0; i++) {
      if (pool[i] < 0) continue;
      hands[seat].push(pool[i]);
      pool[i] = -1;
      need--;
    }
  }
  let jackHolder = k.base.jackHolder;
  if (jackHolder < 0) {
    const jack = k.base.trump * 13 + 9;
    for (let s = 0; s < hands.length; s++) if (hands[s].includes(jack)) jackHolder = s;
  }
  const base = k.base;
  return { ...base, hands, trick: base.trick.slice(), won: base.won.slice(), jackHolder };
}
