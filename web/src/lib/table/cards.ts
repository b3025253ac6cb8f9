import type { Card, Suit } from '$shared/rules/core/cards.js';

/** The symbol of each suit letter. */
export const SUIT_SYMBOL: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The rank as printed on a card face: `T` is shown as 10. */
export function rankLabel(card: Card): string {
  return card[0] === 'T' ? '10' : card[0];
}

/** The suit letter of a card id (copy digits of two-pack games are ignored). */
export function suitLetter(card: Card): Suit {
  return card[1] as Suit;
}

/** Suits in display order, alternating colours so neighbouring groups in a hand stay distinct. */
const DISPLAY_SUITS: readonly Suit[] = ['S', 'H', 'C', 'D'];

/**
 * A hand sorted for display: grouped by suit (trumps first when known), strongest first within a
 * suit by the game's rank order (highest first); cards missing from the order keep natural order.
 */
export function sortHand(hand: readonly Card[], order: string, trump: Suit | null = null, trumpOrder = order): Card[] {
  const suits = trump ? [trump, ...DISPLAY_SUITS.filter((s) => s !== trump)] : DISPLAY_SUITS;
  const key = (card: Card) => {
    const suit = suitLetter(card);
    const ranks = suit === trump ? trumpOrder : order;
    const rank = ranks.indexOf(card[0]);
    return suits.indexOf(suit) * 100 + (rank < 0 ? 50 : rank) * 2 + (card[2] === '2' ? 1 : 0);
  };
  return hand.slice().sort((a, b) => key(a) - key(b));
}
