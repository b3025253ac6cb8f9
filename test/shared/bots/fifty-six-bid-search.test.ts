import { describe, expect, it } from 'vitest';
import type { Action } from '../../../shared/rules/core/game.js';
import { seededRandom } from '../../../shared/rules/core/shuffle.js';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import type { FiftySixState } from '../../../shared/rules/games/fifty-six/state.js';
import type { FiftySixView } from '../../../shared/rules/games/fifty-six/view.js';
import { MARGINS } from '../../../shared/bots/fifty-six/auction.js';
import { auctionOutcome } from '../../../shared/bots/fifty-six/auction-playout.js';
import { bidCandidates, searchedCall } from '../../../shared/bots/fifty-six/bid-search.js';
import { fiftySixBudget, fiftySixExpertWith, fiftySixRules } from '../../../shared/bots/fifty-six/expert.js';
import { mustApply, mustSetup } from '../../kit/playout.js';
import { cards, dealt } from './fifty-six-deals.js';


const viewOf = (state: FiftySixState): FiftySixView => fiftySix.view(state, state.turn);
const search = { deals: 96, margin: 0.25 };
const call = (view: FiftySixView, seed = 'bid'): Action => searchedCall(view, MARGINS, search, fiftySixRules, seededRandom(seed));

const STRONG_SPADES = 'JS1 JS2 9S1 9S2 AS1 TS1 KS1 JH1 9H1 QD1 QC1 KC1';
const POOR = 'KS2 QS1 QS2 KH1 KH2 QH1 QH2 KD1 KD2 QD2 KC2 QC2';

describe('fifty-six expert bid search [FS-3]', () => {
  it('[FS-3.2] bids a hand of both jacks and nines of trumps', () => {
    const state = mustApply(fiftySix, dealt({ 1: STRONG_SPADES }), 0, { type: 'pass' });
    for (const seed of ['a', 'b', 'c', 'd']) expect(call(viewOf(state), seed)).toMatchObject({ type: 'bid', denomination: 'S' });
  });

  it('[FS-3.1] passes a hand without jacks or nines (not the seat all passes would leave the contract to)', () => {
    const state = mustApply(fiftySix, dealt({ 1: POOR }), 0, { type: 'pass' });
    for (const seed of ['a', 'b', 'c', 'd']) expect(call(viewOf(state), seed)).toEqual({ type: 'pass' });
  });

  it('[FS-3.4] never doubles a bid it cannot defeat, and always returns a legal call', () => {
    const state = mustApply(fiftySix, dealt({ 0: STRONG_SPADES, 1: POOR }), 0, { type: 'bid', value: 28, denomination: 'S', form: 'numberSuit' });
    const view = viewOf(state);
    for (const seed of ['a', 'b', 'c']) {
      const action = call(view, seed);
      expect(action.type).not.toBe('double');
      expect(view.legal).toContainEqual(action);
    }
  });

  it('gives the same call from the same seed', () => {
    const view = viewOf(dealt({ 0: 'JS1 9S1 AS1 TS1 KS1 JH1 9H1 AH1 QD1 QC1 KC1 TC1' }));
    expect(call(view, 'same')).toEqual(call(view, 'same'));
  });

  it('searches pass, the standard call and the next bids, each one legal', () => {
    const view = viewOf(dealt({ 0: STRONG_SPADES }));
    const candidates = bidCandidates(view, { type: 'pass' });
    expect(candidates[0]).toEqual({ type: 'pass' });
    expect(candidates.length).toBeGreaterThanOrEqual(3);
    for (const c of candidates) expect(view.legal).toContainEqual(c);
  });

  it('[FS-3.7] runs the auction on to the contract: all passing leaves 28 No Trumps to the dealer\'s right', () => {
    const state = dealt({ 0: POOR });
    const view = viewOf(state);
    const weak = [0, 1, 2, 3].map(() => cards(POOR));
    expect(auctionOutcome(view, { type: 'pass' }, weak, MARGINS)).toEqual({ team: 0, value: 28, trump: null, doubled: 0 });
    const strong = [cards(POOR), cards(STRONG_SPADES), cards(POOR), cards(POOR)];
    expect(auctionOutcome(view, { type: 'pass' }, strong, MARGINS)).toMatchObject({ team: 1, trump: 'S' });
  });

  it('plays whole games with the search on, every call legal', () => {
    const bot = fiftySixExpertWith((players) => ({ ...fiftySixBudget(players), plays: 2000, most: 8, fewest: 4, bidDeals: 8 }));
    let state = mustSetup(fiftySix, { seats: 4, seed: 'bid-game', options: { tables: 1 } });
    for (let n = 0; state.phase !== 'over' && n < 400; n++) {
      const view = viewOf(state);
      const action = bot(view, seededRandom(`d${n}`));
      expect(view.legal).toContainEqual(action);
      state = mustApply(fiftySix, state, state.turn, action);
    }
  });
});
