import { SUITS, type Card, type Suit } from '../../rules/core/cards.js';
import { pointsOf } from '../../rules/games/fifty-six/cards.js';

function countRank(cards: readonly Card[], rank: string): number {
  let n = 0;
  for (const card of cards) if (card[0] === rank) n++;
  return n;
}

// Expected winners of one suit [FS-2.4]: J 9 A T K Q, two of each; of equal cards the first played wins.
function suitWinners(cards: readonly Card[], isTrump: boolean, noTrumps: boolean): number {
  const length = cards.length;
  if (length === 0) return 0;
  const jacks = countRank(cards, 'J');
  const nines = countRank(cards, '9');
  const aces = countRank(cards, 'A');
  let value = 0;
  if (isTrump) {
    value += jacks === 2 ? 2 : 0.9 * jacks;
    value += nines * (jacks > 0 ? 0.7 : 0.4);
    if (length >= 4) value += 0.3 * aces;
    if (length > 3) value += 0.6 * (length - 3);
    return value;
  }
  value += jacks === 2 ? 1.6 : jacks * (noTrumps ? 0.8 : 0.6);
  value += nines * (jacks > 0 ? 0.4 : 0.15);
  if (noTrumps && jacks > 0 && length > 3) value += 0.3 * (length - 3);
  return value;
}

/** How many tricks `hand` should win with `trump` as trumps (null: No Trumps). */
export function winners(hand: readonly Card[], trump: Suit | null): number {
  let value = 0;
  for (const suit of SUITS) {
    const cards = hand.filter((c) => c[1] === suit);
    value += suitWinners(cards, suit === trump, trump === null);
    // a void or a singleton beside a long trump suit lets the hand ruff
    if (trump !== null && suit !== trump && cards.length <= 1) {
      const trumps = hand.filter((c) => c[1] === trump).length;
      if (trumps >= 3) value += cards.length === 0 ? 0.5 : 0.25;
    }
  }
  return value;
}

/** The card points the hand holds [FS-2.4]. */
export function handPoints(hand: readonly Card[]): number {
  let points = 0;
  for (const card of hand) points += pointsOf(card);
  return points;
}

/**
 * The suit of `hand` the bots would make trumps [FS-3.2]: the most expected winners as trumps (the
 * reading the auction's contractPoints makes of a suit, whose other terms do not depend on the suit),
 * then the longer suit, then the more card points in it. Null for a hand with no cards.
 */
export function strongestSuit(hand: readonly Card[]): Suit | null {
  let best: Suit | null = null;
  let bestKey: number[] = [];
  for (const suit of SUITS) {
    const cards = hand.filter((c) => c[1] === suit);
    if (cards.length === 0) continue;
    const key = [winners(hand, suit), cards.length, handPoints(cards)];
    const differs = key.findIndex((v, i) => v !== bestKey[i]);
    if (best === null || (differs !== -1 && key[differs] > bestKey[differs])) {
      best = suit;
      bestKey = key;
    }
  }
  return best;
}

/** True if `hand` holds a top card (a jack) of `suit`: the bid is then announced number first [FS-3.3]. */
export function holdsTop(hand: readonly Card[], suit: Suit): boolean {
  return hand.some((c) => c[0] === 'J' && c[1] === suit);
}
