import type { Card, Suit } from '../../core/cards.js';
import { refuse, type Applied, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { ledSuit, winningPlay, type Play } from '../../core/tricks.js';
import { countingPoints, PACK, strengthOf } from './cards.js';
import { countHand } from './scoring.js';
import { update, type AllFoursAction, type AllFoursState } from './state.js';

// one frozen action object per card, so listing legal plays allocates nothing per call
const PLAY_ACTIONS: Record<string, AllFoursAction> = {};
for (const card of PACK) PLAY_ACTIONS[card] = Object.freeze({ type: 'play', card }) as AllFoursAction;

/** The `play` action of a card (a shared frozen object). */
export function playAction(card: Card): AllFoursAction {
  return PLAY_ACTIONS[card];
}

// [AF-7] noUndertrump: the strength of the highest trump already in a plain-suit trick, else -1
function trumpFloor(trick: readonly Play[], trump: Suit): number {
  let floor = -1;
  for (const play of trick) if (play.card[1] === trump && strengthOf(play.card) > floor) floor = strengthOf(play.card);
  return floor;
}

/** The cards of `hand` that may be played to `trick` [AF-3.2] [AF-3.3] (and the `noUndertrump` option). */
export function legalCards(hand: readonly Card[], trick: readonly Play[], trump: Suit, noUndertrump: boolean): Card[] {
  const led = ledSuit(trick);
  if (led === null) return hand.slice();
  const out: Card[] = [];
  if (led === trump) {
    // [AF-3.2] trump led: a trump if able, otherwise any card
    for (const card of hand) if (card[1] === trump) out.push(card);
    return out.length > 0 ? out : hand.slice();
  }
  // [AF-7] noUndertrump: below the trick's highest trump only with a hand of nothing but trumps
  let floor = noUndertrump ? trumpFloor(trick, trump) : -1;
  if (floor >= 0 && hand.every((card) => card[1] === trump)) floor = -1;
  // [AF-3.3] a plain suit led: follow suit or trump, either allowed
  for (const card of hand) {
    if (card[1] === led || (card[1] === trump && strengthOf(card) > floor)) out.push(card);
  }
  if (out.length > 0) return out;
  // [AF-3.3] can do neither: any card (never an undertrump the option forbids)
  for (const card of hand) if (card[1] !== trump || strengthOf(card) > floor) out.push(card);
  return out;
}

/** The legal cards of the seat to play, or only the called card once an opponent has called it [AF-6.1]. */
export function playableCards(state: AllFoursState): Card[] {
  if (state.called !== null) return [state.called];
  return legalCards(state.hands[state.turn], state.trick, state.trump as Suit, state.options.noUndertrump === true);
}

/** Plays a card of the seat whose turn it is; completes the trick and the hand when they are full. */
export function playCard(state: AllFoursState, seat: Seat, card: Card): Applied<AllFoursState> {
  const playable = playableCards(state);
  if (!playable.includes(card)) {
    if (state.called !== null) return refuse('illegal', `${state.called} was called: you must play it`);
    if (!state.hands[seat].includes(card)) return refuse('illegal', `${card} is not in your hand`);
    return refuse('illegal', `${card} may not be played now (you may play ${playable.join(' ')})`);
  }
  const events: GameEvent[] = [{ type: 'cardPlayed', audience: 'all', seat, card }];
  const hands = state.hands.slice();
  hands[seat] = hands[seat].filter((c) => c !== card);
  let exposed = state.exposed;
  if (exposed[seat].length > 0 && exposed[seat].includes(card)) {
    exposed = exposed.slice();
    exposed[seat] = exposed[seat].filter((c) => c !== card);
  }
  const trick = [...state.trick, { seat, card }];
  const next = update(state, { version: state.version + 1, hands, exposed, called: null, trick });
  if (trick.length < state.seats) {
    next.turn = (seat + 1) % state.seats;
    return { ok: true, state: next, events };
  }
  return { ok: true, state: completeTrick(next, events), events };
}

// [AF-3.4] the highest trump wins, else the highest card of the suit led; the winner leads next [AF-3.1]
function completeTrick(state: AllFoursState, events: GameEvent[]): AllFoursState {
  const plays = state.trick;
  const winner = plays[winningPlay(plays, state.trump, strengthOf)].seat;
  const team = winner % 2;
  let points = 0;
  for (const play of plays) points += countingPoints(play.card);
  const won = state.won.slice();
  won[team] += points;
  events.push({ type: 'trickWon', audience: 'all', seat: winner, team, cards: plays.map((p) => p.card), points });
  const done = update(state, { trick: [], tricks: [...state.tricks, { plays, winner }], won, turn: winner });
  return done.hands[winner].length === 0 ? countHand(done, events) : done;
}
