import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/rules/registry.js';
import type { SeatStatus } from '../../shared/player/seat-status.js';
import type { PlayerTable } from '../../shared/protocol/player.js';
import { gameStats, statsOfSeat } from '../../shared/record/stats.js';
import type { HandSummary } from '../../shared/rules/games/baloot/state.js';
import { rowsOf } from '../../web/src/lib/tables/my-tables.js';
import { statsLine } from '../../web/src/lib/tables/stats-line.js';

const seats = [0, 1, 0, 1].map((team, i) => ({ name: `P${i}`, kind: 'human' as const, team }));
const table = (id: string, fields: Partial<SeatStatus>): PlayerTable => ({
  id, game: 'baloot', seat: 0, key: 'k'.repeat(22), linkedAt: 0, updatedAt: 1, gone: false,
  status: { game: 'baloot', status: 'over', gameNo: 1, seat: 0, yourTurn: false, deadline: null, seats, score: [152, 80], winner: 0, ...fields },
});

function hand(declarer: number, result: HandSummary['result'], kabootTeam: number | null): HandSummary {
  const contract = { kind: 'sun', trump: null, declarer, ashkal: false, level: 1, gahwa: false, locked: false, doubler: null } as const;
  return { hand: 1, contract, abnat: [0, 0], points: [0, 0], projects: [0, 0], baloot: [0, 0], totals: [0, 0], tricks: [0, 0], result, kabootTeam, declarerTeam: declarer % 2, score: [0, 0], gahwaWinner: null };
}

describe('a finished game’s figures in My tables', () => {
  it('says your contracts made and your team’s kaboots, from what the table reported', () => {
    const stats = gameStats(RULES.baloot.record, [hand(0, 'success', null), hand(0, 'failure', null), hand(2, 'kaboot', 0), hand(0, 'kaboot', 0)], [0, 1, 0, 1]);
    const { finished } = rowsOf([], [table('t', { stats: statsOfSeat(stats, 0, 0) })], {});
    expect(statsLine(finished[0].stats)).toBe('Contracts made: 2 of 3 · Kaboots: 2');
  });

  it('says tables won and lost in Fifty-Six, and High, Low, Jack, Game and hang jacks in All Fours', () => {
    expect(statsLine({ seat: { contracts: 0, made: 0, failed: 0 }, team: { contracts: 2, made: 1, failed: 1, points: 90, tablesWon: 5, tablesLost: 3 } })).toBe(
      'Tables won 5, lost 3',
    );
    expect(statsLine({ seat: { high: 1, low: 0, jack: 0, jacksHung: 0 }, team: { points: 14, high: 3, low: 2, jack: 2, game: 4, hangJacks: 1 } })).toBe(
      'High 3 · Low 2 · Jack 2 · Game 4 · Hang jacks: 1',
    );
  });

  it('shows none for a game still being played, or a report from before the figures were kept', () => {
    const stats = statsOfSeat(gameStats(RULES.baloot.record, [hand(0, 'success', null)], [0, 1, 0, 1]), 0, 0);
    const { active, finished } = rowsOf([], [table('playing', { status: 'playing', winner: null, stats }), table('old', {})], {});
    expect(active[0].stats).toBeNull();
    expect(finished[0].stats).toBeNull();
    expect(statsLine(null)).toBe('');
  });
});
