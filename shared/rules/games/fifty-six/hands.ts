import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import { CARDS, type CardNo } from './cards.js';
import type { FiftySixState, Trick } from './state.js';

/** How many cards one word of a set holds (a population count: bits summed in pairs, nibbles, then bytes). */
export function countOf(word: number): number {
  const pairs = (word - ((word >>> 1) & 0x55555555)) | 0;
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The cards of `seat` not played yet: one word of the set (0: copy 1, 1: copy 2). */
export function heldWord(state: FiftySixState, seat: Seat, copy: 0 | 1): number {
  return copy === 0 ? state.hands[2 * seat] & ~state.played1 : state.hands[2 * seat + 1] & ~state.played2;
}

/** How many cards `seat` holds now. */
export function handSize(state: FiftySixState, seat: Seat): number {
  return countOf(heldWord(state, seat, 0)) + countOf(heldWord(state, seat, 1));
}

/** The number of the one card that `seat` played to a trick of cards `cards1` and `cards2`, or -1. */
export function cardOf(state: FiftySixState, seat: Seat, cards1: number, cards2: number): CardNo {
  const first = cards1 & state.hands[2 * seat];
  if (first !== 0) return 31 - Math.clz32(first);
  const second = cards2 & state.hands[2 * seat + 1];
  return second !== 0 ? 63 - Math.clz32(second) : -1;
}

/**
 * The cards of a trick with each seat that played one, in play order from `leader`: by seat order,
 * not by the seats at the table now (after the last hand of a game, teams have gone out).
 */
export function playsIn(state: FiftySixState, leader: Seat, cards1: number, cards2: number): Play[] {
  const plays: Play[] = [];
  for (let i = 0; i < state.seats; i++) {
    const seat = (leader + i) % state.seats;
    const n = cardOf(state, seat, cards1, cards2);
    if (n >= 0) plays.push({ seat, card: CARDS[n] });
  }
  return plays;
}

/** The hand of `seat` as card ids, in the order dealt. */
export function handCards(state: FiftySixState, seat: Seat): Card[] {
  const held1 = heldWord(state, seat, 0);
  const held2 = heldWord(state, seat, 1);
  const cards: Card[] = [];
  for (const n of state.dealt[seat]) if (((n < 32 ? held1 : held2) & (1 << n)) !== 0) cards.push(CARDS[n]);
  return cards;
}

/** The trick being played as the view shows it. */
export function trickPlays(state: FiftySixState): Play[] {
  if (state.trick1 === 0 && state.trick2 === 0) return [];
  return playsIn(state, state.leader, state.trick1, state.trick2);
}

/** This hand's completed tricks as the view shows them. */
export function tricksOf(state: FiftySixState): Trick[] {
  return state.tricks.map(({ leader, cards1, cards2, winner, points }) => ({ plays: playsIn(state, leader, cards1, cards2), winner, points }));
}

/** Every seat's hand as card ids, in the order dealt: the state's secret cards, for tests. */
export function handsOf(state: FiftySixState): Card[][] {
  return state.dealt.map((_, seat) => handCards(state, seat));
}
