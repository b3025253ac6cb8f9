import type { GameRecord, RunningScore } from '../game-record.js';
import { META } from '../../rules/games/twenty-eight/meta.js';
import type { HandSummary } from '../../rules/games/twenty-eight/state.js';
import { twentyEightStats } from './stats.js';

/**
 * Twenty-Eight's record: each team's score after every hand [TE-8.3], or with 3 players each seat's
 * tables [TE-10.1] (no target: the match ends when a player has none left).
 */
export const RECORD: GameRecord<typeof META.id, HandSummary> = {
  game: META.id,
  running: (history, target) => running(history, target),
  stats: twentyEightStats,
};

// the start is read back from the first hand's change
function running(history: readonly HandSummary[], target: number | null): RunningScore {
  if (history.length === 0) return { hands: [0], points: [], target };
  const first = history[0];
  const start = first.score.map((score, i) => score - (first.change[i] ?? 0));
  const tables = first.score.length === 3;
  return { hands: [0, ...history.map((h) => h.hand)], points: [start, ...history.map((h) => h.score.slice())], target: tables ? null : target };
}
