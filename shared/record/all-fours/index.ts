import type { GameRecord } from '../game-record.js';
import { scoresAfter } from '../game-record.js';
import { META } from '../../rules/games/all-fours/meta.js';
import type { HandSummary } from '../../rules/games/all-fours/state.js';
import { allFoursStats } from './stats.js';

/** All Fours' record: each hand keeps the score after it; `target` as the table's options say. */
export const RECORD: GameRecord<typeof META.id, HandSummary> = {
  game: META.id,
  running: (history, target) => scoresAfter(history, history.map((h) => h.score), target),
  stats: allFoursStats,
};
