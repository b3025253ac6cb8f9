import { describe, expect, it } from 'vitest';
import { makePack } from '../../../shared/rules/core/cards.js';
import { draw, drawBelow, randomBelow, seededRandom, seededSource, shuffle, shuffledIndexes } from '../../../shared/rules/core/shuffle.js';

describe('shuffledIndexes', () => {
  it('is the permutation shuffle makes, for every pack size and many seeds (non-ASCII too)', () => {
    for (let k = 0; k < 3000; k++) {
      const count = [32, 52, 64, 48, 5, 2, 1, 0][k % 8];
      const seed = `seed-${k}/hand${k % 13}${k % 7 === 0 ? ' é€𝄞' : ''}`;
      const items = Array.from({ length: count }, (_, i) => i);
      expect(shuffledIndexes(count, seed)).toEqual(shuffle(items, seed));
    }
  });

  it('deals the same cards as shuffle from a pack', () => {
    const pack = makePack(['A', 'K', 'Q', 'J', 'T', '9', '8', '7']);
    expect(shuffledIndexes(pack.length, 'table/hand1').map((i) => pack[i])).toEqual(shuffle(pack, 'table/hand1'));
  });
});

describe('seededSource', () => {
  it('draws the numbers of seededRandom, and drawBelow those of randomBelow', () => {
    for (let k = 0; k < 300; k++) {
      const seed = `seed-${k}${k % 3 === 0 ? ' é𝄞' : ''}`;
      const random = seededRandom(seed);
      const source = seededSource(seed);
      for (let i = 0; i < 100; i++) expect(draw(source)).toBe(random());
      for (let i = 0; i < 100; i++) {
        const n = 1 + ((i * 7919) % 52) + (i % 11 === 0 ? 0x7fffffff : 0);
        expect(drawBelow(source, n)).toBe(randomBelow(random, n));
      }
    }
  });
});
