import { describe, expect, it } from 'vitest';
import { sortHand } from '../../web/src/lib/table/cards.js';
import { seatPlace, seatsAround, trickSpot, type Rect } from '../../web/src/lib/table/layout.js';

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
  it('puts the seats between two sides in the corners of the felt (6 and 8 seats)', () => {
    expect(seatPlace(1, 0, 8)).toMatchObject({ x: 100, y: 100 });
    expect(seatPlace(3, 0, 8)).toMatchObject({ x: 100, y: 0 });
    expect(seatPlace(1, 0, 6).x).toBe(100);
    expect(seatPlace(1, 0, 4)).toMatchObject({ x: 100, y: 50 });
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

describe('trick cards', () => {
  const felt = { w: 400, h: 300 };
  const card = { w: 50, h: 70 };
  const hit = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const at = (spot: { x: number; y: number }): Rect => ({ x: felt.w / 2 + spot.x - card.w / 2, y: felt.h / 2 + spot.y - card.h / 2, w: card.w, h: card.h });

  it('lie toward the seat, short of its badge', () => {
    const top: Rect = { x: 160, y: 0, w: 80, h: 60 };
    const spot = trickSpot({ x: 0, y: -120 }, card, felt, [top]);
    expect(spot.x).toBe(0);
    expect(spot.y).toBeLessThan(0);
    expect(hit(at(spot), top)).toBe(false);
  });
  it('are pulled in further by a bigger badge (a note, exposed cards) and by a neighbour', () => {
    const small = trickSpot({ x: 0, y: -120 }, card, felt, [{ x: 160, y: 0, w: 80, h: 40 }]);
    const big = trickSpot({ x: 0, y: -120 }, card, felt, [{ x: 160, y: 0, w: 80, h: 90 }]);
    expect(big.y).toBeGreaterThan(small.y);
    const corner: Rect = { x: 300, y: 0, w: 100, h: 80 };
    const side: Rect = { x: 330, y: 110, w: 70, h: 80 };
    const spot = trickSpot({ x: 150, y: -110 }, card, felt, [corner, side]);
    expect(hit(at(spot), corner) || hit(at(spot), side)).toBe(false);
  });
  it('stay within a distance of the centre on a wide felt, and on the felt', () => {
    const wide = { w: 1000, h: 500 };
    const spot = trickSpot({ x: 450, y: 0 }, card, wide, [], { x: 130, y: 90 });
    expect(spot).toEqual({ x: 130, y: 0 });
    const edge = trickSpot({ x: 0, y: 150 }, card, felt, []);
    expect(felt.h / 2 + edge.y + card.h / 2 + 4).toBeLessThanOrEqual(felt.h);
  });
});
