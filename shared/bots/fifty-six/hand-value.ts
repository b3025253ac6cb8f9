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
