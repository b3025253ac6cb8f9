import { SUITS, type Card } from '../../rules/core/cards.js';
import { strengthOf } from '../../rules/games/all-fours/cards.js';

// A compact All Fours table for playing hands out fast inside a search: cards are numbers
// (suit * 13 + rank, rank 0 for the two up to 12 for the ace), hands are plain arrays.

/** A card's number on the compact table. */
export function cardNumber(card: Card): number {
  return SUITS.indexOf(card[1] as (typeof SUITS)[number]) * 13 + strengthOf(card) - 1;
}

/** The card id of a compact card number. */
export function cardId(n: number): Card {
  return '23456789TJQKA'[n % 13] + SUITS[(n / 13) | 0];
}

// [AF-4.4] counting points by rank number: T 10, J 1, Q 2, K 3, A 4
const POINTS = [0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4];

/** The counting points of a compact card [AF-4.4]. */
export function pointsOf(n: number): number {
  return POINTS[n % 13];
}

/** One determinised deal in play: every hand known, mutated as the hand is played out. */
export interface Table {
  seats: number;
  /** The trump suit's number (its index in SUITS). */
  trump: number;
  noUndertrump: boolean;
  hands: number[][];
  /** The cards of the current trick, in play order from `leader`. */
  trick: number[];
  leader: number;
  /** Counting points won by each team [AF-4.4]. */
  won: number[];
  /** The seat dealt the jack of trumps, -1 if it is not in play. */
  jackHolder: number;
  /** The seat that won the trick holding the jack of trumps, -1 until then. */
  jackTaker: number;
}

/** A copy of a table that a playout may change. */
export function copyTable(t: Table): Table {
  return {
    seats: t.seats,
    trump: t.trump,
    noUndertrump: t.noUndertrump,
    hands: t.hands.map((h) => h.slice()),
    trick: t.trick.slice(),
    leader: t.leader,
    won: t.won.slice(),
    jackHolder: t.jackHolder,
    jackTaker: t.jackTaker,
  };
}

const suit = (n: number): number => (n / 13) | 0;

/** The index in `trick` of the winning card [AF-3.4]: the highest trump, else the highest of the suit led. */
export function winningIndex(trick: readonly number[], trump: number): number {
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    const c = trick[i];
    const b = trick[best];
    const cs = suit(c);
    const bs = suit(b);
    if (cs === bs ? c > b : cs === trump) best = i;
  }
  return best;
}

/** The cards of `hand` that may be played to `trick` [AF-3.2] [AF-3.3], with the `noUndertrump` option. */
export function legalOf(hand: readonly number[], trick: readonly number[], trump: number, noUndertrump: boolean): number[] {
  if (trick.length === 0) return hand.slice();
  const led = suit(trick[0]);
  const out: number[] = [];
  if (led === trump) {
    for (const c of hand) if (suit(c) === trump) out.push(c);
    return out.length > 0 ? out : hand.slice();
  }
  let floor = -1;
  if (noUndertrump) {
    for (const c of trick) if (suit(c) === trump && c > floor) floor = c;
    if (floor >= 0 && hand.every((c) => suit(c) === trump)) floor = -1;
  }
  for (const c of hand) if (suit(c) === led || (suit(c) === trump && c > floor)) out.push(c);
  if (out.length > 0) return out;
  for (const c of hand) if (suit(c) !== trump || c > floor) out.push(c);
  return out;
}

/** Plays `card` for the seat to play, and settles the trick once every seat has played to it. */
export function playCard(t: Table, card: number): void {
  const seat = (t.leader + t.trick.length) % t.seats;
  const hand = t.hands[seat];
  hand.splice(hand.indexOf(card), 1);
  t.trick.push(card);
  if (t.trick.length < t.seats) return;
  const winner = (t.leader + winningIndex(t.trick, t.trump)) % t.seats;
  const jack = t.trump * 13 + 9;
  let points = 0;
  for (const c of t.trick) {
    points += POINTS[c % 13];
    if (c === jack) t.jackTaker = winner;
  }
  t.won[winner % 2] += points;
  t.trick = [];
  t.leader = winner;
}

/** A player's choice of card on a compact table (it may look only at its own hand and the trick). */
export type Policy = (t: Table, seat: number, legal: readonly number[]) => number;

/** Plays the hand to its end, every seat choosing by `policy`. */
export function playOut(t: Table, policy: Policy): void {
  for (;;) {
    const seat = (t.leader + t.trick.length) % t.seats;
    const hand = t.hands[seat];
    if (hand.length === 0) return;
    const legal = legalOf(hand, t.trick, t.trump, t.noUndertrump);
    playCard(t, legal.length === 1 ? legal[0] : policy(t, seat, legal));
  }
}

/** What the hand's Jack and Game are worth to team 0 less team 1, once played out [AF-4.3] [AF-4.4]. */
export interface Scoring {
  hangJack: number;
  gamePoints: number;
  /** The team that scores Game on a tie, or -1 for nobody. */
  tieTeam: number;
}

/** The points of Jack and Game for `team` less the other team's, from a played-out table. */
export function handValue(t: Table, team: number, scoring: Scoring): number {
  let value = 0;
  if (t.jackHolder >= 0 && t.jackTaker >= 0) {
    const holder = t.jackHolder % 2;
    const taker = t.jackTaker % 2;
    const points = holder === taker ? 1 : scoring.hangJack;
    value += taker === team ? points : -points;
  }
  const [a, b] = t.won;
  const gameTeam = a > b ? 0 : b > a ? 1 : scoring.tieTeam;
  if (gameTeam >= 0) value += gameTeam === team ? scoring.gamePoints : -scoring.gamePoints;
  return value;
}
