import { describe, expect, it } from 'vitest';
import { cardNumber, twentyEightRules } from '../../../../shared/bots/twenty-eight/expert.js';
import { drawHidden, hiddenDeals } from '../../../../shared/bots/twenty-eight/hidden-search.js';
import { twentyEightMemory } from '../../../../shared/bots/twenty-eight/memory.js';
import { seededRandom } from '../../../../shared/rules/core/shuffle.js';
import { twentyEight } from '../../../../shared/rules/games/twenty-eight/index.js';
import { searchSource } from '../../../../shared/bots/expert/worlds.js';
import { D3, toPlay } from '../../twenty-eight/deals.js';
import { run, start } from '../../twenty-eight/stack.js';

const SUIT_NUMBER: Record<string, number> = { S: 0, H: 1, D: 2, C: 3 };

// D3: seat 1 bids 15 and lays JS; T1 7S KS QS JC (seat 3 shows no spade, seat 1 wins); seat 1 then leads 8H
const state = run(run(start({ deal: D3 }), toPlay('JS')).state, ['7S', 'KS', 'QS', 'JC', '8H']).state;

function draws(seat: number, n = 300) {
  const view = twentyEight.view(state, seat);
  const deals = hiddenDeals(view, twentyEightMemory(view), cardNumber, twentyEightRules(view, null));
  const source = searchSource(seededRandom(`draws-${seat}`));
  return { view, all: Array.from({ length: n }, () => drawHidden(deals, source)) };
}

describe('the expert\'s deals while the trump is hidden', () => {
  it('sample the face-down card among the unseen cards, never of a suit the bidder led, and keep every void', () => {
    const { view, all } = draws(2);
    const seen = new Set([...(view.myHand ?? []), '7S', 'KS', 'QS', 'JC', '8H'].map(cardNumber));
    const drawn = all.filter((d) => d !== null);
    expect(drawn.length).toBeGreaterThan(100);
    const suits = new Set<number>();
    for (const { world, card, weight } of drawn) {
      expect(seen.has(card)).toBe(false);
      expect(Math.floor(card / 9)).not.toBe(SUIT_NUMBER.H); // [TE-5.2] the bidder led a heart while holding others
      suits.add(Math.floor(card / 9));
      expect(weight).toBeGreaterThanOrEqual(1);
      // seat 3 showed it holds no spade; seat 1's hand never holds its own face-down card
      expect(world.hands[3].some((c) => Math.floor(c / 9) === SUIT_NUMBER.S)).toBe(false);
      expect(world.hands[1]).not.toContain(card);
      expect(world.hands[1].length).toBe(view.handSizes[1]);
    }
    expect(suits.size).toBeGreaterThan(1);
  });

  it('know the face-down card when the viewer laid it', () => {
    const view = twentyEight.view(state, 1);
    const deals = hiddenDeals(view, twentyEightMemory(view), cardNumber, twentyEightRules(view, null));
    const source = searchSource(seededRandom('mine'));
    for (let i = 0; i < 50; i++) expect(drawHidden(deals, source)?.card).toBe(cardNumber('JS'));
  });
});
