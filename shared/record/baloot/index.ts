import type { GameRecord } from '../game-record.js';
import { scoresAfter } from '../game-record.js';
import { META } from '../../rules/games/baloot/meta.js';
import type { HandSummary } from '../../rules/games/baloot/state.js';
import { balootStats } from './stats.js';

/** Baloot's record: the sheet adds up each hand's score; `target` as the table's options say. */
export const RECORD: GameRecord<typeof META.id, HandSummary> = {
  game: META.id,
  running: (history, target) => scoresAfter(history, totals(history), target),
  stats: balootStats,
};

function totals(history: readonly HandSummary[]): number[][] {
  const totals: number[][] = [];
  let sum = [0, 0];
  for (const hand of history) {
    sum = sum.map((points, team) => points + hand.score[team]);
    totals.push(sum);
  }
  return totals;
}
