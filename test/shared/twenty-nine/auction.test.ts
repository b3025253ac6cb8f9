import { describe, expect, it } from 'vitest';
import { twentyNine } from '../../../shared/rules/games/twenty-nine/index.js';
import type { TwentyNineState } from '../../../shared/rules/games/twenty-nine/state.js';
import { PASS, SUITED, act, bid, eventOf, legal, passUntil, refused, run, start } from './stack.js';

const HOLD = { type: 'hold' };
const values = (state: TwentyNineState) => legal(state).map((a) => (a.type === 'bid' ? a.value : a.type));

// dealer 3: F is seat 0, then 1, 2, and the dealer 3
const auction = (options: Record<string, unknown> = {}) => passUntil(start({ dealer: 3, deal: SUITED, options }), 'auction');

describe('[TN-2] the auction, open bidding', () => {
  it('[TN-2.1] F speaks first; bids run from minBid to 28, each higher than the last', () => {
    let state = auction();
    expect(state.turn).toBe(0);
    expect(values(state)).toEqual(['pass', ...Array.from({ length: 13 }, (_, i) => 16 + i)]);
    state = act(state, 0, bid(20)).state;
    expect(values(state)).toEqual(['pass', 21, 22, 23, 24, 25, 26, 27, 28]);
    expect(refused(state, 1, bid(20)).message).toBe('a bid must be higher than 20');
    expect(refused(state, 1, bid(29)).message).toMatch(/from 16 to 28/);
    expect(refused(state, 1, { type: 'bid', value: 'x' }).code).toBe('badAction');
    expect(values(auction({ minBid: 15 }))[1]).toBe(15);
    expect(values(auction({ minBid: 17 }))[1]).toBe(17);
    expect(refused(auction({ minBid: 17 }), 0, bid(16)).message).toMatch(/from 17 to 28/);
  });

  it('[TN-2.1] a pass is not final; three passes in a row after the last bid end the auction', () => {
    let state = auction();
    state = run(state, [PASS, bid(16), PASS, PASS]).state;
    expect(state.turn).toBe(0);
    state = act(state, 0, bid(17)).state; // seat 0 passed before and bids now
    state = run(state, [PASS, PASS]).state;
    expect(state.phase).toBe('auction');
    const ended = act(state, 3, PASS);
    expect(eventOf(ended.events, 'auctionWon')).toMatchObject({ audience: 'all', seat: 0, bid: 17, forced: false });
    expect(ended.state).toMatchObject({ phase: 'trump', bidder: 0, bid: 17, turn: 0 });
    expect(ended.state.calls.map((c) => c.call)).toEqual(['pass', 'bid', 'pass', 'pass', 'bid', 'pass', 'pass', 'pass']);
  });

  it('[TN-2.2] if the first three pass, the dealer must bid minBid, which ends the auction', () => {
    let state = run(auction(), [PASS, PASS, PASS]).state;
    expect(state.turn).toBe(3);
    expect(legal(state)).toEqual([bid(16)]);
    expect(refused(state, 3, PASS).message).toBe('the first three passed: the dealer must bid 16');
    expect(refused(state, 3, bid(17)).message).toMatch(/must bid 16/);
    const forced = act(state, 3, bid(16));
    expect(eventOf(forced.events, 'auctionWon')).toMatchObject({ seat: 3, bid: 16, forced: true });
    expect(forced.state.phase).toBe('trump');
    state = run(auction({ minBid: 15 }), [PASS, PASS, PASS]).state;
    expect(legal(state)).toEqual([bid(15)]);
  });

  it('[TN-2.4] a refused call is not a call: nothing changes, and other actions are refused in the auction', () => {
    const state = auction();
    expect(refused(state, 0, bid(10)).code).toBe('illegal');
    expect(refused(state, 0, HOLD).message).toMatch(/not played at this table/);
    expect(refused(state, 0, { type: 'play', card: 'JS' }).message).toMatch(/auction/);
    expect(refused(state, 0, { type: 'double' }).code).toBe('illegal');
    expect(refused(state, 1, bid(16)).code).toBe('notYourTurn');
    expect(twentyNine.timeoutAction(state, 0)).toEqual(PASS);
  });
});

describe('[TN-2.3] the auction, bidding hold', () => {
  it('[TN-2.3] a pass is final; an earlier player may hold, a later one must bid higher; one left unpassed wins', () => {
    let state = auction({ bidding: 'hold' });
    state = run(state, [bid(16)]).state;
    expect(values(state)).not.toContain('hold'); // seat 1 comes after seat 0
    state = run(state, [bid(17), PASS]).state;
    expect(state.turn).toBe(3);
    expect(values(state)).not.toContain('hold'); // the dealer can never hold
    state = act(state, 3, PASS).state;
    expect(state.turn).toBe(0);
    expect(values(state)).toEqual(['pass', 'hold', 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28]);
    const held = act(state, 0, HOLD);
    expect(eventOf(held.events, 'bidMade')).toMatchObject({ seat: 0, call: 'hold', value: 17 });
    state = held.state;
    expect(state.high).toEqual({ seat: 0, value: 17 });
    // [TN-2.3a] the player held against must bid higher or pass
    expect(state.turn).toBe(1);
    expect(values(state)).toEqual(['pass', 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28]);
    expect(refused(state, 1, HOLD).message).toMatch(/earlier in the order/);
    const ended = act(state, 1, PASS);
    expect(eventOf(ended.events, 'auctionWon')).toMatchObject({ seat: 0, bid: 17 });
  });

  it('[TN-2.3a] turns go round from F skipping the players who have passed', () => {
    let state = auction({ bidding: 'hold' });
    state = run(state, [PASS, bid(16), bid(18)]).state;
    expect(state.turn).toBe(3);
    state = act(state, 3, bid(19)).state;
    expect(state.turn).toBe(1); // seat 0 passed for good
    expect(values(state)).toContain('hold');
    state = run(state, [HOLD, PASS]).state;
    expect(state.turn).toBe(3);
    expect(refused(state, 3, HOLD).code).toBe('illegal');
    state = act(state, 3, bid(20)).state;
    expect(state.turn).toBe(1);
    const ended = act(state, 1, PASS);
    expect(ended.state).toMatchObject({ phase: 'trump', bidder: 3, bid: 20 });
  });

  it('[TN-2.3] if the first three pass in hold bidding, the dealer must bid minBid', () => {
    let state = run(auction({ bidding: 'hold' }), [PASS, PASS, PASS]).state;
    expect(legal(state)).toEqual([bid(16)]);
    state = act(state, 3, bid(16)).state;
    expect(state).toMatchObject({ phase: 'trump', bidder: 3, forced: true });
  });
});
