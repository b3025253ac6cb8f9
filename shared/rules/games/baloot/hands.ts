import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import { PACK, type CardNo, type CardSet } from './cards.js';
import { seatPlus, type BalootState, type Trick } from './state.js';

/** How many cards `set` holds (a population count: bits summed in pairs, nibbles, then bytes). */
export function countOf(set: CardSet): number {
  const pairs = (set - ((set >>> 1) & 0x55555555)) | 0;
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The number of the card of a one-card set. */
export function onlyCard(set: CardSet): CardNo {
  return 31 - Math.clz32(set);
}

/** The cards `seat` holds now. */
export function heldBy(state: BalootState, seat: Seat): CardSet {
  return state.deal.hands[seat] & ~state.play.played;
}

/** The seat that led the trick being played (the turn moves one seat per card). */
export function trickLeader(state: BalootState): Seat {
  return seatPlus(state.turn, -countOf(state.play.trick));
}

/** The cards of a trick in play order: one from each seat's `hands` in turn from `leader`. */
export function inPlayOrder(trick: CardSet, leader: Seat, hands: readonly CardSet[]): CardNo[] {
  const cards = new Array<CardNo>(countOf(trick));
  for (let i = 0; i < cards.length; i++) cards[i] = onlyCard(trick & hands[seatPlus(leader, i)]);
  return cards;
}

/** The cards of the trick being played, in play order. */
export function trickCards(state: BalootState): CardNo[] {
  return inPlayOrder(state.play.trick, trickLeader(state), state.deal.hands);
}

/** The card codes of card numbers. */
export function codesOf(cards: readonly CardNo[]): Card[] {
  return cards.map((n) => PACK[n]);
}

/** The hand of `seat` as card codes, in the order dealt. */
export function handCards(state: BalootState, seat: Seat): Card[] {
  const held = heldBy(state, seat);
  return codesOf(state.deal.dealt[seat].filter((n) => (held & (1 << n)) !== 0));
}

/** The trick being played as the view shows it: each card with the seat that played it. */
export function playsOf(state: BalootState): Play[] {
  const leader = trickLeader(state);
  return trickCards(state).map((n, i) => ({ seat: seatPlus(leader, i), card: PACK[n] }));
}

/** This hand's completed tricks as the view shows them. */
export function tricksOf(state: BalootState): Trick[] {
  return state.play.tricks.map(({ leader, cards, winner }) => ({
    plays: inPlayOrder(cards, leader, state.deal.hands).map((n, i) => ({ seat: seatPlus(leader, i), card: PACK[n] })),
    winner,
  }));
}

/** Each seat's hand (in the order dealt) and the stock as card codes: the state's secret cards, for tests. */
export function handsAndStock(state: BalootState): { hands: Card[][]; stock: Card[] } {
  return { hands: [0, 1, 2, 3].map((seat) => handCards(state, seat)), stock: codesOf(state.deal.stock) };
}
