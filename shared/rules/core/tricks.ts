import { suitOf, type Card, type Suit } from './cards.js';
import type { Seat } from './seats.js';

/** One card put into a trick, with the seat that played it. */
export interface Play {
  seat: Seat;
  card: Card;
}

/** Strength of a card within its suit (higher wins); a game supplies this from its rank order. */
export type Strength = (card: Card) => number;

/** The suit led to a trick, or null for an empty trick. */
export function ledSuit(plays: readonly Play[]): Suit | null {
  return plays.length === 0 ? null : suitOf(plays[0].card);
}

/** The cards of `hand` in `suit`. */
export function cardsInSuit(hand: readonly Card[], suit: Suit): Card[] {
  return hand.filter((card) => card[1] === suit);
}

/** True if `hand` holds a card of `suit`. */
export function holdsSuit(hand: readonly Card[], suit: Suit): boolean {
  for (const card of hand) if (card[1] === suit) return true;
  return false;
}

/** The cards a player must choose from under plain follow-suit: the led suit if held, else the hand. */
export function followSuit(hand: readonly Card[], led: Suit | null): Card[] {
  if (led === null) return hand.slice();
  const inSuit = cardsInSuit(hand, led);
  return inSuit.length > 0 ? inSuit : hand.slice();
}

/**
 * The index of the winning play: the strongest trump, else the strongest card of the suit led.
 * Equal strengths (identical cards of a two-pack game) go to the card played first.
 */
export function winningPlay(plays: readonly Play[], trump: Suit | null, strength: Strength): number {
  if (plays.length === 0) throw new Error('winningPlay: empty trick');
  let best = 0;
  let bestCard = plays[0].card;
  for (let i = 1; i < plays.length; i++) {
    const card = plays[i].card;
    if (beats(card, bestCard, trump, strength)) {
      best = i;
      bestCard = card;
    }
  }
  return best;
}

/** True if `card`, played later, beats `best`, the card currently winning the trick. */
export function beats(card: Card, best: Card, trump: Suit | null, strength: Strength): boolean {
  const suit = card[1];
  const bestSuit = best[1];
  if (suit === bestSuit) return strength(card) > strength(best);
  return trump !== null && suit === trump;
}
