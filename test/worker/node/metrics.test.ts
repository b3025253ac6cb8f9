import { describe, expect, it } from 'vitest';
import { changeMetrics } from '../../../worker/metric-events.js';
import type { TableTally } from '../../../shared/table/table-session.js';

const tally = (changes: Partial<TableTally>): TableTally => ({ game: 'baloot', seats: 4, status: 'playing', gameNo: 1, hands: 0, moves: 0, botFailures: 0, ...changes });

describe('the counts a change of a table makes', () => {
  it('a move that scores a hand and ends the game: one hand, one game over with its moves and hands', () => {
    expect(changeMetrics(tally({ hands: 2, moves: 80 }), tally({ status: 'over', hands: 3, moves: 81 }))).toEqual([
      { event: 'handScored', game: 'baloot', values: [81] },
      { event: 'gameOver', game: 'baloot', detail: '4', values: [81, 3] },
    ]);
  });

  it('nothing for a move that scores nothing, nor for a finished game that changes again (a seat freed after it)', () => {
    expect(changeMetrics(tally({ moves: 5 }), tally({ moves: 6 }))).toEqual([]);
    expect(changeMetrics(tally({ status: 'over', hands: 3 }), tally({ status: 'over', hands: 3 }))).toEqual([]);
    expect(changeMetrics(tally({}), null)).toEqual([]);
  });

  it('a rematch counts the new game from none; a run of bot moves may score several hands; each bot failure counts', () => {
    expect(changeMetrics(tally({ status: 'over', hands: 9, gameNo: 1 }), tally({ gameNo: 2, hands: 0, moves: 1 }))).toEqual([]);
    const run = changeMetrics(tally({ hands: 1, botFailures: 2 }), tally({ hands: 3, moves: 70, botFailures: 4 }));
    expect(run.map((m) => m.event)).toEqual(['handScored', 'handScored', 'botFailed', 'botFailed']);
  });

  it('with no tally before (no table yet), every hand in the tally counts', () => {
    expect(changeMetrics(null, tally({ hands: 1, moves: 30 }))).toEqual([{ event: 'handScored', game: 'baloot', values: [30] }]);
  });
});
