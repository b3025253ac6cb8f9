import type { GameRecord, RunningScore } from './game-record.js';

export type { RunningScore } from './game-record.js';

/**
 * The running score of a game from its score sheet, as the game's record keeps it (Baloot adds up
 * each hand's score, All Fours keeps the score after each hand, Fifty-Six the tables each team holds).
 * `target` comes from the table's options.
 */
export function runningScore<H>(record: GameRecord<string, H>, history: readonly H[], target: number | null): RunningScore {
  return record.running(history, target);
}
