import type { Card } from './cards.js';
import type { Deal } from './game.js';

/** Checks that an explicit deal uses exactly the cards of `pack`, with the hand and stock sizes given. */
export function checkDeal(
  deal: Deal,
  pack: readonly Card[],
  handSize: number,
  seats: number,
  stockSize: number,
): string | null {
  if (!deal || !Array.isArray(deal.hands) || !Array.isArray(deal.stock)) {
    return 'a deal needs "hands" (one array per seat) and "stock" (an array)';
  }
  if (deal.hands.length !== seats) return `a deal needs ${seats} hands, got ${deal.hands.length}`;
  for (let s = 0; s < seats; s++) {
    const hand = deal.hands[s];
    if (!Array.isArray(hand) || hand.length !== handSize) {
      return `hand of seat ${s} must have ${handSize} cards`;
    }
  }
  if (deal.stock.length !== stockSize) return `the stock must have ${stockSize} cards, got ${deal.stock.length}`;
  const remaining = new Map<Card, number>();
  for (const card of pack) remaining.set(card, (remaining.get(card) ?? 0) + 1);
  for (const card of [...deal.hands.flat(), ...deal.stock]) {
    const left = remaining.get(card);
    if (left === undefined) return `"${String(card)}" is not a card of this pack`;
    if (left === 0) return `"${card}" is dealt twice`;
    remaining.set(card, left - 1);
  }
  return null;
}

/** Splits a shuffled pack into hands of `handSize` (seat order) and the rest as the stock. */
export function splitPack(pack: readonly Card[], handSize: number, seats: number): Deal {
  const hands: Card[][] = [];
  for (let s = 0; s < seats; s++) hands.push(pack.slice(s * handSize, (s + 1) * handSize));
  return { hands, stock: pack.slice(seats * handSize) };
}
