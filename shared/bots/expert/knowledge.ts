import type { Card, Suit } from '../../rules/core/cards.js';
import { SUITS } from '../../rules/core/cards.js';
import type { Play } from '../../rules/core/tricks.js';
import type { Table, Rules } from './table.js';
import type { Knowledge } from './worlds.js';

/** What a seat's view tells of the hand in play, in card ids: each game reads its own view into this. */
export interface SeenHand {
  rules: Rules;
  me: number;
  /** A card's number on the game's compact deck. */
  number(card: Card): number;
  myHand: readonly Card[];
  /** Cards known to be in other seats' hands and not played yet (shown, exposed, the bid card), by seat. */
  known: readonly (readonly Card[])[];
  /** Cards out of play the seat has seen (kicks). */
  out?: readonly Card[];
  /** The cards of this hand's pack, if not every card of the deck. */
  pack?: readonly Card[];
  handSizes: readonly number[];
  tricks: readonly { plays: readonly Play[]; winner: number }[];
  trick: readonly Play[];
  /** The suits each seat has shown it lacks. */
  voids: readonly ReadonlySet<Suit>[];
}

/** Reads what a seat saw into the search's knowledge: the table as it stands, the unseen cards and each seat's voids. */
export function knowledgeOf(seen: SeenHand): Knowledge {
  const { rules, me } = seen;
  const { deck } = rules;
  const seats = seen.handSizes.length;
  const place = new Uint8Array(deck.size);
  const hands: number[][] = [];
  const need: number[] = [];
  const voids: number[] = [];
  for (let s = 0; s < seats; s++) {
    const cards = (s === me ? seen.myHand : seen.known[s] ?? []).map(seen.number);
    for (const c of cards) place[c] = 1;
    hands.push(cards);
    need.push(s === me ? 0 : Math.max(0, seen.handSizes[s] - cards.length));
    let bits = 0;
    SUITS.forEach((suit, i) => seen.voids[s]?.has(suit) && (bits |= 1 << i));
    voids.push(bits);
  }
  const captor = new Int8Array(deck.size).fill(-1);
  const gone = new Uint8Array(deck.size);
  const won = new Array<number>(rules.teams).fill(0);
  const tricks = new Array<number>(rules.teams).fill(0);
  let trumpPlayed = false;
  for (const trick of seen.tricks) {
    const team = rules.team[trick.winner];
    tricks[team]++;
    for (const { card } of trick.plays) {
      const c = seen.number(card);
      won[team] += deck.points[c];
      captor[c] = trick.winner;
      gone[c] = 1;
      if (deck.suit[c] === rules.trump) trumpPlayed = true;
    }
  }
  const trick = seen.trick.map((p) => seen.number(p.card));
  for (const c of trick) {
    gone[c] = 1;
    if (deck.suit[c] === rules.trump) trumpPlayed = true;
  }
  for (const card of seen.out ?? []) place[seen.number(card)] = 1;
  const inPack = seen.pack ? new Set(seen.pack.map(seen.number)) : null;
  const pool: number[] = [];
  for (let c = 0; c < deck.size; c++) if (place[c] === 0 && gone[c] === 0 && (!inPack || inPack.has(c))) pool.push(c);
  const leader = seen.trick.length > 0 ? seen.trick[0].seat : me;
  const base: Table = { rules, hands, trick, leader, turn: me, won, tricks, captor, gone, trumpPlayed, left: 0 };
  return { base, me, pool, need, voids };
}
