import type { GameId } from '../rules/manifests.js';
import type { HistoryOf } from '../rules/registry.js';

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

/**
 * The running score of a game from its score sheet: Baloot adds up each hand's score, All Fours keeps
 * the score after each hand, Fifty-Six the tables each team holds (its start read back from the first
 * hand's payments [FS-5.3]). `target` comes from the table's options.
 */
export function runningScore<G extends GameId>(game: G, history: readonly HistoryOf<G>[], target: number | null): RunningScore {
  if (game === 'fifty-six') return fiftySixTables(history as readonly HistoryOf<'fifty-six'>[]);
  const after = game === 'baloot' ? balootTotals(history as readonly HistoryOf<'baloot'>[]) : (history as readonly HistoryOf<'all-fours'>[]).map((h) => h.score);
  return { hands: [0, ...history.map((h) => h.hand)], points: [[0, 0], ...after], target };
}

function balootTotals(history: readonly HistoryOf<'baloot'>[]): number[][] {
  const totals: number[][] = [];
  let sum = [0, 0];
  for (const hand of history) {
    sum = sum.map((points, team) => points + hand.score[team]);
    totals.push(sum);
  }
  return totals;
}

function fiftySixTables(history: readonly HistoryOf<'fifty-six'>[]): RunningScore {
  if (history.length === 0) return { hands: [0], points: [], target: null };
  const start = history[0].tables.slice();
  for (const payment of history[0].payments) {
    start[payment.to] -= payment.tables;
    start[payment.from] += payment.tables;
  }
  return { hands: [0, ...history.map((h) => h.hand)], points: [start, ...history.map((h) => h.tables)], target: null };
}
