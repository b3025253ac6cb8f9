import type { Card } from '../../core/cards.js';
import { refuse, type Applied } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { PACK } from './cards.js';
import { playAction, playableCards } from './play.js';
import { update, type AllFoursAction, type AllFoursState } from './state.js';

const CALL_ACTIONS: Record<string, AllFoursAction> = {};
for (const card of PACK) CALL_ACTIONS[card] = Object.freeze({ type: 'call', card }) as AllFoursAction;

/**
 * [AF-6.1] True if a `play` by `seat` now is out of turn and so exposes the card instead: the option is
 * on and the seat holds cards while trumps are being settled (stand, beg), or during play when it is
 * another seat's turn.
 */
export function playExposes(state: AllFoursState, seat: Seat): boolean {
  if (state.options.exposedCards !== true) return false;
  return state.phase === 'stand' || state.phase === 'beg' || (state.phase === 'play' && seat !== state.turn);
}

/** The cards of `seat` still hidden in its hand (not exposed). */
function hiddenCards(state: AllFoursState, seat: Seat): Card[] {
  const shown = state.exposed[seat];
  const hand = state.hands[seat];
  return shown.length === 0 ? hand : hand.filter((card) => !shown.includes(card));
}

/** The exposing plays open to `seat` now: one per hidden card, or none. */
export function exposeActions(state: AllFoursState, seat: Seat): AllFoursAction[] {
  if (!playExposes(state, seat)) return [];
  return hiddenCards(state, seat).map(playAction);
}

// [AF-6.1] an opponent of the seat to play may call its exposed cards that would be legal to play
// now, unless a card is already called to this turn
function callableCards(state: AllFoursState, seat: Seat): Card[] {
  if (state.options.exposedCards !== true || state.phase !== 'play' || state.called !== null) return [];
  const owner = state.turn;
  if (seat % 2 === owner % 2 || state.exposed[owner].length === 0) return [];
  const playable = playableCards(state);
  return state.exposed[owner].filter((card) => playable.includes(card));
}

/** The calls open to `seat` now [AF-6.1] (shared frozen action objects). */
export function callActions(state: AllFoursState, seat: Seat): AllFoursAction[] {
  return callableCards(state, seat).map((card) => CALL_ACTIONS[card]);
}

/** [AF-6.1] A card played out of turn lies face up in front of its owner, still part of the hand. */
export function exposeCard(state: AllFoursState, seat: Seat, card: Card): Applied<AllFoursState> {
  if (!state.hands[seat].includes(card)) return refuse('illegal', `${card} is not in your hand`);
  if (state.exposed[seat].includes(card)) return refuse('illegal', `${card} is already exposed`);
  const exposed = state.exposed.slice();
  exposed[seat] = [...exposed[seat], card];
  return {
    ok: true,
    state: update(state, { version: state.version + 1, exposed }),
    events: [{ type: 'cardExposed', audience: 'all', seat, card }],
  };
}

/** [AF-6.1] An opponent calls an exposed card: its owner must play it to this trick. */
export function callCard(state: AllFoursState, seat: Seat, card: Card): Applied<AllFoursState> {
  if (!callableCards(state, seat).includes(card)) {
    return refuse('illegal', `${card} is not an exposed card of seat ${state.turn} that you may call now`);
  }
  return {
    ok: true,
    state: update(state, { version: state.version + 1, called: card }),
    events: [{ type: 'cardCalled', audience: 'all', seat, owner: state.turn, card }],
  };
}
