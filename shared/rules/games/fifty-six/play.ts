import type { Card } from '../../core/cards.js';
import { refuse, type Action, type Applied, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { holdsSuit, ledSuit, winningPlay, type Play } from '../../core/tricks.js';
import { isCardId, playAction, pointsOf, strengthOf } from './cards.js';
import { scoreHand } from './scoring.js';
import { nextPlaying, playerCount, teamOfSeat } from './seating.js';
import { appended, copyState, removed, type FiftySixState } from './state.js';

// Option noTrumpLeadUntilBroken: no trump lead until a trump has been played, unless only trumps are held.
function trumpLeadLocked(state: FiftySixState, hand: readonly Card[]): boolean {
  const trump = state.contract!.trump;
  if (trump === null || state.trumpPlayed || state.options.noTrumpLeadUntilBroken !== true) return false;
  for (let i = 0; i < hand.length; i++) if (hand[i][1] !== trump) return true;
  return false;
}

/** Why `card`, held in `hand`, may not be played now, or null if it may [FS-4.2]. */
function playError(state: FiftySixState, hand: readonly Card[], card: Card): string | null {
  if (state.trick.length === 0) {
    if (card[1] === state.contract!.trump && trumpLeadLocked(state, hand)) return 'trumps may not be led yet';
    return null;
  }
  const led = ledSuit(state.trick)!;
  if (card[1] !== led && holdsSuit(hand, led)) return 'you must follow suit';
  return null;
}

/** Every `play` action `seat` may take now [FS-4.2], in the order of the hand. */
export function playActions(state: FiftySixState, seat: Seat): Action[] {
  const hand = state.hands[seat];
  // one list, filled in place: the legal plays are listed at every step of a game
  const plays: Action[] = [];
  if (state.trick.length > 0) {
    // follow suit if able, else any card
    const led = ledSuit(state.trick);
    for (let i = 0; i < hand.length; i++) if (hand[i][1] === led) plays.push(playAction(hand[i]));
    if (plays.length > 0) return plays;
  } else if (trumpLeadLocked(state, hand)) {
    const trump = state.contract!.trump;
    for (let i = 0; i < hand.length; i++) if (hand[i][1] !== trump) plays.push(playAction(hand[i]));
    return plays;
  }
  for (let i = 0; i < hand.length; i++) plays.push(playAction(hand[i]));
  return plays;
}

/** Plays one card; completes the trick [FS-4.3][FS-4.4] and, after the last trick, settles the hand. */
export function applyPlay(state: FiftySixState, seat: Seat, action: Action): Applied<FiftySixState> {
  const card = action.card;
  const hand = state.hands[seat];
  let at = -1;
  for (let i = 0; i < hand.length; i++) {
    if (hand[i] === card) {
      at = i;
      break;
    }
  }
  if (at < 0) {
    if (!isCardId(card)) return refuse('badAction', 'a play needs a "card" id such as "JS1"');
    return refuse('illegal', `${card} is not in your hand`);
  }
  const error = playError(state, hand, card as Card);
  if (error) return refuse('illegal', error);
  const rest = removed(hand, at);
  const hands = state.hands.slice();
  hands[seat] = rest;
  const next = copyState(state);
  next.version = state.version + 1;
  next.hands = hands;
  const trick = appended<Play>(state.trick, { seat, card: card as Card });
  const trump = state.contract!.trump;
  if ((card as Card)[1] === trump) next.trumpPlayed = true;
  const events: GameEvent[] = [{ type: 'cardPlayed', audience: 'all', seat, card }];
  if (trick.length < playerCount(state)) {
    next.trick = trick;
    next.turn = nextPlaying(state, seat);
    return { ok: true, state: next, events };
  }
  // [FS-4.3] highest trump, else highest of the suit led; of identical cards the first played wins
  const winner = trick[winningPlay(trick, trump, strengthOf)].seat;
  let points = 0;
  for (let i = 0; i < trick.length; i++) points += pointsOf(trick[i].card);
  const team = teamOfSeat(winner, state.seats, state.options);
  next.points = state.points.slice();
  next.points[team] += points; // [FS-4.4] the trick goes to the winner's team's score pile
  events.push({ type: 'trickWon', audience: 'all', seat: winner, team, points });
  next.trick = [];
  next.tricks = appended(state.tricks, { plays: trick, winner, points });
  next.turn = winner;
  if (rest.length > 0) return { ok: true, state: next, events };
  const scored = scoreHand(next, events);
  if (typeof scored === 'string') return refuse('illegal', scored);
  return { ok: true, state: scored, events };
}
