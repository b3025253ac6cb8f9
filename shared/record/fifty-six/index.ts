import type { GameRecord, RunningScore } from '../game-record.js';
import { META } from '../../rules/games/fifty-six/meta.js';
import type { HandSummary } from '../../rules/games/fifty-six/state.js';
import { fiftySixStats } from './stats.js';

/** Fifty-Six's record: the tables each team holds, no target (the last team with tables wins). */
export const RECORD: GameRecord<typeof META.id, HandSummary> = {
  game: META.id,
  running: (history) => tables(history),
  stats: fiftySixStats,
};

// the start is read back from the first hand's payments [FS-5.3]
function tables(history: readonly HandSummary[]): RunningScore {
  if (history.length === 0) return { hands: [0], points: [], target: null };
  const start = history[0].tables.slice();
  for (const payment of history[0].payments) {
    start[payment.to] -= payment.tables;
    start[payment.from] += payment.tables;
  }
  return { hands: [0, ...history.map((h) => h.hand)], points: [start, ...history.map((h) => h.tables)], target: null };
}
