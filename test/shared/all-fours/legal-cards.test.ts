import { describe, expect, it } from 'vitest';
import type { Card, Suit } from '../../../shared/rules/core/cards.js';
import { randomBelow, seededRandom, shuffle } from '../../../shared/rules/core/shuffle.js';
import type { Play } from '../../../shared/rules/core/tricks.js';
import { PACK, strengthOf } from '../../../shared/rules/games/all-fours/cards.js';
import { legalCards, legalIndexes } from '../../../shared/rules/games/all-fours/play.js';

// The legal cards as the engine listed them before legalIndexes: card by card, with string suits.
function legalByCards(hand: readonly Card[], trick: readonly Play[], trump: Suit, noUndertrump: boolean): Card[] {
  if (trick.length === 0) return hand.slice();
  const led = trick[0].card[1];
  if (led === trump) {
    const holdsTrump = hand.some((card) => card[1] === trump);
    return hand.filter((card) => !holdsTrump || card[1] === trump);
  }
  let floor = -1;
  if (noUndertrump) for (const play of trick) if (play.card[1] === trump) floor = Math.max(floor, strengthOf(play.card));
  if (floor >= 0 && hand.every((card) => card[1] === trump)) floor = -1;
  const fits = (card: Card): boolean => card[1] === led || (card[1] === trump && strengthOf(card) > floor);
  if (hand.some(fits)) return hand.filter(fits);
  return hand.filter((card) => card[1] !== trump || strengthOf(card) > floor);
}

describe('[AF-3.2] [AF-3.3] [AF-7] legal cards as a set of hand indexes', () => {
  it('lists the same cards as the card-by-card rule on 20,000 random hands and tricks', () => {
    const random = seededRandom('legal-indexes');
    const suits: Suit[] = ['S', 'H', 'D', 'C'];
    for (let n = 0; n < 20_000; n++) {
      const pack = shuffle(PACK, `legal-${n}`);
      // hands of 1 to 26 cards (runs of the pack make them longer than 6), tricks of 0 to 3 cards
      const hand = pack.slice(0, 1 + randomBelow(random, 26));
      const trick: Play[] = pack.slice(26, 26 + randomBelow(random, 4)).map((card, seat) => ({ seat, card }));
      const trump = suits[randomBelow(random, 4)];
      const noUndertrump = randomBelow(random, 2) === 1;
      const expected = legalByCards(hand, trick, trump, noUndertrump);
      expect(legalCards(hand, trick, trump, noUndertrump)).toEqual(expected);
      const bits = legalIndexes(hand, trick, trump, noUndertrump);
      expect(hand.filter((_, i) => (bits >> i) & 1)).toEqual(expected);
    }
  });
});
