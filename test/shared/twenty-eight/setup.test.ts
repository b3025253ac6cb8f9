import { describe, expect, it } from 'vitest';
import { shuffledIndexes } from '../../../shared/rules/core/shuffle.js';
import { packOf } from '../../../shared/rules/games/twenty-eight/cards.js';
import { twentyEight } from '../../../shared/rules/games/twenty-eight/index.js';
import { META } from '../../../shared/rules/games/twenty-eight/meta.js';
import { SEAT_TEAMS } from '../../../shared/rules/games/twenty-eight/seat-teams.js';
import { D3, POINTLESS, SUITS } from './deals.js';
import { cards, deal, eventOf, PASS, refused, run, start, types } from './stack.js';

describe('[TE-1] cards, deal and setup', () => {
  it('the manifest: 4 (default), 3 or 6 seats, the options of the spec with their defaults, names in six languages', () => {
    expect(META.seatCounts).toEqual([4, 3, 6]);
    expect(Object.fromEntries(META.options.map((o) => [o.key, o.default]))).toEqual({
      pointlessRedeal: 'opener',
      partnerOvercall: 20,
      thani: 4,
      scoring: 'graded',
      target: 6,
      doubling: false,
      cot: false,
      halfCall: false,
      noUndertrump: false,
    });
    for (const spec of META.options) if ('positiveInt' in spec) expect(spec.max).toBeGreaterThan(0);
    expect(Object.keys(META.names).sort()).toEqual(['ar', 'bn', 'en', 'ml', 'ta', 'tl']);
    expect([0, 1, 2, 3].map((s) => SEAT_TEAMS.teamOfSeat(s, 4, {}))).toEqual([0, 1, 0, 1]);
    expect([0, 1, 2].map((s) => META.teamOfSeat(s, 3, {}))).toEqual([0, 1, 2]);
    const state = start({});
    expect([0, 1, 2, 3].map((s) => twentyEight.teamOf(state, s))).toEqual([0, 1, 0, 1]);
  });

  it('refuses a bad setup with badSetup and a clear message', () => {
    const bad = (input: Record<string, unknown>) => {
      const result = twentyEight.setup({ seats: 4, seed: 's', ...input } as never);
      if (result.ok) throw new Error(`accepted ${JSON.stringify(input)}`);
      expect(result.error.code).toBe('badSetup');
      return result.error.message;
    };
    expect(bad({ seats: 5 })).toBe('Twenty-Eight is played by 3, 4 or 6 players, not 5');
    expect(bad({ options: { thani: 'big' } })).toMatch(/option "thani" must be one of/);
    expect(bad({ options: { thani: 13 } })).toMatch(/thani/);
    expect(bad({ options: { target: 0 } })).toMatch(/option "target" must be a whole number from 1 to 30/);
    expect(bad({ options: { target: 31 } })).toMatch(/target/);
    expect(bad({ options: { partnerOvercall: 24 } })).toMatch(/partnerOvercall/);
    expect(bad({ options: { pointlessRedeal: 'always' } })).toMatch(/pointlessRedeal/);
    expect(bad({ options: { scoring: 'double' } })).toMatch(/scoring/);
    for (const key of ['doubling', 'cot', 'halfCall', 'noUndertrump']) expect(bad({ options: { [key]: 'yes' } })).toMatch(key);
    expect(bad({ options: { players: 3 } })).toMatch(/unknown option "players"/);
    expect(bad({ deal: deal('JS', 'JH', 'JD', 'JC') })).toMatch(/hand of seat 0 must have 8 cards/);
    expect(bad({ deal: { hands: D3.hands, stock: ['7C'] } })).toMatch(/stock/);
    expect(bad({ deal: deal(...D3.hands.map((h) => h.join(' ').replace('7C', '7S'))) })).toMatch(/dealt twice/);
    expect(bad({ score: [7, 0] })).toMatch(/between -6 and 6/);
    expect(bad({ seats: 3, score: [12, 0, 24] })).toMatch(/tables/);
    expect(bad({ dealer: 4 })).toMatch(/dealer/);
  });

  it('[TE-1.1][TE-10.1][TE-10.2] packs: 32 cards at 4 (28 points), 24 at 3 (no 8s, 7s), 36 at 6 (the 6s added)', () => {
    expect(packOf(4).pack).toHaveLength(32);
    expect(packOf(3).pack).toHaveLength(24);
    expect(packOf(3).pack.some((c) => c[0] === '8' || c[0] === '7')).toBe(false);
    expect(packOf(6).pack).toHaveLength(36);
    expect(packOf(6).pack.filter((c) => c[0] === '6')).toEqual(['6S', '6H', '6D', '6C']);
    const sum = (pack: readonly string[]) => pack.map((c) => ({ J: 3, '9': 2, A: 1, T: 1 } as Record<string, number>)[c[0]] ?? 0).reduce((a, b) => a + b, 0);
    for (const seats of [4, 3, 6]) expect(sum(packOf(seats).pack)).toBe(28);
  });

  it('[TE-1.2] the first dealer is drawn from the seed; the deal passes to the right after every hand', () => {
    const dealers = new Set(Array.from({ length: 20 }, (_, i) => start({ seed: `d${i}`, dealer: undefined }).dealer));
    expect(dealers.size).toBeGreaterThan(1);
    let state = run(start({ deal: SUITS, dealer: 3 }), [14, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p', 'p', 'p', 'p', 'p']).state;
    while (state.hand === 1) state = run(state, [twentyEight.legalActions(state, state.turn)[0].card as string]).state;
    expect(state.dealer).toBe(0);
    expect(state.turn).toBe(1);
  });

  it('[TE-1.3] the seeded deal: one card at a time from the dealer\'s right; positions 0-15 first, 16-31 after the first trump card', () => {
    const state = start({ seed: 'order', dealer: 2 });
    const pack = packOf(4).pack;
    const order = shuffledIndexes(32, 'order/deal0');
    const expected: string[][] = [[], [], [], []];
    for (let i = 0; i < 32; i++) expected[(3 + i) % 4].push(pack[order[i]]);
    expect(state.hands).toEqual(expected.map((hand) => hand.slice(0, 4)));
    expect(state.pending).toEqual(expected.map((hand) => hand.slice(4)));
    const again = start({ seed: 'order', dealer: 2 });
    expect(JSON.stringify(again)).toBe(JSON.stringify(state));
  });

  it('[TE-1.3] the first batch is dealt privately; the second batch comes only after the first trump card', () => {
    const result = twentyEight.setup({ seats: 4, seed: 's', dealer: 3, deal: D3 });
    if (!result.ok) throw new Error('refused');
    const dealt = result.events.filter((e) => e.type === 'cardsDealt');
    expect(dealt.map((e) => e.audience)).toEqual([{ seat: 0 }, { seat: 1 }, { seat: 2 }, { seat: 3 }]);
    expect(dealt[0]).toMatchObject({ cards: cards('AD TD KD QD') });
    expect(eventOf(result.events, 'handDealt')).toMatchObject({ audience: 'all', hand: 1, dealer: 3, cards: 4 });
    expect(twentyEight.view(result.state, 0).myHand).toEqual(cards('AD TD KD QD'));
    expect(JSON.stringify(twentyEight.view(result.state, 0))).not.toContain('8D'); // its own second batch is not dealt yet
  });

  it('[TE-1.4] a pointless opener may demand a redeal by the same dealer', () => {
    const state = start({ deal: [POINTLESS, D3] });
    expect(state.phase).toBe('redeal');
    expect(state.turn).toBe(0);
    expect(types(state)).toEqual(['redeal', 'pass']);
    const { state: again, events } = run(state, ['redeal']);
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['redealDemanded', 'handDealt']);
    expect(again.dealer).toBe(3);
    expect(again.hand).toBe(1);
    expect(again.hands[0]).toEqual(cards('AD TD KD QD'));
    expect(again.phase).toBe('bid1');
    const kept = run(state, ['p']).state;
    expect(kept.phase).toBe('bid1');
    expect(kept.hands[0]).toEqual(cards('KH QH 8H 7H'));
  });

  it('[TE-1.4a] the redeal is offered only when true, may repeat, and is not asked with pointlessRedeal off', () => {
    expect(start({ deal: D3 }).phase).toBe('bid1');
    expect(start({ deal: POINTLESS, options: { pointlessRedeal: 'off' } }).phase).toBe('bid1');
    let state = start({ deal: [POINTLESS, POINTLESS, D3] });
    state = run(state, ['redeal']).state;
    expect(state.phase).toBe('redeal');
    state = run(state, ['redeal']).state;
    expect(state.phase).toBe('bid1');
    expect(state.dealer).toBe(3);
    expect(refused(state, 0, { type: 'redeal' }).message).toMatch(/not a call/);
  });

  it('[TE-1.4] anyPlayer: each pointless player in turn from the dealer\'s right is asked once; the first demand ends it', () => {
    const state = start({ deal: POINTLESS, options: { pointlessRedeal: 'anyPlayer' } });
    expect(state.turn).toBe(0);
    const second = run(state, [PASS]).state;
    expect(second.phase).toBe('redeal');
    expect(second.turn).toBe(1); // seat 1's KS QS 8S 7S are pointless too
    expect(run(second, ['p']).state.phase).toBe('bid1');
    const opener = start({ deal: POINTLESS });
    expect(run(opener, ['p']).state.phase).toBe('bid1'); // opener only: seat 1 is not asked
  });

  it('[TE-1.4a] with 6 players the check uses the 6 cards dealt before the auction; with 3 the first 4', () => {
    const six = deal('KS QS 8S 7S 6S 6H', 'JS 9S AS TS KH QH', 'JH 9H AH TH 8H 7H', 'JD 9D AD TD KD QD', '8D 7D 6D 6C KC QC', 'JC 9C AC TC 8C 7C');
    expect(start({ seats: 6, deal: six }).phase).toBe('redeal');
    const sixPoints = deal('KS QS 8S 7S 6S AH', 'JS 9S AS TS KH QH', 'JH 9H 6H TH 8H 7H', 'JD 9D AD TD KD QD', '8D 7D 6D 6C KC QC', 'JC 9C AC TC 8C 7C');
    expect(start({ seats: 6, deal: sixPoints }).phase).toBe('bid1');
    const three = deal('KS QS KH QH JS 9S AS TS', 'JH 9H AH TH KD QD JD 9D', 'AD TD KC QC JC 9C AC TC');
    expect(start({ seats: 3, deal: three }).phase).toBe('redeal');
  });

  it('[TE-10.1][TE-10.2] hand sizes: 8 in two batches at 3, all 6 at once at 6 with one auction from 16', () => {
    const three = start({ seats: 3, options: { pointlessRedeal: 'off' } });
    expect(three.hands.map((h) => h.length)).toEqual([4, 4, 4]);
    expect(three.pending.map((h) => h.length)).toEqual([4, 4, 4]);
    const six = start({ seats: 6, options: { pointlessRedeal: 'off' } });
    expect(six.hands.map((h) => h.length)).toEqual([6, 6, 6, 6, 6, 6]);
    expect(twentyEight.legalActions(six, 0)[0]).toEqual({ type: 'bid', value: 16 });
    const laid = run(six, [16, 'p', 'p', 'p', 'p', 'p', `t:${six.hands[0][0]}`]).state;
    expect(laid.phase).toBe('thani'); // no second auction
    expect(laid.hands[0]).toHaveLength(5);
  });
});
