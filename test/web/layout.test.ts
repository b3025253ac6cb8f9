import { describe, expect, it } from 'vitest';
import { sortHand } from '../../web/src/lib/table/cards.js';
import { seatPlace, seatsAround } from '../../web/src/lib/table/layout.js';

describe('seat places', () => {
  it('puts the viewer at the bottom and the next seat to the right (counter-clockwise play)', () => {
    expect(seatPlace(2, 2, 4).side).toBe('bottom');
    expect(seatPlace(3, 2, 4).side).toBe('right');
    expect(seatPlace(0, 2, 4).side).toBe('top');
    expect(seatPlace(1, 2, 4).side).toBe('left');
  });
  it('goes round bottom, right, top, left for 6 and 8 seats', () => {
    const six = seatsAround(0, 6).map((s) => seatPlace(s, 0, 6));
    expect(six[0].side).toBe('bottom');
    expect(six[1].x).toBeGreaterThan(50);
    expect(six[3].side).toBe('top');
    expect(six[5].x).toBeLessThan(50);
    const eight = seatsAround(5, 8).map((s) => seatPlace(s, 5, 8));
    expect(eight[2]).toMatchObject({ side: 'right', x: 100, y: 50 });
    expect(eight[6]).toMatchObject({ side: 'left', x: 0, y: 50 });
  });
  it('shows spectators seat 0 at the bottom', () => {
    expect(seatPlace(0, null, 2).side).toBe('bottom');
    expect(seatPlace(1, null, 2).side).toBe('top');
  });
});

describe('sorting a hand', () => {
  it('groups suits (trumps first) and orders each by the game rank order', () => {
    expect(sortHand(['7S', 'AH', 'JS', '9S', 'TH'], 'ATKQJ987', 'S', 'J9ATKQ87')).toEqual(['JS', '9S', '7S', 'AH', 'TH']);
    expect(sortHand(['QS2', 'JS1', 'QS1'], 'J9ATKQ')).toEqual(['JS1', 'QS1', 'QS2']);
  });
});
