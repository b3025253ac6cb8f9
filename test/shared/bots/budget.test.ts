import { describe, expect, it } from 'vitest';
import { differenceOf, paired } from '../../../bench/duplicate.js';
import { budgetFrom } from '../../../shared/bots/expert/budget.js';
import { dealsWithin } from '../../../shared/bots/expert/search.js';
import { allFoursExpertWith, ALL_FOURS_BUDGET } from '../../../shared/bots/all-fours/expert.js';
import { allFoursBot } from '../../../shared/bots/all-fours/index.js';
import { playBotGame } from '../../../shared/bots/match.js';
import { randomBot } from '../../../shared/bots/random.js';

describe('expert search budgets', () => {
  it('reads a bench budget from JSON over the shipped one, refusing a non-positive count', () => {
    const base = { plays: 32_000, most: 120, fewest: 20 };
    expect(budgetFrom('{"plays":64000,"most":240}', base)).toEqual({ plays: 64_000, most: 240, fewest: 20 });
    expect(() => budgetFrom('{"fewest":0}', base)).toThrow(/fewest/);
  });

  it('samples deals in proportion to the card plays allowed, within the bounds', () => {
    // 24 cards left, 6 candidates: 144 card plays a deal
    expect(dealsWithin([6, 6, 6, 6], 6, { plays: 14_400, most: 120, fewest: 20 })).toBe(100);
    expect(dealsWithin([6, 6, 6, 6], 6, { plays: 144_000, most: 120, fewest: 20 })).toBe(120);
    expect(dealsWithin([6, 6, 6, 6], 6, { plays: 144, most: 120, fewest: 20 })).toBe(20);
  });
});

describe('bot overrides and paired comparison (bench:bots)', () => {
  it('a match plays a level with the bot given for it: the shipped budget replays the shipped expert', () => {
    const match = { game: 'all-fours' as const, seats: 2, options: { target: 3 }, seed: 'override', levels: ['expert', 'standard'] as const };
    const shipped = playBotGame(match);
    const same = playBotGame({ ...match, bots: { expert: allFoursExpertWith(ALL_FOURS_BUDGET) } });
    expect(same.state).toEqual(shipped.state);
    let asked = 0;
    const counted = playBotGame({ ...match, bots: { expert: (view, random) => (asked++, allFoursBot(view, random)) } });
    expect(asked).toBeGreaterThan(0);
    expect(counted.outcome.winners.length).toBeGreaterThan(0);
  });

  it('gives the mean per-deal difference with an unclamped 95% interval', () => {
    expect(differenceOf([0.5, 0.5])).toEqual({ mean: 0.5, low: 0.5, high: 0.5, deals: 2 });
    const d = differenceOf([-0.5, 0.5, 0, 0]);
    expect(d.mean).toBe(0);
    // sd 0.408, n 4: half-width 1.96 × 0.408 / 2 = 0.4
    expect(d.low).toBeCloseTo(-0.4, 3);
    expect(d.high).toBeCloseTo(0.4, 3);
  });

  it('finds no difference between a setting and itself, and a gain for standard over random play', () => {
    const table = { game: 'all-fours' as const, seats: 2, options: { target: 3 }, teams: [[0], [1]] as [number[], number[]] };
    const same = paired(table, 'expert', 'standard', { candidate: {}, baseline: {} }, 3, 'paired-test');
    expect(same.games).toEqual({ mean: 0, low: 0, high: 0, deals: 3 });
    expect(same.candidate).toEqual(same.baseline);
    const gain = paired(table, 'standard', 'random', { candidate: {}, baseline: { standard: randomBot } }, 8, 'paired-test');
    expect(gain.points.mean).toBeGreaterThan(0);
  });
});
