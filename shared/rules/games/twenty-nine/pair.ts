import type { GameEvent } from '../../core/game.js';
import type { Seat, Team } from '../../core/seats.js';
import { teamOf, type TwentyNineState } from './state.js';

/** [TN-5.1] The seat of `team` holding the King and Queen of revealed trumps, or -1. */
export function pairHolder(state: TwentyNineState, team: number): Seat {
  if (!state.revealed || state.trump === null || state.single >= 0 || state.pair !== null) return -1;
  const king = `K${state.trump}`;
  const queen = `Q${state.trump}`;
  for (const seat of [team, team + 2]) {
    const hand = state.hands[seat];
    if (hand.includes(king) && hand.includes(queen)) return seat;
  }
  return -1;
}

/**
 * [TN-5.1][TN-5.1b] Declares the Pair for its holder at the first moment the rules allow: as the trick
 * its team wins with trumps revealed (in that trick or before) completes, before the next lead. Declaring
 * is never worse than waiting, and waiting for the holder would tell the table who holds it. Shown to
 * all, once per hand; [TN-5.2] it moves the target. `next` is a fresh copy with the trick just won.
 */
export function declarePair(next: TwentyNineState, team: Team, events: GameEvent[]): void {
  const seat = pairHolder(next, team);
  if (seat < 0) return;
  next.pair = { seat, team };
  events.push({ type: 'pairDeclared', audience: 'all', seat, team, cards: [`K${next.trump}`, `Q${next.trump}`], bidders: team === teamOf(next.bidder) });
}
