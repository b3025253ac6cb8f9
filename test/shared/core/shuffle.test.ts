import { describe, expect, it } from 'vitest';
import { makePack } from '../../../shared/rules/core/cards.js';
import { randomBelow, seededRandom, shuffle, shuffleDeal } from '../../../shared/rules/core/shuffle.js';

// Chi-square statistic of observed counts against a uniform expectation.
function chiSquare(counts: number[], expected: number): number {
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('seeded shuffle', () => {
  it('is deterministic from the seed string and differs between seeds', () => {
    const pack = makePack(['A', 'K', 'Q', 'J', 'T', '9', '8', '7']);
    expect(shuffle(pack, 'table-1')).toEqual(shuffle(pack, 'table-1'));
    expect(shuffle(pack, 'table-1')).not.toEqual(shuffle(pack, 'table-2'));
    expect(shuffleDeal(pack, 'seed', 'hand1')).toEqual(shuffle(pack, 'seed/hand1'));
    expect(shuffleDeal(pack, 'seed', 'hand1')).not.toEqual(shuffleDeal(pack, 'seed', 'hand2'));
  });

  it('keeps every card exactly once and leaves its input alone', () => {
    const pack = makePack(['A', 'K', 'Q', 'J', 'T', '9'], 2);
    const copy = pack.slice();
    const shuffled = shuffle(pack, 'x');
    expect(pack).toEqual(copy);
    expect([...shuffled].sort()).toEqual([...pack].sort());
    expect(new Set(pack).size).toBe(48);
  });

  it('puts every card in every position equally often (chi-square, 32 cards x 32 places)', () => {
    const n = 32;
    const items = Array.from({ length: n }, (_, i) => i);
    const counts = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const runs = 16_000;
    for (let r = 0; r < runs; r++) {
      shuffle(items, `uniform-${r}`).forEach((item, place) => counts[item][place]++);
    }
    // 31 degrees of freedom per card; the 99.9% critical value is 61.1
    const worst = Math.max(...counts.map((row) => chiSquare(row, runs / n)));
    expect(worst).toBeLessThan(61.1);
  });

  it('draws integers below n without bias, even for n that does not divide 2^32', () => {
    const random = seededRandom('below');
    const n = 3;
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[randomBelow(random, n)]++;
    expect(chiSquare(counts, 10_000)).toBeLessThan(13.8); // 2 degrees of freedom, 99.9%
    expect(() => randomBelow(random, 0)).toThrow();
  });
});
