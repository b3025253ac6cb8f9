import type { Card, Suit } from '../../core/cards.js';
import { refuse, type Applied, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { holdsSuit, ledSuit, winningPlay, type Play } from '../../core/tricks.js';
import { countingPoints, PACK, slotOf, strengthOf } from './cards.js';
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

/** The `play` action of a card of the pack (a shared frozen object). */
export function playAction(card: Card): AllFoursAction {
  return PLAY_ACTIONS[slotOf(card)];
}

// [AF-7] noUndertrump: the strength of the highest trump already in a plain-suit trick, else -1
function trumpFloor(trick: readonly Play[], trump: Suit): number {
  let floor = -1;
  for (const play of trick) if (play.card[1] === trump && strengthOf(play.card) > floor) floor = strengthOf(play.card);
  return floor;
}

// What a plain-suit lead allows [AF-3.3] (and the `noUndertrump` option [AF-7]): a card of the suit
// led, or a trump above `floor`; when `either` is false the hand has neither and any card but an
// undertrump below `floor` may be played.
interface PlainLead {
  led: Suit;
  floor: number;
  either: boolean;
}

function plainLead(hand: readonly Card[], trick: readonly Play[], trump: Suit, noUndertrump: boolean): PlainLead {
  const led = ledSuit(trick)!;
  let floor = noUndertrump ? trumpFloor(trick, trump) : -1;
  // [AF-7] noUndertrump: below the trick's highest trump only with a hand of nothing but trumps
  if (floor >= 0 && hand.every((card) => card[1] === trump)) floor = -1;
  let either = false;
  for (const card of hand) if (card[1] === led || (card[1] === trump && strengthOf(card) > floor)) either = true;
  return { led, floor, either };
}

function allowedOnPlain(card: Card, trump: Suit, lead: PlainLead): boolean {
  if (lead.either) return card[1] === lead.led || (card[1] === trump && strengthOf(card) > lead.floor);
  return card[1] !== trump || strengthOf(card) > lead.floor;
}

/** The cards of `hand` that may be played to `trick` [AF-3.2] [AF-3.3] (and the `noUndertrump` option). */
export function legalCards(hand: readonly Card[], trick: readonly Play[], trump: Suit, noUndertrump: boolean): Card[] {
  const out: Card[] = [];
  if (trick.length === 0) {
    for (let i = 0; i < hand.length; i++) out.push(hand[i]);
  } else if (trick[0].card[1] === trump) {
    // [AF-3.2] trump led: a trump if able, otherwise any card
    const trumpsOnly = holdsSuit(hand, trump);
    for (let i = 0; i < hand.length; i++) if (!trumpsOnly || hand[i][1] === trump) out.push(hand[i]);
  } else {
    const lead = plainLead(hand, trick, trump, noUndertrump);
    for (let i = 0; i < hand.length; i++) if (allowedOnPlain(hand[i], trump, lead)) out.push(hand[i]);
  }
  return out;
}

/** True if `card`, held by the seat to play, is among its `legalCards` (without building the list). */
function isLegalCard(state: AllFoursState, hand: readonly Card[], card: Card): boolean {
  const trick = state.trick;
  if (trick.length === 0) return true;
  const trump = state.trump as Suit;
  if (trick[0].card[1] === trump) return card[1] === trump || !holdsSuit(hand, trump);
  return allowedOnPlain(card, trump, plainLead(hand, trick, trump, state.options.noUndertrump === true));
}

/** The legal cards of the seat to play, or only the called card once an opponent has called it [AF-6.1]. */
export function playableCards(state: AllFoursState): Card[] {
  if (state.called !== null) return [state.called];
  return legalCards(state.hands[state.turn], state.trick, state.trump as Suit, state.options.noUndertrump === true);
}

/** The `play` actions of `playableCards`, in hand order (shared frozen objects). */
export function playableActions(state: AllFoursState): AllFoursAction[] {
  if (state.called !== null) return [playAction(state.called)];
  const cards = legalCards(state.hands[state.turn], state.trick, state.trump as Suit, state.options.noUndertrump === true);
  // the list of cards becomes the list of actions in place: one list allocated, not two
  const plays = cards as unknown as AllFoursAction[];
  for (let i = 0; i < cards.length; i++) plays[i] = PLAY_ACTIONS[slotOf(cards[i])];
  return plays;
}

/** Plays a card of the seat whose turn it is; completes the trick and the hand when they are full. */
export function playCard(state: AllFoursState, seat: Seat, card: Card): Applied<AllFoursState> {
  const hand = state.hands[seat];
  let at = -1;
  // the pack's codes are interned: a pointer compare per card, in a plain loop
  for (let i = 0; i < hand.length && at < 0; i++) if (hand[i] === card) at = i;
  const legal = at >= 0 && (state.called !== null ? card === state.called : isLegalCard(state, hand, card));
  if (!legal) {
    if (state.called !== null) return refuse('illegal', `${state.called} was called: you must play it`);
    if (at < 0) return refuse('illegal', `${card} is not in your hand`);
    return refuse('illegal', `${card} may not be played now (you may play ${playableCards(state).join(' ')})`);
  }
  const played = CARD_PLAYED[seat * 52 + slotOf(card)];
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
  next.trick = appended<Play>(state.trick, { seat, card });
  if (next.trick.length < state.seats) {
    next.turn = seat + 1 < state.seats ? seat + 1 : 0;
    return { ok: true, state: next, events: [played] };
  }
  const events: GameEvent[] = [played, trickWon(next)];
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
  state.trick = [];
  state.turn = winner;
  return state.hands[winner].length === 0 ? countHand(state, events) : state;
}
