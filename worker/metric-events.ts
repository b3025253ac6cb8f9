import type { TableTally } from '../shared/table/table-session.js';

// The operator's counts as values, free of the platform (worker/metrics.ts writes them).

/** What an operator counts (docs/operations.md, "Numbers an operator can read"). */
export type MetricEvent =
  | 'tableCreated'
  | 'gameOver'
  | 'handScored'
  | 'socket'
  | 'refused'
  | 'botFailed'
  | 'push'
  | 'rateLimited';

/** One event: its game when there is one, a detail, and figures after the count. */
export interface Metric {
  event: MetricEvent;
  /** The game's id ('' for none). */
  game?: string;
  /**
   * A code: the table's shape for tableCreated and gameOver ("4"), the refusal's code, the push
   * service's answer ("201", "410", "failed"), the rate limit's name.
   */
  detail?: string;
  /** Figures after the count (double2 on): gameOver [moves, hands], handScored [the game's moves so far]. */
  values?: number[];
}

/** Where a table or a route sends its metrics: the dataset, or a test's list. */
export type MetricSink = (metric: Metric) => void;

/**
 * The counts a change of a table makes, from its tally before and after (TableSession.tally): each hand
 * scored, a game that ended, each bot failure. A new game (a rematch) counts its hands from none.
 */
export function changeMetrics(before: TableTally | null, after: TableTally | null): Metric[] {
  if (!after) return [];
  const { game } = after;
  const sameGame = before !== null && before.gameNo === after.gameNo;
  const out: Metric[] = [];
  for (let hand = sameGame ? before.hands : 0; hand < after.hands; hand++) out.push({ event: 'handScored', game, values: [after.moves] });
  if (after.status === 'over' && !(sameGame && before.status === 'over')) {
    out.push({ event: 'gameOver', game, detail: String(after.seats), values: [after.moves, after.hands] });
  }
  for (let n = before?.botFailures ?? after.botFailures; n < after.botFailures; n++) out.push({ event: 'botFailed', game });
  return out;
}
