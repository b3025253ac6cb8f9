import type { Team } from '../rules/core/seats.js';
import type { TeamAndSeatTallies } from './tally.js';

/**
 * Every team's score across a game: `points[0]` before the first hand, then after each scored hand
 * (`points[h][team]`); `hands[h]` is the number of the hand that led to `points[h]` (0 at the start).
 * `target` is the score that wins (Baloot, All Fours), null where a game is won otherwise (Fifty-Six:
 * the last team with tables).
 */
export interface RunningScore {
  hands: number[];
  points: number[][];
  target: number | null;
}

/** What a game's score sheet tells beyond itself: one game's running score and statistics, from its scored hands. */
export interface GameRecord<Id extends string = string, H = unknown> {
  game: Id;
  /** The running score from the score sheet; `target` comes from the table's options. */
  running(history: readonly H[], target: number | null): RunningScore;
  /** A tally per team and per seat, from the score sheet and the seats' teams (`teams[seat]`). */
  stats(history: readonly H[], teams: readonly Team[]): TeamAndSeatTallies;
}

/** A running score of two teams from each hand's number and the score after it (`target` as given). */
export function scoresAfter<H extends { hand: number }>(history: readonly H[], after: readonly number[][], target: number | null): RunningScore {
  return { hands: [0, ...history.map((h) => h.hand)], points: [[0, 0], ...after], target };
}
