import type { GameId } from '../rules/manifests.js';
import type { HistoryOf } from '../rules/registry.js';
import { RECORDS } from './games.js';

export type { RunningScore } from './game-record.js';
import type { RunningScore } from './game-record.js';

/**
 * The running score of a game from its score sheet, as the game's record keeps it (Baloot adds up
 * each hand's score, All Fours keeps the score after each hand, Fifty-Six the tables each team holds).
 * `target` comes from the table's options.
 */
export function runningScore<G extends GameId>(game: G, history: readonly HistoryOf<G>[], target: number | null): RunningScore {
  return RECORDS[game].running(history, target);
}
