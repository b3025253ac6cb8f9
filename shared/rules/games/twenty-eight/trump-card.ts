import type { Card } from '../../core/cards.js';
import type { GameEvent } from '../../core/game.js';
import { appended } from '../../core/lists.js';
import type { Seat } from '../../core/seats.js';
import type { TwentyEightState } from './state.js';

/**
 * [TE-3.3][TE-4.1][TE-7.1] The face-down trump card goes back, unseen, into its owner's hand (a fresh
 * copy `next`, written in place): the table hears only that it went back.
 */
export function returnTrump(next: TwentyEightState, events: GameEvent[]): void {
  const owner = next.trumpSeat;
  const card = next.trumpCard!;
  next.hands = next.hands.slice();
  next.hands[owner] = appended(next.hands[owner], card);
  next.trumpCard = null;
  next.trumpSeat = -1;
  events.push({ type: 'trumpReturned', audience: 'all', seat: owner });
  events.push({ type: 'cardReturned', audience: { seat: owner }, seat: owner, card });
}

/**
 * [TE-4.2][TE-5.3][TE-5.4] The face-down trump card is turned face up for all and joins its owner's
 * hand (a fresh copy `next`, written in place); `by` is the seat that asked, or the bidder itself.
 */
export function exposeTrump(next: TwentyEightState, events: GameEvent[], by: Seat): void {
  const owner = next.trumpSeat;
  const card: Card = next.trumpCard!;
  next.hands = next.hands.slice();
  next.hands[owner] = appended(next.hands[owner], card);
  next.trumpSeat = -1;
  next.exposed = true;
  events.push({ type: 'trumpExposed', audience: 'all', seat: owner, card, by });
}
