import { describe, expect, it } from 'vitest';
import { twentyEight } from '../../../shared/rules/games/twenty-eight/index.js';
import { baseValue } from '../../../shared/rules/games/twenty-eight/scoring.js';
import { SUITS } from './deals.js';
import { deal, eventOf, finish, refused, run, start, types } from './stack.js';

// SUITS: one suit each, seat 0 all hearts. Played with the first legal card, the side of the bidder:
// seat 0 bidding takes all 28 points; seat 1 bidding (spades) takes only the last trick, its JS forced.
const QUESTIONS = ['p', 'p', 'p', 'p', 'p', 'p', 'p', 'p'];
const seat0 = (value: number, options: Record<string, unknown> = {}, score?: number[]) =>
  run(start({ deal: SUITS, options, score }), [value, 'p', 'p', 'p', 't:JH', ...(value >= 28 ? [] : ['p', 'p', 'p', 'p']), 'p', 'p', 'p', 'p']).state;
const seat1 = (value: number, options: Record<string, unknown> = {}, score?: number[]) =>
  run(start({ deal: SUITS, options, score }), [14, value, 'p', 'p', 'p', 't:JS', ...QUESTIONS]).state;
const scored = (state: ReturnType<typeof start>) => eventOf(finish(state).events, 'handScored');

describe('[TE-8] scoring and the match', () => {
  it('[TE-8.2] the graded table: 14-19 +1/-2, 20-24 +2/-3, 25-28 +3/-4; flat: +1/-1', () => {
    for (const [from, to, made, failed] of [[14, 19, 1, 2], [20, 24, 2, 3], [25, 28, 3, 4]]) {
      for (let value = from; value <= to; value++) {
        expect(baseValue(value, true, 'graded')).toBe(made);
        expect(baseValue(value, false, 'graded')).toBe(failed);
        expect(baseValue(value, true, 'flat')).toBe(1);
        expect(baseValue(value, false, 'flat')).toBe(1);
      }
    }
  });

  it('[TE-8.1][TE-8.1a] the bidding team makes its contract with points >= target; all tricks are played; only its score moves', () => {
    const made = scored(seat0(20));
    expect(made).toMatchObject({ seat: 0, contract: 20, target: 20, points: 28, tricks: 8, made: true, value: 2, change: [2, 0], score: [2, 0] });
    const { state, events } = finish(seat1(15));
    expect(events.filter((e) => e.type === 'trickWon')).toHaveLength(8);
    expect(eventOf(events, 'handScored')).toMatchObject({ seat: 1, made: false, value: 2, change: [0, -2] });
    expect(state.score).toEqual([0, -2]);
  });

  it('[TE-8.2] the row is the contract as bid, and a first-round 28 is scored in the 25-28 row', () => {
    expect(scored(seat0(28))).toMatchObject({ contract: 28, made: true, value: 3 });
    expect(scored(seat1(25))).toMatchObject({ contract: 25, made: false, value: 4 });
    expect(scored(seat0(20, { scoring: 'flat' }))).toMatchObject({ value: 1, change: [1, 0] });
  });

  it('[TE-8.3][TE-8.3a] +target wins, -target loses; the match ends after that hand; scores are not capped', () => {
    const { state, events } = finish(seat0(25, {}, [5, 0]));
    expect(eventOf(events, 'gameOver')).toMatchObject({ winner: 0, winners: [0, 2], score: [8, 0] });
    expect(twentyEight.outcome(state)).toEqual({ winner: 0, winners: [0, 2], score: [8, 0] });
    expect(state.phase).toBe('over');
    const lost = finish(seat1(15, {}, [0, -4])).state;
    expect(twentyEight.outcome(lost)).toEqual({ winner: 0, winners: [0, 2], score: [0, -6] });
    const target = finish(seat0(14, { target: 1 })).state;
    expect(twentyEight.outcome(target)?.winner).toBe(0);
    const on = finish(seat0(14, {}, [4, 0])).state;
    expect(on.phase).not.toBe('over');
    expect(on.score).toEqual([5, 0]);
  });
});

describe('[TE-9] options that change play', () => {
  it('[TE-9.1][TE-9.1a] doubling: the opponents from the dealer\'s right may double, the bidder then its partner redouble', () => {
    let state = run(start({ deal: SUITS, options: { doubling: true } }), [14, 15, 'p', 'p', 'p', 't:JS', ...QUESTIONS]).state;
    expect(state.phase).toBe('double');
    expect(state.turn).toBe(0);
    expect(types(state)).toEqual(['double', 'pass']);
    expect(twentyEight.timeoutAction(state, 0)).toEqual({ type: 'pass' });
    state = run(state, ['p']).state;
    expect(state.turn).toBe(2); // the other opponent
    expect(refused(state, 2, { type: 'redouble' }).message).toMatch(/double or pass/);
    state = run(state, ['double']).state;
    expect(state.phase).toBe('redouble');
    expect(state.turn).toBe(1); // the bidder first
    state = run(state, ['p']).state;
    expect(state.turn).toBe(3); // then its partner
    const redoubled = run(state, ['redouble']).state;
    expect(redoubled.phase).toBe('play');
    expect(redoubled.doubled).toBe(2);
    expect(scored(redoubled)).toMatchObject({ made: false, doubled: 2, value: 8, change: [0, -8] });
    const doubledOnly = run(state, ['p']).state;
    expect(scored(doubledOnly)).toMatchObject({ doubled: 1, value: 4 });
    const nobody = run(start({ deal: SUITS, options: { doubling: true } }), [14, 15, 'p', 'p', 'p', 't:JS', ...QUESTIONS, 'p', 'p']).state;
    expect(nobody.phase).toBe('play'); // no redouble without a double
  });

  it('[TE-9.1a] with 6 players the bidder then its two teammates in turn are asked to redouble', () => {
    const six = deal('JS 9S AS TS KS QS', 'JH 9H AH TH KH QH', 'JD 9D AD TD KD QD', 'JC 9C AC TC KC QC', '8S 7S 6S 8H 7H 6H', '8D 7D 6D 8C 7C 6C');
    let state = run(start({ seats: 6, deal: six, options: { doubling: true } }), [16, 17, 'p', 'p', 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p', 'p', 'p']).state;
    expect(state.phase).toBe('double');
    const asked: number[] = [];
    for (; state.phase === 'double'; state = run(state, ['p']).state) asked.push(state.turn);
    expect(asked).toEqual([0, 2, 4]);
    state = run(start({ seats: 6, deal: six, options: { doubling: true } }), [16, 17, 'p', 'p', 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p', 'p', 'p', 'double']).state;
    const redouble: number[] = [];
    for (; state.phase === 'redouble'; state = run(state, ['p']).state) redouble.push(state.turn);
    expect(redouble).toEqual([1, 3, 5]);
  });

  it('[TE-9.2] cot: all tricks double the game points', () => {
    expect(scored(seat0(14, { cot: true }))).toMatchObject({ made: true, tricks: 8, value: 2 });
    expect(scored(seat0(20, { cot: true, doubling: false, scoring: 'flat' }))).toMatchObject({ value: 2 });
  });

  it('[TE-9.3][TE-9.3a] halfCall: fewer than half the target loses double; the multipliers combine', () => {
    const lost = scored(seat1(15, { halfCall: true }));
    expect(lost.points).toBeLessThan(7.5);
    expect(lost).toMatchObject({ made: false, value: 4 });
    const flat = scored(seat1(24, { halfCall: true, scoring: 'flat' }));
    expect(flat).toMatchObject({ value: 2 });
    const doubled = run(start({ deal: SUITS, options: { doubling: true, halfCall: true } }), [14, 15, 'p', 'p', 'p', 't:JS', ...QUESTIONS, 'double', 'redouble']).state;
    expect(scored(doubled)).toMatchObject({ value: 2 * 4 * 2 });
  });
});

describe('[TE-10] three and six players', () => {
  const THREE = deal('JH 9H AH TH KH QH JC 9C', 'JS 9S AS TS KS QS AC TC', 'JD 9D AD TD KD QD KC QC');

  it('[TE-10.1][TE-8.2a] the bidder collects from each opponent; a 12 is scored in the 14-19 row; second auction from 22', () => {
    const laid = run(start({ seats: 3, deal: THREE }), [12, 'p', 'p', 't:JH']).state;
    expect(twentyEight.legalActions(laid, 0).filter((a) => a.type === 'bid')[0]).toEqual({ type: 'bid', value: 22 });
    const state = run(laid, ['p', 'p', 'p', 'p', 'p', 'p']).state;
    expect(scored(state)).toMatchObject({ contract: 12, made: true, value: 1, change: [2, -1, -1], score: [14, 11, 11] });
  });

  it('[TE-10.1][TE-10.1a] a bidder short of tables pays in turn from the seat after it; no tables left ends the match, most tables win', () => {
    const failing = (score: number[]) => run(start({ seats: 3, deal: THREE, score }), [12, 13, 'p', 'p', 't:JS', 'p', 'p', 'p', 'p', 'p', 'p']).state;
    const { state, events } = finish(failing([12, 3, 21]));
    expect(eventOf(events, 'handScored')).toMatchObject({ seat: 1, made: false, value: 2, change: [1, -3, 2], score: [13, 0, 23] });
    expect(twentyEight.outcome(state)).toEqual({ winner: 2, winners: [2], score: [13, 0, 23] });
  });

  it('[TE-10.1] players tied on most tables share the win', () => {
    const shared = finish(run(start({ seats: 3, deal: THREE, score: [17, 3, 16] }), [12, 13, 'p', 'p', 't:JS', 'p', 'p', 'p', 'p', 'p', 'p']).state).state;
    expect(shared.score).toEqual([18, 0, 18]);
    expect(twentyEight.outcome(shared)).toEqual({ winner: 0, winners: [0, 2], score: [18, 0, 18] });
    expect(twentyEight.teamOf(shared, 2)).toBe(0);
  });

  it('[TE-10.2][TE-10.2a] 6 players: one auction from 16, 6 tricks, the 14-19 row for 16-19', () => {
    const six = deal('JS 9S AS TS KS QS', 'JH 9H AH TH KH QH', 'JD 9D AD TD KD QD', 'JC 9C AC TC KC QC', '8S 7S 6S 8H 7H 6H', '8D 7D 6D 8C 7C 6C');
    const state = run(start({ seats: 6, deal: six }), [16, 'p', 'p', 'p', 'p', 'p', 't:JS', 'p', 'p', 'p', 'p', 'p', 'p']).state;
    const { events } = finish(state);
    expect(events.filter((e) => e.type === 'trickWon')).toHaveLength(6);
    expect(eventOf(events, 'handScored')).toMatchObject({ contract: 16, made: true, value: 1, change: [1, 0] });
  });
});
