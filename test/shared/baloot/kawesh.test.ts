import { describe, expect, it } from 'vitest';
import { Table } from './stack.js';

// Dealer 3, seat 0 speaks first. Seat 1's first five cards are 7s, 8s and 9s.
const BEFORE = [
  'AS KS QS JS TS AH KH QH',
  '7S 8S 9S 9H 8H TD AC KC', // first five: kawesh before the auction
  'JH TH AD KD QD JD QC JC',
  '7H 9D 7D 8D 7C 8C 9C TC', // first five 7H 9D 7D 8D 7C: kawesh too
];
// seat 3 holds all eight of its cards in 7s, 8s and 9s
const AFTER = [
  'AS KS QS JS TS AH KH QH',
  'TH JH 9D AD KD QD JD TD',
  '9C 7C 8C AC KC QC JC TC',
  '7S 8S 9S 7H 8H 9H 7D 8D',
];

const before = (options: Record<string, unknown> = { kawesh: true }) => new Table({ hands: BEFORE, declarer: 0, bid: 'AS', options });
const after = (options: Record<string, unknown> = { kawesh: true }) => new Table({ hands: AFTER, declarer: 0, bid: 'AS', options });
const offers = (t: Table, seat: number) => t.legal(seat).some((a) => a.type === 'kawesh');

describe('[BAL-11] Kawesh', () => {
  it('[BAL-11.2] before the auction: offered at the holder\'s first turn of round 1; the same dealer deals again', () => {
    const t = before();
    expect(offers(t, 0)).toBe(false);
    t.calls('0:pass');
    expect(t.legal(1).at(-1)).toEqual({ type: 'kawesh' });
    const hand = t.state.match.hand;
    t.act(1, { type: 'kawesh' });
    expect(t.last[0]).toMatchObject({ type: 'kaweshCalled', seat: 1, before: true });
    expect(t.state.match.hand).toBe(hand + 1);
    expect(t.state.match.dealer).toBe(3);
    expect(t.state.phase).toBe('auction');
    expect(t.state.turn).toBe(0);
    expect(t.state.match.score).toEqual([0, 0]);
  });

  it('[BAL-11.2a] [BAL-11.4] whatever was called before; not after its own call, never in round 2, never for another hand or without the option', () => {
    let t = before().calls('0:hokum');
    expect(offers(t, 1)).toBe(true);
    t = before().calls('0:pass 1:pass 2:pass');
    expect(offers(t, 3)).toBe(true);
    t.calls('3:pass');
    expect(t.state.deal.auction.round).toBe(2);
    expect(offers(t, 0)).toBe(false);
    t.calls('0:pass');
    expect(t.refuse(1, { type: 'kawesh' }).code).toBe('illegal');
    t = before().calls('0:pass');
    expect(t.refuse(2, { type: 'kawesh' }).code).toBe('notYourTurn');
    expect(offers(before({}).calls('0:pass'), 1)).toBe(false);
    expect(before({}).calls('0:pass').refuse(1, { type: 'kawesh' }).code).toBe('illegal');
  });

  it('[BAL-11.3] after the auction: an 8-card holder is asked before any double; Kawesh passes the deal', () => {
    const t = after().calls('0:sun');
    expect(t.state.phase).toBe('kawesh');
    expect(t.state.turn).toBe(3);
    expect(t.legal(3)).toEqual([{ type: 'pass' }, { type: 'kawesh' }]);
    expect(t.legal(0)).toEqual([]);
    const hand = t.state.match.hand;
    t.act(3, { type: 'kawesh' });
    expect(t.last[0]).toMatchObject({ type: 'kaweshCalled', seat: 3, before: false });
    expect(t.state.match.hand).toBe(hand + 1);
    expect(t.state.match.dealer).toBe(0);
    expect(t.state.match.score).toEqual([0, 0]);
  });

  it('[BAL-11.3] declined, the hand goes on to the raising or the play', () => {
    const t = after().calls('0:sun');
    t.act(3, { type: 'pass' });
    expect(t.last[0]).toEqual({ type: 'kaweshDeclined', audience: 'all', seat: 3 });
    expect(t.state.phase).toBe('playing');
    expect(t.state.turn).toBe(0);
    // without the option nobody is asked
    expect(after({}).calls('0:sun').state.phase).toBe('playing');
  });
});
