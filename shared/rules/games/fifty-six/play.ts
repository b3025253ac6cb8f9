import type { Card, Suit } from '../../core/cards.js';
import { refuse, type Action, type Applied, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { followSuit, holdsSuit, ledSuit, winningPlay } from '../../core/tricks.js';
import { isCardId, playAction, pointsOf, strengthOf } from './cards.js';
import { scoreHand } from './scoring.js';
import { nextPlaying, playerCount, teamOfSeat } from './seating.js';
import { copyState, type FiftySixState } from './state.js';

// Option noTrumpLeadUntilBroken: no trump lead until a trump has been played, unless only trumps are held.
function trumpLeadLocked(state: FiftySixState, hand: readonly Card[]): boolean {
  const trump = state.contract!.trump;
  if (trump === null || state.trumpPlayed || state.options.noTrumpLeadUntilBroken !== true) return false;
  for (const card of hand) if (card[1] !== trump) return true;
  return false;
}

/** Why `card` may not be played by the seat holding `hand` now, or null if it may [FS-4.2]. */
function playError(state: FiftySixState, hand: readonly Card[], card: Card): string | null {
  if (!hand.includes(card)) return `${card} is not in your hand`;
  if (state.trick.length === 0) {
    if (card[1] === state.contract!.trump && trumpLeadLocked(state, hand)) return 'trumps may not be led yet';
    return null;
  }
  const led = ledSuit(state.trick)!;
  if (card[1] !== led && holdsSuit(hand, led)) return 'you must follow suit';
  return null;
}

/** Every `play` action `seat` may take now [FS-4.2]. */
export function playActions(state: FiftySixState, seat: Seat): Action[] {
  const hand = state.hands[seat];
  if (state.trick.length > 0) return followSuit(hand, ledSuit(state.trick)).map(playAction);
  if (trumpLeadLocked(state, hand)) {
    const trump = state.contract!.trump;
    return hand.filter((card) => card[1] !== trump).map(playAction);
  }
  return hand.map(playAction);
}

/** Plays one card; completes the trick [FS-4.3][FS-4.4] and, after the last trick, settles the hand. */
export function applyPlay(state: FiftySixState, seat: Seat, action: Action): Applied<FiftySixState> {
  const card = action.card;
  if (!isCardId(card)) return refuse('badAction', 'a play needs a "card" id such as "JS1"');
  const hand = state.hands[seat];
  const error = playError(state, hand, card);
  if (error) return refuse('illegal', error);
  const rest: Card[] = [];
  for (const held of hand) if (held !== card) rest.push(held);
  const hands = state.hands.slice();
  hands[seat] = rest;
  const next = copyState(state);
  next.version = state.version + 1;
  next.hands = hands;
  const trick = state.trick.slice();
  trick.push({ seat, card });
  const trump = state.contract!.trump;
  if (card[1] === trump) next.trumpPlayed = true;
  const events: GameEvent[] = [{ type: 'cardPlayed', audience: 'all', seat, card }];
  if (trick.length < playerCount(state)) {
    next.trick = trick;
    next.turn = nextPlaying(state, seat);
    return { ok: true, state: next, events };
  }
  // [FS-4.3] highest trump, else highest of the suit led; of identical cards the first played wins
  const winner = trick[winningPlay(trick, trump, strengthOf)].seat;
  let points = 0;
  for (const play of trick) points += pointsOf(play.card);
  const team = teamOfSeat(winner, state.seats, state.options);
  next.points = state.points.slice();
  next.points[team] += points; // [FS-4.4] the trick goes to the winner's team's score pile
  events.push({ type: 'trickWon', audience: 'all', seat: winner, team, points });
  next.trick = [];
  next.tricks = state.tricks.slice();
  next.tricks.push({ plays: trick, winner, points });
  next.turn = winner;
  if (rest.length > 0) return { ok: true, state: next, events };
  const scored = scoreHand(next, events);
  if (typeof scored === 'string') return refuse('illegal', scored);
  return { ok: true, state: scored, events };
}
