import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../shared/rules/core/shuffle.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import type { BalootAction, BalootState } from '../../../shared/rules/games/baloot/state.js';
import type { BalootView } from '../../../shared/rules/games/baloot/view.js';
import { auctionCall } from '../../../shared/bots/baloot/auction.js';
import { auctionOutcome, fitsCalls } from '../../../shared/bots/baloot/auction-playout.js';
import { searchedCall } from '../../../shared/bots/baloot/bid-search.js';
import { BALOOT_SEARCH, balootExpertWith } from '../../../shared/bots/baloot/expert.js';
import { mustApply, mustSetup } from '../../kit/playout.js';
import { auctionAt, cards } from './baloot-states.js';

const viewOf = (state: BalootState): BalootView => baloot.view(state, state.turn);
const search = { deals: 48, margin: 2 };
const call = (view: BalootView, seed = 'bid'): BalootAction => searchedCall(view, search, seededRandom(seed));

const STRONG = 'JS 9S AS TS AH';
const WEAK = '7H 8H 7D 8C 9C';
const OTHERS = ['KD QD 7C KC QC', 'TD 9D 8D JD JC', 'QH KH JH TH 9H'];

describe('baloot expert bid search [BAL-2][BAL-3]', () => {
  it('[BAL-2.2] names a contract with the top trumps of the bid card\'s suit', () => {
    const view = viewOf(auctionAt([STRONG, ...OTHERS], 'KS'));
    for (const seed of ['a', 'b', 'c']) expect(['hokum', 'sun']).toContain(call(view, seed).type);
  });

  it('[BAL-2.5] passes a hand without honours', () => {
    const view = viewOf(auctionAt([WEAK, ...OTHERS], 'QS'));
    for (const seed of ['a', 'b', 'c']) expect(call(view, seed)).toEqual({ type: 'pass' });
  });

  it('always returns a legal call, in either round', () => {
    let state = auctionAt([WEAK, ...OTHERS], '7S');
    for (let n = 0; state.phase === 'auction' && n < 8; n++) {
      const view = viewOf(state);
      const action = call(view, `s${n}`);
      expect(view.legal).toContainEqual(action);
      state = mustApply(baloot, state, state.turn, action);
    }
  });

  it('gives the same call from the same seed', () => {
    const view = viewOf(auctionAt(['9C AC TC 8S 7S', ...OTHERS], 'AD'));
    expect(call(view, 'same')).toEqual(call(view, 'same'));
  });

  it('[BAL-3.4] runs the auction on: all passing throws the hand in, a strong seat buys it', () => {
    const view = viewOf(auctionAt([WEAK, ...OTHERS], '7S'));
    const weak = [0, 1, 2, 3].map(() => cards(WEAK));
    expect(auctionOutcome(view, { type: 'pass' }, weak)).toBeNull();
    const strong = [cards(WEAK), cards(STRONG), cards(WEAK), cards(WEAK)];
    expect(auctionOutcome(view, { type: 'pass' }, strong)).toMatchObject({ declarer: 1 });
  });

  it('fits a sampled hand to the calls its seat made', () => {
    const start = auctionAt([STRONG, ...OTHERS], 'KS');
    const view = viewOf(mustApply(baloot, start, 0, auctionCall(viewOf(start))));
    expect(fitsCalls(view, 0, cards(STRONG))).toBe(true);
    expect(fitsCalls(view, 0, cards(WEAK))).toBe(false);
  });

  it('plays whole games with the search on, every call legal', () => {
    const bot = balootExpertWith({ ...BALOOT_SEARCH, plays: 2000, most: 8, fewest: 4, bidDeals: 8 });
    let state = mustSetup(baloot, { seats: 4, seed: 'bid-game', options: { target: 40 } });
    for (let n = 0; state.phase !== 'over' && n < 600; n++) {
      const view = viewOf(state);
      const action = bot(view, seededRandom(`d${n}`));
      expect(view.legal).toContainEqual(action);
      state = mustApply(baloot, state, state.turn, action);
    }
  });
});
