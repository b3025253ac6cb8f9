import { describe, expect, it } from 'vitest';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import { DOUBLE, PASS, REDOUBLE, act, bid, calls, refused, start } from './stack.js';

const four = (options: Record<string, unknown> = {}) => start({ seats: 4, dealer: 0, options });
const six = () => start({ seats: 6, dealer: 0 });

describe('[FS-3] the auction', () => {
  it('[FS-3.1] the dealer\'s right speaks first, then in turn; a pass does not stop a later bid', () => {
    let state = start({ seats: 4, dealer: 3 });
    expect(fiftySix.toAct(state)).toEqual([0]);
    expect(refused(state, 1, PASS).code).toBe('notYourTurn');
    state = calls(state, [PASS, bid(28, 'S'), PASS, PASS]).state;
    expect(state.turn).toBe(0);
    state = act(state, 0, bid(29, 'H')).state;
    expect(state.auction.high).toMatchObject({ seat: 0, value: 29 });
  });

  it('[FS-3.2] bids run 28-56 and must be numerically higher; denominations are not ranked', () => {
    let state = four();
    expect(refused(state, 1, bid(27, 'S')).code).toBe('illegal');
    expect(refused(state, 1, bid(57, 'S')).code).toBe('illegal');
    expect(refused(state, 1, bid(28.5, 'S')).code).toBe('badAction');
    expect(refused(state, 1, { type: 'bid', value: 30, denomination: 'X', form: 'numberSuit' }).code).toBe('badAction');
    expect(refused(state, 1, { type: 'bid', value: 30, denomination: 'S' }).code).toBe('badAction');
    state = act(state, 1, bid(28, 'NT')).state;
    expect(refused(state, 2, bid(28, 'S')).message).toMatch(/higher than 28/);
    state = act(state, 2, bid(29, 'S')).state;
    state = act(state, 3, bid(56, 'C')).state;
    expect(fiftySix.legalActions(state, 0)).toEqual([{ type: 'pass' }, { type: 'double' }]);
  });

  it('[FS-3.3] every announcement form, shown to everyone exactly as called', () => {
    let state = four();
    // first bid: number-suit, suit-number, number No Trumps, number Noes; no plus forms yet
    const first = fiftySix.legalActions(state, 1);
    expect(first).toHaveLength(1 + 29 * 10);
    expect(first.some((a) => a.type === 'bid' && a.form === 'plus')).toBe(false);
    expect(refused(state, 1, bid(30, 'D', 'plus')).message).toMatch(/after the first bid/);
    expect(refused(state, 1, bid(30, 'NT', 'suitNumber')).code).toBe('illegal');
    expect(refused(state, 1, bid(30, 'noes', 'suitNumber')).code).toBe('illegal');
    state = calls(state, [bid(28, 'D'), bid(29, 'D', 'suitNumber'), bid(30, 'NT'), bid(31, 'noes')]).state;
    expect(refused(state, 1, bid(34, 'noes', 'plus')).message).toMatch(/plus two Noes/);
    expect(refused(state, 1, bid(33, 'NT', 'plus')).code).toBe('illegal');
    const menu = fiftySix.legalActions(state, 1);
    expect(menu).toContainEqual(bid(33, 'noes', 'plus'));
    expect(menu).not.toContainEqual(bid(34, 'noes', 'plus'));
    expect(menu).toContainEqual(bid(56, 'H', 'plus'));
    state = calls(state, [bid(33, 'H', 'plus'), bid(35, 'noes', 'plus')]).state;
    const called = ['28 Diamonds', 'Diamonds 29', '30 No Trumps', '31 Noes', 'Plus 2 Hearts', 'Plus 2 Noes'];
    for (const viewer of ['spectator', 0, 1, 2, 3] as const) {
      expect(fiftySix.view(state, viewer).auction.calls.map((c) => c.called)).toEqual(called);
    }
    // Noes refers to the suit most recently bid
    expect(state.auction.calls.map((c) => (c.call === 'bid' ? c.noesOf : null))).toEqual([null, null, null, 'D', null, 'H']);
    expect(state.auction.calls[4]).toMatchObject({ value: 33, form: 'plus', plus: 2 });
  });

  it('[FS-3.3] a first-bid Noes refers to no suit', () => {
    const state = act(four(), 1, bid(29, 'noes')).state;
    expect(state.auction.high).toMatchObject({ called: '29 Noes', noesOf: null });
  });

  it('[FS-3.4] another team may double once; partners may not; the auction continues', () => {
    let state = act(six(), 1, bid(30, 'S')).state;
    expect(fiftySix.legalActions(state, 2)).toContainEqual({ type: 'double' });
    state = calls(state, [PASS, PASS]).state; // seats 2, 3
    expect(state.turn).toBe(4);
    expect(refused(state, 4, DOUBLE).message).toMatch(/may not double/);
    state = calls(state, [PASS, DOUBLE]).state; // seat 5 (team 2) doubles
    expect(state.auction).toMatchObject({ doubled: 1, doubler: 5 });
    expect(state.phase).toBe('auction');
    expect(refused(state, 0, DOUBLE).code).toBe('illegal'); // a bid can be doubled once
    expect(refused(state, 0, REDOUBLE).code).toBe('illegal'); // team 0 was not doubled
  });

  it('[FS-3.5] the doubled team may redouble, which ends the auction; a higher bid cancels the double', () => {
    let state = calls(six(), [bid(30, 'S'), DOUBLE]).state;
    expect(fiftySix.legalActions(state, 3)).not.toContainEqual({ type: 'redouble' });
    state = calls(state, [bid(31, 'H')]).state; // seat 3 (team 0) bids over the double
    expect(state.auction).toMatchObject({ doubled: 0, doubler: null });
    state = calls(state, [DOUBLE, PASS, PASS]).state; // seat 4 doubles 31; seats 5 and 0 pass
    expect(state.turn).toBe(1);
    expect(refused(state, 1, REDOUBLE).code).toBe('illegal'); // team 1 is the doubler's, not the doubled
    state = calls(state, [PASS, PASS]).state; // seats 1, 2
    expect(fiftySix.legalActions(state, 3)).toContainEqual({ type: 'redouble' });
    state = act(state, 3, REDOUBLE).state;
    expect(state.phase).toBe('playing');
    expect(state.contract).toMatchObject({ seat: 3, team: 0, value: 31, doubled: 2, doubler: 4 });
  });

  it('[FS-3.6] N-1 passes after the last bid end the auction; the last bidder\'s team has the contract', () => {
    let state = calls(four(), [bid(28, 'S'), bid(29, 'H'), PASS, PASS]).state;
    expect(state.phase).toBe('auction');
    state = act(state, 1, PASS).state;
    expect(state.phase).toBe('playing');
    expect(state.contract).toMatchObject({ seat: 2, team: 0, value: 29, trump: 'H', forced: false });
    expect(state.turn).toBe(1); // [FS-4.1] the dealer's right leads, not the bidder
  });

  it('[FS-3.6] a partner may raise its partner\'s bid', () => {
    let state = calls(four(), [bid(28, 'S'), PASS, bid(30, 'S'), PASS, PASS, PASS]).state;
    expect(state.contract).toMatchObject({ seat: 3, team: 1, value: 30 });
  });

  it('option passIsFinal: a seat that passed is not asked again', () => {
    let state = calls(four({ passIsFinal: true }), [PASS, bid(28, 'S'), bid(29, 'H'), PASS]).state;
    // seat 1 passed: after seat 0 the turn goes to seat 2
    expect(state.turn).toBe(2);
    state = act(state, 2, bid(30, 'S')).state;
    expect(state.turn).toBe(3);
    state = act(state, 3, PASS).state;
    // seats 0 and 1 passed before: nobody else may speak, seat 2's 30 stands
    expect(state.phase).toBe('playing');
    expect(state.contract).toMatchObject({ seat: 2, value: 30 });
  });

  it('option passIsFinal: all four pass once and the hand is forced to 28 No Trumps', () => {
    const state = calls(four({ passIsFinal: true }), [PASS, PASS, PASS, PASS]).state;
    expect(state.contract).toMatchObject({ seat: 1, value: 28, forced: true });
  });

  it('without passIsFinal a seat that passed bids later', () => {
    const state = calls(four(), [PASS, bid(28, 'S'), PASS, PASS]).state;
    expect(state.turn).toBe(1);
    expect(fiftySix.legalActions(state, 1).length).toBeGreaterThan(100);
  });
});
