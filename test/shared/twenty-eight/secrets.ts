import type { Card } from '../../../shared/rules/core/cards.js';
import type { Viewer } from '../../../shared/rules/core/game.js';
import type { TwentyEightState } from '../../../shared/rules/games/twenty-eight/state.js';

/** Cards everyone knows a seat holds: the exposed trump card in the bidder's hand, a declared Pair [TE-4.2]. */
export function publicCards(state: TwentyEightState, seat: number): Card[] {
  const known: Card[] = [];
  if (!state.exposed || state.trumpCard === null) return known;
  const trump = state.trumpCard;
  if (seat === state.bidder) known.push(trump);
  if (state.pair && state.pair.seat === seat) known.push(`K${trump[1]}`, `Q${trump[1]}`);
  return known;
}

/**
 * The cards `viewer` may not see: the other seats' hands (but for cards shown to all), every second
 * batch not dealt yet (the viewer's own too), and the face-down trump card unless it is the viewer's [TE-4.1].
 */
export function secretCards(state: TwentyEightState, viewer: Viewer): Card[] {
  const secret: Card[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    secret.push(...state.pending[seat]);
    if (seat === viewer) continue;
    const shown = publicCards(state, seat);
    for (const card of state.hands[seat]) if (!shown.includes(card)) secret.push(card);
  }
  if (state.trumpSeat >= 0 && state.trumpSeat !== viewer) secret.push(state.trumpCard!);
  return secret;
}

/** A seat's cards that may become public when it acts: its hand and its own face-down trump card. */
export function handOf(state: TwentyEightState, seat: number): Card[] {
  return state.trumpSeat === seat ? [...state.hands[seat], state.trumpCard!] : state.hands[seat];
}
