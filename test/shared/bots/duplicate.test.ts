import { describe, expect, it } from 'vitest';
import { duplicate, shareOf } from '../../../bench/duplicate.js';

describe('duplicate play (bench:bots)', () => {
  it('gives the mean of per-deal results with a 95% interval, clamped to [0, 1]', () => {
    expect(shareOf([1, 1, 1])).toEqual({ share: 1, low: 1, high: 1, deals: 3 });
    const half = shareOf([0, 1, 0.5, 0.5, 1, 0]);
    expect(half.share).toBe(0.5);
    // sd 0.4472, n 6: half-width 1.96 × 0.4472 / √6 = 0.358
    expect(half.low).toBeCloseTo(0.142, 3);
    expect(half.high).toBeCloseTo(0.858, 3);
  });

  it('finds a level no better than itself, and standard far better than random', () => {
    const table = { game: 'all-fours' as const, seats: 2, teams: [[0], [1]] as [number[], number[]] };
    // the same level in both teams: each deal is won once by each seating, so exactly half
    const same = duplicate(table, 'random', 'random', 12, 'dup-test');
    expect(same.games.share).toBe(0.5);
    const baloot = { game: 'baloot' as const, seats: 4, teams: [[0, 2], [1, 3]] as [number[], number[]] };
    const better = duplicate(baloot, 'standard', 'random', 6, 'dup-test');
    expect(better.games.share).toBeGreaterThan(0.8);
    expect(better.points.share).toBeGreaterThan(0.6);
  });
});
