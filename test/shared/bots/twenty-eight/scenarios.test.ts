import { describe, expect, it } from 'vitest';
import { decisionRandom } from '../../../../shared/bots/bot.js';
import { twentyEightBot } from '../../../../shared/bots/twenty-eight/index.js';
import type { Action } from '../../../../shared/rules/core/game.js';
import { twentyEight } from '../../../../shared/rules/games/twenty-eight/index.js';
import type { TwentyEightState } from '../../../../shared/rules/games/twenty-eight/state.js';
import { D3, D4, PAIR, POINTLESS, SUITS, toPlay } from '../../twenty-eight/deals.js';
import { deal, run, start } from '../../twenty-eight/stack.js';

// Key decisions of the standard bot on the engine tests' stacked deals (dealer 3: seat 0 speaks and leads first).

function decide(state: TwentyEightState, seat = state.turn): Action {
  const view = twentyEight.view(state, seat);
  return twentyEightBot(view, decisionRandom('scenario', view));
}

// seat 1 lays JS and is void in diamonds (holds 9S KS 8S); seat 3 is void in diamonds; seat 0 leads JD
const RICH = deal('JD TD KD QD 8D 7D AD 7S', 'JS 9S KS 8H TC 8S AH TH', 'AS TS QS 9H JH KH QH 9D', 'AC 7H JC 9C KC QC 8C 7C');

// PAIR: seat 1 bids 20 and lays JH; T3 exposes hearts and seat 1 wins it holding KH QH: the engine declares the Pair (pair-thani.test.ts)
const PAIR_PLAY = ['8C', 'JC', 'AC', 'QC', 'KS', 'JS', 'TS', '7S', 'AH', '7H', 'ask', '7D', 'JH'];
const pairAt = (value: number): TwentyEightState => run(start({ deal: PAIR }), [14, value, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p', 'p', 'p', 'p', 'p']).state;

describe('the standard Twenty-Eight bot', () => {
  it('[TE-1.4] throws in a pointless first batch', () => {
    const state = start({ deal: [POINTLESS, SUITS] });
    expect(state.phase).toBe('redeal');
    expect(decide(state)).toEqual({ type: 'redeal' });
  });

  it('[TE-2] the opener bids the minimum; a strong first batch overcalls, a weak one passes', () => {
    const state = start({ deal: D3 });
    expect(decide(state)).toEqual({ type: 'bid', value: 14 });
    const opened = run(state, [14]).state;
    expect(decide(opened)).toEqual({ type: 'bid', value: 15 }); // seat 1: JS 9S KS 8H
    const overcalled = run(opened, [15]).state;
    expect(decide(overcalled)).toEqual({ type: 'pass' }); // seat 2: AS TS QS 9H
  });

  it('[TE-2.5] lays the weakest card of its best suit face down', () => {
    const state = run(start({ deal: D3 }), [14, 15, 'p', 'p', 'p']).state;
    expect(state.phase).toBe('trump');
    expect(decide(state)).toEqual({ type: 'trump', card: 'KS' });
  });

  it('[TE-7] calls Thani with a hand that wins every trick, and not otherwise', () => {
    const state = run(start({ deal: SUITS }), [14, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p']).state;
    expect(state.phase).toBe('thani');
    expect(decide(state)).toEqual({ type: 'thani' });
    const plain = run(start({ deal: D3 }), toPlay('JS').slice(0, 10)).state;
    expect(plain.phase).toBe('thani');
    expect(decide(plain)).toEqual({ type: 'pass' });
  });

  it('[TE-5.2] does not lead the hidden trump suit', () => {
    const state = run(run(start({ deal: D3 }), toPlay('JS')).state, ['7S', 'KS', 'QS', 'JC']).state;
    expect(state.turn).toBe(1);
    const action = decide(state);
    expect(action.type).toBe('play');
    expect((action.card as string)[1]).not.toBe('S');
  });

  it('[TE-5.4] the bidder exposes to take a rich trick it can trump, then plays a trump (the lowest: seat 2 is not known void)', () => {
    const state = run(run(start({ deal: RICH }), toPlay('JS')).state, ['JD']).state;
    expect(state.turn).toBe(1);
    expect(decide(state)).toEqual({ type: 'expose' });
    const exposed = run(state, ['expose']).state;
    expect(decide(exposed)).toEqual({ type: 'play', card: '8S' });
  });

  it('[TE-5.4] the bidder does not expose when its trump cannot win the trick', () => {
    const state = run(run(start({ deal: D4 }), toPlay('8H')).state, ['AH']).state; // its only heart, 8H, lies face down
    expect(decide(state).type).toBe('play');
  });

  it('[TE-5.3] asks for the trump when an opponent takes a rich trick, not when its partner does', () => {
    const rich = run(run(start({ deal: RICH }), toPlay('JS')).state, ['JD', '8H', '9D']).state;
    expect(rich.turn).toBe(3);
    expect(decide(rich)).toEqual({ type: 'ask' });
    const partner = run(run(start({ deal: D3 }), toPlay('JS')).state, ['AD', 'KS']).state; // seat 0, its partner, wins
    expect(partner.turn).toBe(2);
    expect(decide(partner).type).toBe('play');
  });

  it('[TE-6.1b] has no Pair to declare: the engine declared it, and the holder leads a card', () => {
    const declared = run(pairAt(20), PAIR_PLAY).state;
    expect(declared.pair).toMatchObject({ seat: 1, target: 16 });
    expect(decide(declared, 1).type).toBe('play');
  });
});
