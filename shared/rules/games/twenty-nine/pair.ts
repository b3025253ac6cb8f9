import { refuse, type Action, type Applied, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { copyState, teamOf, type TwentyNineState } from './state.js';

/** The `pair` action. */
export const PAIR: Action = Object.freeze({ type: 'pair' });

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
 * [TN-5.1] The seat that may declare a Pair now, or -1: between a trick won by its team, once trumps
 * were revealed (in that trick or before), and the next lead. Its partner's turn to lead goes on
 * meanwhile: the holder declares out of turn (so nobody is made to wait, and a holder who keeps quiet
 * tells nobody it holds the two cards).
 */
export function pairSeat(state: TwentyNineState): Seat {
  if (state.phase !== 'playing' || state.trick.length !== 0 || state.tricks.length === 0) return -1;
  return pairHolder(state, teamOf(state.leader));
}

/** Declares a Pair [TN-5.1]: shown to all, once per hand; [TN-5.2] it moves the target. */
export function applyPair(state: TwentyNineState, seat: Seat): Applied<TwentyNineState> {
  if (pairSeat(state) !== seat) {
    return refuse('illegal', 'a Pair is declared by the holder of the King and Queen of revealed trumps, after a trick its team won and before the next lead');
  }
  const team = teamOf(seat);
  const next = copyState(state);
  next.version = state.version + 1;
  next.pair = { seat, team };
  const events: GameEvent[] = [
    { type: 'pairDeclared', audience: 'all', seat, team, cards: [`K${state.trump}`, `Q${state.trump}`], bidders: team === teamOf(state.bidder) },
  ];
  return { ok: true, state: next, events };
}
