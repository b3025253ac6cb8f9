import type { Applied, GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { runPack, startPlay } from './deal.js';
import { award, scoreAward } from './scoring.js';
import { copyState, update, type AllFoursAction, type AllFoursState } from './state.js';

/** The choices of the dealer's right: stand or beg [AF-2.1] (shared frozen objects). */
export const STAND_ACTIONS: readonly AllFoursAction[] = Object.freeze([
  Object.freeze({ type: 'stand' as const }),
  Object.freeze({ type: 'beg' as const }),
]);

/** The dealer's answers to a beg: "take one" or run the pack [AF-2.2] (shared frozen objects). */
export const BEG_ACTIONS: readonly AllFoursAction[] = Object.freeze([
  Object.freeze({ type: 'takeOne' as const }),
  Object.freeze({ type: 'run' as const }),
]);

/** [AF-2.1] The dealer's right stands (play starts with the kick's suit) or begs. */
export function standOrBeg(state: AllFoursState, seat: Seat, type: 'stand' | 'beg'): Applied<AllFoursState> {
  const events: GameEvent[] = [];
  const next = copyState(state);
  next.version = state.version + 1;
  if (type === 'stand') {
    events.push({ type: 'stood', audience: 'all', seat });
    return { ok: true, state: startPlay(next, events), events };
  }
  events.push({ type: 'begged', audience: 'all', seat });
  next.phase = 'beg';
  next.beggar = seat;
  next.turn = state.dealer;
  return { ok: true, state: next, events };
}

/**
 * [AF-2.2] The dealer answers a beg: "take one" scores 1 for the beggar's team and play starts with the
 * same trump; "run" runs the pack.
 */
export function answerBeg(state: AllFoursState, type: 'takeOne' | 'run'): Applied<AllFoursState> {
  const events: GameEvent[] = [];
  const next = update(state, { version: state.version + 1 });
  if (type === 'run') return { ok: true, state: runPack(next, events), events };
  const beggar = state.beggar as Seat;
  const team = beggar % 2;
  const score = state.score.map((s, t) => (t === team ? s + 1 : s));
  events.push({ type: 'oneTaken', audience: 'all', seat: state.dealer, beggar, team, points: 1, score });
  // [AF-5.1] the beg point is checked against the target before play starts
  const scored = scoreAward(next, award('beg', 'scored', { team, points: 1, seat: beggar }), events);
  // a beg point that won the game, or a game of a best of three [AF-10.4], closed the hand
  const closed = scored.phase === 'over' || scored.hand !== state.hand;
  return { ok: true, state: closed ? scored : startPlay(scored, events), events };
}
