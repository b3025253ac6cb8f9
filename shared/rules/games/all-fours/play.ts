import type { Card, Suit } from '../../core/cards.js';
import { refuse, type Applied, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { winningPlay, type Play } from '../../core/tricks.js';
import { countingPoints, PACK, slotOf, strengthOf } from './cards.js';
import { startAsking, tracksReneges } from './renege.js';
import { countHand } from './scoring.js';
import { appended, removed } from '../../core/lists.js';
import { copyState, type AllFoursAction, type AllFoursState } from './state.js';

// one frozen action object per card, so listing legal plays allocates nothing per call
const PLAY_ACTIONS: AllFoursAction[] = [];
for (const card of PACK) PLAY_ACTIONS[slotOf(card)] = Object.freeze({ type: 'play', card }) as AllFoursAction;

// the event of each seat playing each card, by seat * 52 + slot: built once, shared and frozen
const CARD_PLAYED: GameEvent[] = [];
for (let seat = 0; seat < 4; seat++) {
  for (const card of PACK) CARD_PLAYED[seat * 52 + slotOf(card)] = Object.freeze({ type: 'cardPlayed', audience: 'all', seat, card });
}
// each seat's play of each card as the trick holds it, by the same index: shared and frozen (values)
const PLAY_OF: readonly Play[] = CARD_PLAYED.map((event) => Object.freeze({ seat: event.seat as Seat, card: event.card as Card }));
// the trick after it is taken, shared and frozen (a play appends to a copy)
const NO_PLAYS = Object.freeze([]) as readonly Play[] as Play[];

/** The `play` action of a card of the pack (a shared frozen object). */
export function playAction(card: Card): AllFoursAction {
  return PLAY_ACTIONS[slotOf(card)];
}

// [AF-7] noUndertrump: the strength of the highest trump already in a plain-suit trick, else -1
function trumpFloor(trick: readonly Play[], trump: number): number {
  let floor = -1;
  for (let i = 0; i < trick.length; i++) {
    const card = trick[i].card;
    if (card.charCodeAt(1) === trump && strengthOf(card) > floor) floor = strengthOf(card);
  }
  return floor;
}

/**
 * The cards of `hand` that may be played to `trick` [AF-3.2] [AF-3.3] (and the `noUndertrump` option
 * [AF-7]), as a set of hand indexes: bit i is `hand[i]` (a hand holds at most 26 cards). Suits are
 * compared by character code and the set is made in one pass over the hand, so checking one card or
 * listing the legal ones allocates nothing but the list itself.
 */
export function legalIndexes(hand: readonly Card[], trick: readonly Play[], trump: Suit, noUndertrump: boolean): number {
  const all = (1 << hand.length) - 1;
  if (trick.length === 0) return all;
  const trumpCode = trump.charCodeAt(0);
  const led = trick[0].card.charCodeAt(1);
  let ledCards = 0;
  let trumps = 0;
  for (let i = 0; i < hand.length; i++) {
    const suit = hand[i].charCodeAt(1);
    if (suit === led) ledCards |= 1 << i;
    else if (suit === trumpCode) trumps |= 1 << i;
  }
  // [AF-3.2] trump led: a trump if able, otherwise any card
  if (led === trumpCode) return ledCards !== 0 ? ledCards : all;
  // [AF-7] noUndertrump: below the trick's highest trump only with a hand of nothing but trumps
  const floor = noUndertrump && trumps !== all ? trumpFloor(trick, trumpCode) : -1;
  let overTrumps = trumps;
  if (floor >= 0) for (let i = 0; i < hand.length; i++) if ((trumps >> i) & 1 && strengthOf(hand[i]) <= floor) overTrumps &= ~(1 << i);
  // [AF-3.3] a card of the suit led or a trump (above the floor); holding neither, any card but an undertrump
  const either = ledCards | overTrumps;
  return either !== 0 ? either : all & ~(trumps & ~overTrumps);
}

/**
 * The cards of `hand` the engine lets a seat play to `trick` under the `followSuit` option [AF-10.1], as
 * a set of hand indexes like `legalIndexes`: `enforced` is AF-3; `trumpOnly` enforces only a trump on a
 * trump lead; `open` nothing. `noUndertrump` stays enforced in every mode [AF-10.1a]. A card in this set
 * but not in `legalIndexes` is a renege.
 */
export function allowedIndexes(hand: readonly Card[], trick: readonly Play[], trump: Suit, noUndertrump: boolean, followSuit: unknown): number {
  if (followSuit !== 'open' && followSuit !== 'trumpOnly') return legalIndexes(hand, trick, trump, noUndertrump);
  const all = (1 << hand.length) - 1;
  if (trick.length === 0) return all;
  const trumpCode = trump.charCodeAt(0);
  if (trick[0].card.charCodeAt(1) === trumpCode) return followSuit === 'open' ? all : legalIndexes(hand, trick, trump, noUndertrump);
  if (!noUndertrump) return all;
  // [AF-7] an undertrump stays refused unless the hand holds nothing but trumps
  let trumps = 0;
  for (let i = 0; i < hand.length; i++) if (hand[i].charCodeAt(1) === trumpCode) trumps |= 1 << i;
  const floor = trumps !== all ? trumpFloor(trick, trumpCode) : -1;
  if (floor < 0) return all;
  let under = 0;
  for (let i = 0; i < hand.length; i++) if ((trumps >> i) & 1 && strengthOf(hand[i]) <= floor) under |= 1 << i;
  return all & ~under;
}

/** The cards of `hand` that may be played to `trick` [AF-3.2] [AF-3.3] (and the `noUndertrump` option). */
export function legalCards(hand: readonly Card[], trick: readonly Play[], trump: Suit, noUndertrump: boolean): Card[] {
  const legal = legalIndexes(hand, trick, trump, noUndertrump);
  const out = new Array<Card>(countOf(legal)); // one allocation of the exact size
  for (let i = 0, k = 0; i < hand.length; i++) if ((legal >> i) & 1) out[k++] = hand[i];
  return out;
}

// the number of set bits of a 32-bit word (summed in pairs, nibbles, then bytes)
function countOf(set: number): number {
  const pairs = (set - ((set >>> 1) & 0x55555555)) | 0;
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

// the cards of the seat to play that the engine accepts now, as hand indexes [AF-10.1]
function allowedNow(state: AllFoursState, hand: readonly Card[]): number {
  return allowedIndexes(hand, state.trick, state.trump as Suit, state.options.noUndertrump === true, state.options.followSuit);
}

/** The cards of `hand` that are allowed now but break AF-3: each would be a renege [AF-10.1]. */
export function renegeCards(state: AllFoursState, hand: readonly Card[]): Card[] {
  if (state.options.followSuit === 'enforced' || state.options.followSuit === undefined) return [];
  const trump = state.trump as Suit;
  const noUndertrump = state.options.noUndertrump === true;
  const reneges = allowedNow(state, hand) & ~legalIndexes(hand, state.trick, trump, noUndertrump);
  return hand.filter((_, i) => (reneges >> i) & 1);
}

/** The cards the seat to play may play, or only the called card once an opponent has called it [AF-6.1]. */
export function playableCards(state: AllFoursState): Card[] {
  if (state.called !== null) return [state.called];
  const hand = state.hands[state.turn];
  const legal = allowedNow(state, hand);
  return hand.filter((_, i) => (legal >> i) & 1);
}

/** The `play` actions of `playableCards`, in hand order (shared frozen objects). */
export function playableActions(state: AllFoursState): AllFoursAction[] {
  if (state.called !== null) return [playAction(state.called)];
  const hand = state.hands[state.turn];
  const legal = allowedNow(state, hand);
  const plays = new Array<AllFoursAction>(countOf(legal)); // one allocation of the exact size
  for (let i = 0, k = 0; i < hand.length; i++) if ((legal >> i) & 1) plays[k++] = PLAY_ACTIONS[slotOf(hand[i])];
  return plays;
}

/** Plays a card of the seat whose turn it is; completes the trick and the hand when they are full. */
export function playCard(state: AllFoursState, seat: Seat, card: Card): Applied<AllFoursState> {
  const hand = state.hands[seat];
  let at = -1;
  // the pack's codes are interned: a pointer compare per card, in a plain loop
  for (let i = 0; i < hand.length && at < 0; i++) if (hand[i] === card) at = i;
  const legal =
    at >= 0 &&
    (state.called !== null
      ? card === state.called
      : ((allowedNow(state, hand) >> at) & 1) === 1);
  if (!legal) {
    if (state.called !== null) return refuse('illegal', `${state.called} was called: you must play it`);
    if (at < 0) return refuse('illegal', `${card} is not in your hand`);
    return refuse('illegal', `${card} may not be played now (you may play ${playableCards(state).join(' ')})`);
  }
  const slot = seat * 52 + slotOf(card);
  // one copy of the state, written in place (it is new): a play copies the state once
  const next = copyState(state);
  next.version = state.version + 1;
  const hands = state.hands.slice();
  hands[seat] = removed(hand, at);
  next.hands = hands;
  const shown = state.exposed[seat];
  if (shown.length > 0 && shown.includes(card)) {
    next.exposed = state.exposed.slice();
    next.exposed[seat] = shown.filter((c) => c !== card);
  }
  next.called = null;
  // [AF-10.1] a renege is noted in secret, for a call to be judged by; the play itself looks the same
  if (tracksReneges(state.options) && ((legalIndexes(hand, state.trick, state.trump as Suit, state.options.noUndertrump === true) >> at) & 1) === 0) {
    next.reneges = appended(state.reneges, { seat, card, trumpLead: state.trick[0].card[1] === state.trump });
  }
  next.trick = appended(state.trick, PLAY_OF[slot]);
  if (next.trick.length < state.seats) {
    next.turn = seat + 1 < state.seats ? seat + 1 : 0;
    return { ok: true, state: next, events: [CARD_PLAYED[slot]] };
  }
  const events: GameEvent[] = [CARD_PLAYED[slot], trickWon(next)];
  return { ok: true, state: completeTrick(next, events), events };
}

// [AF-3.4] the highest trump wins, else the highest card of the suit led; the winner leads next [AF-3.1].
function trickWon(state: AllFoursState): GameEvent {
  const plays = state.trick;
  const winner = plays[winningPlay(plays, state.trump, strengthOf)].seat;
  let points = 0;
  const cards = new Array<Card>(plays.length);
  for (let i = 0; i < plays.length; i++) {
    points += countingPoints(plays[i].card);
    cards[i] = plays[i].card;
  }
  return { type: 'trickWon', audience: 'all', seat: winner, team: winner % 2, cards, points };
}

// Completes the trick whose `trickWon` event is last in `events`. `state` is a fresh copy: it is
// completed in place.
function completeTrick(state: AllFoursState, events: GameEvent[]): AllFoursState {
  const won = events[events.length - 1];
  const winner = won.seat as Seat;
  state.won = state.won.slice();
  state.won[winner % 2] += won.points as number;
  state.tricks = appended(state.tricks, { plays: state.trick, winner });
  state.trick = NO_PLAYS;
  state.turn = winner;
  if (state.hands[winner].length > 0) return state;
  return tracksReneges(state.options) ? startAsking(state, events) : countHand(state, events);
}
