import type { GameRecord, RunningScore } from '../game-record.js';
import { META } from '../../rules/games/twenty-nine/meta.js';
import type { HandSummary } from '../../rules/games/twenty-nine/state.js';
import { twentyNineStats } from './stats.js';

/** Twenty-Nine's record: each team's score after every hand [TN-8.1]; `target` as the table's options say [TN-8.3]. */
export const RECORD: GameRecord<typeof META.id, HandSummary> = {
  game: META.id,
  running: (history, target) => running(history, target),
  stats: twentyNineStats,
};

// the start is read back from the first hand's change
function running(history: readonly HandSummary[], target: number | null): RunningScore {
  if (history.length === 0) return { hands: [0], points: [], target };
  const first = history[0];
  const start = first.scores.map((score, team) => score - (first.change[team] ?? 0));
  return { hands: [0, ...history.map((h) => h.hand)], points: [start, ...history.map((h) => h.scores.slice())], target };
}
