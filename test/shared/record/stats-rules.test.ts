import { describe, expect, it } from 'vitest';
import { RULES } from '../../../shared/rules/registry.js';
import { gameStats, statsOfSeat } from '../../../shared/record/stats.js';
import { runningScore } from '../../../shared/record/running.js';
import type { HandSummary as BalootHand } from '../../../shared/rules/games/baloot/state.js';
import type { HandSummary as FiftySixHand } from '../../../shared/rules/games/fifty-six/state.js';
import type { Award, HandSummary as AllFoursHand } from '../../../shared/rules/games/all-fours/state.js';

// Hand-built score sheets, one rule at a time: only the fields the figures read are filled in.
function baloot(declarer: number, result: BalootHand['result'], fields: Partial<BalootHand> = {}): BalootHand {
  const contract = { kind: 'hokum', trump: 'S', declarer, ashkal: false, level: 1, gahwa: false, locked: false, doubler: null } as const;
  return { hand: 1, contract, abnat: [0, 0], points: [0, 0], projects: [0, 0], baloot: [0, 0], totals: [0, 0], tricks: [4, 4], result, kabootTeam: null, declarerTeam: declarer % 2, score: [0, 0], gahwaWinner: null, ...fields };
}

describe('Baloot figures', () => {
  it('[BAL-7.4] counts a contract made or failed for the declarer and the declarer’s team', () => {
    const stats = gameStats(RULES['baloot'].record, [baloot(1, 'success', { score: [6, 10] }), baloot(1, 'failure', { score: [16, 0] }), baloot(2, 'success', { score: [9, 7] })], [0, 1, 0, 1]);
    expect(stats.teams[1]).toMatchObject({ contracts: 2, made: 1, failed: 1, points: 17 });
    expect(stats.teams[0]).toMatchObject({ contracts: 1, made: 1, failed: 0, points: 31 });
    expect(stats.seats).toEqual([
      { contracts: 0, made: 0, failed: 0 },
      { contracts: 2, made: 1, failed: 1 },
      { contracts: 1, made: 1, failed: 0 },
      { contracts: 0, made: 0, failed: 0 },
    ]);
    expect(statsOfSeat(stats, 1, 1)).toEqual({ seat: stats.seats[1], team: stats.teams[1] });
  });

  it('[BAL-7.6] a kaboot by the buyers is a contract made; one against them is failed and the defenders’ kaboot', () => {
    const stats = gameStats(RULES['baloot'].record, [baloot(0, 'kaboot', { kabootTeam: 0, score: [44, 0] }), baloot(3, 'kaboot', { kabootTeam: 0, score: [25, 0] })], [0, 1, 0, 1]);
    expect(stats.teams[0]).toMatchObject({ contracts: 1, made: 1, failed: 0, kaboots: 2, points: 69 });
    expect(stats.teams[1]).toMatchObject({ contracts: 1, made: 0, failed: 1, kaboots: 0 });
  });

  it('[BAL-6.4] adds up each team’s project points from the sheet', () => {
    const stats = gameStats(RULES['baloot'].record, [baloot(0, 'success', { projects: [4, 0] }), baloot(1, 'success', { projects: [0, 10] }), baloot(0, 'success', { projects: [2, 0] })], [0, 1, 0, 1]);
    expect(stats.teams.map((t) => t.projects)).toEqual([6, 10]);
  });

  it('sums the hands’ scores into the running score, with the target', () => {
    const running = runningScore(RULES['baloot'].record, [baloot(0, 'success', { hand: 1, score: [10, 6] }), baloot(1, 'failure', { hand: 2, score: [16, 0] })], 152);
    expect(running).toEqual({ hands: [0, 1, 2], points: [[0, 0], [10, 6], [26, 6]], target: 152 });
  });
});

function fiftySix(seat: number, team: number, made: boolean, payments: FiftySixHand['payments'], tables: number[], hand = 1): FiftySixHand {
  const contract = { seat, team, value: 28, denomination: 'S', called: '28 Spades', trump: 'S', doubled: 0, doubler: null, forced: false } as const;
  return { hand, contract, points: made ? [30, 26, 0] : [20, 36, 0], made, payments, tables, out: [] };
}

describe('Fifty-Six figures', () => {
  it('[FS-5.3] counts the tables actually paid, not the amount owed, and a team out pays nothing more', () => {
    const teams = [0, 1, 2, 0, 1, 2];
    const hands = [
      fiftySix(0, 0, false, [{ from: 0, to: 1, tables: 2, owed: 2 }, { from: 0, to: 2, tables: 2, owed: 2 }], [8, 14, 14], 1),
      fiftySix(1, 1, true, [{ from: 2, to: 1, tables: 4, owed: 4 }, { from: 0, to: 1, tables: 4, owed: 4 }], [4, 22, 10], 2),
      // team 2 owes 6 to each other team but has 10: 6 to the first in turn order, the 4 left to the next
      fiftySix(5, 2, false, [{ from: 2, to: 0, tables: 6, owed: 6 }, { from: 2, to: 1, tables: 4, owed: 6 }], [10, 26, 0], 3),
    ];
    const stats = gameStats(RULES['fifty-six'].record, hands, teams);
    expect(stats.teams[0]).toMatchObject({ contracts: 1, made: 0, failed: 1, tablesWon: 6, tablesLost: 8 });
    expect(stats.teams[1]).toMatchObject({ contracts: 1, made: 1, failed: 0, tablesWon: 14, tablesLost: 0 });
    expect(stats.teams[2]).toMatchObject({ contracts: 1, made: 0, failed: 1, tablesWon: 2, tablesLost: 14 });
    expect(stats.seats[5]).toEqual({ contracts: 1, made: 0, failed: 1 });
    // the running score starts from the tables before the first settlement
    expect(runningScore(RULES['fifty-six'].record, hands, null).points).toEqual([[12, 12, 12], [8, 14, 14], [4, 22, 10], [10, 26, 0]]);
  });

  it('[FS-5.1] adds up the card points each team won', () => {
    const stats = gameStats(RULES['fifty-six'].record, [fiftySix(0, 0, true, [], [12, 12]), fiftySix(1, 1, false, [], [12, 12])], [0, 1, 0, 1]);
    expect(stats.teams.map((t) => t.points)).toEqual([50, 62]);
  });
});

const scored = (kind: Award['kind'], team: number, seat: number | null, points = 1, hang = false): Award => ({ kind, status: 'scored', team, points, seat, rank: null, hang });

function allFours(awards: Award[], score: number[], hand = 1): AllFoursHand {
  const points = [0, 0];
  for (const a of awards) if (a.status === 'scored') points[a.team!] += a.points;
  return { hand, dealer: 0, trump: 'H', runs: 0, redeals: 0, awards, cardPoints: [0, 0], points, score, winner: null };
}

describe('All Fours figures', () => {
  it('[AF-4.1][AF-4.2][AF-4.4] counts High and Low for the seat dealt them and its team, Game for the team', () => {
    const stats = gameStats(RULES['all-fours'].record, [allFours([scored('kick', 1, 1, 6), scored('high', 0, 2), scored('low', 1, 3), scored('game', 0, null)], [2, 7])], [0, 1, 0, 1]);
    expect(stats.teams[0]).toEqual({ points: 2, high: 1, low: 0, jack: 0, game: 1, hangJacks: 0 });
    expect(stats.teams[1]).toEqual({ points: 7, high: 0, low: 1, jack: 0, game: 0, hangJacks: 0 });
    expect(stats.seats[2]).toEqual({ high: 1, low: 0, jack: 0, jacksHung: 0 });
    expect(stats.seats[3]).toEqual({ high: 0, low: 1, jack: 0, jacksHung: 0 });
  });

  it('[AF-4.3] a hang jack counts for the captors’ team and against the seat that held the jack', () => {
    const stats = gameStats(RULES['all-fours'].record, [allFours([scored('jack', 1, 0, 3, true)], [0, 3]), allFours([scored('jack', 0, 2)], [1, 3], 2)], [0, 1, 0, 1]);
    expect(stats.teams[1]).toMatchObject({ jack: 1, hangJacks: 1, points: 3 });
    expect(stats.teams[0]).toMatchObject({ jack: 1, hangJacks: 0, points: 1 });
    expect(stats.seats[0]).toMatchObject({ jack: 0, jacksHung: 1 });
    expect(stats.seats[2]).toMatchObject({ jack: 1, jacksHung: 0 });
  });

  it('[AF-5.2] awards not reached or scored by nobody count for no one', () => {
    const none: Award = { kind: 'game', status: 'none', team: null, points: 0, seat: null, rank: null, hang: false };
    const late: Award = { kind: 'jack', status: 'notReached', team: null, points: 0, seat: null, rank: null, hang: false };
    const stats = gameStats(RULES['all-fours'].record, [allFours([scored('high', 0, 0), none, late], [14, 9])], [0, 1]);
    expect(stats.teams[0]).toMatchObject({ high: 1, jack: 0, game: 0 });
    expect(stats.seats).toHaveLength(2);
    expect(runningScore(RULES['all-fours'].record, [allFours([], [14, 9])], 14)).toEqual({ hands: [0, 1], points: [[0, 0], [14, 9]], target: 14 });
  });
});
