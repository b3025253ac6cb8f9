import { SUITS, type Card, type Suit } from '../../rules/core/cards.js';
import { pointsOf, strengthOf } from '../../rules/games/twenty-eight/cards.js';

function holds(cards: readonly Card[], rank: string): boolean {
  return cards.some((c) => c[0] === rank);
}

// What one suit adds, above an ordinary hand, to the card points a side expects with `isTrump` [TE-1.1]:
// J 9 A T are the top four in every suit, and length in trumps wins tricks once the trump is exposed.
function suitBonus(cards: readonly Card[], isTrump: boolean, fairLength: number): number {
  if (cards.length === 0) return 0;
  const jack = holds(cards, 'J');
  const nine = holds(cards, '9');
  let bonus = 0;
  if (isTrump) {
    if (jack) bonus += 3.5;
    if (nine) bonus += jack ? 3 : 1.5;
    if (holds(cards, 'A')) bonus += jack && nine ? 2 : 0.8;
    if (holds(cards, 'T')) bonus += 0.6;
    bonus += 1.5 * (cards.length - fairLength);
    return bonus;
  }
  if (jack) bonus += 1.5;
  if (nine && jack) bonus += 1.2;
  if (holds(cards, 'A') && jack && nine) bonus += 0.5;
  return bonus;
}

// The bonus an average hand of `size` cards gets from its best suit (centres the estimate on a fair share).
const AVERAGE_BONUS_PER_CARD = 0.4;

/**
 * The card points the side of a bidder holding `hand` should win with `trump` [TE-8.1]: its fair share
 * of the 28 (a third alone at 3 players, half for a side at 4 and 6) moved by the hand's strength in
 * trumps and side jacks. `handSize` is the full hand (8, or 6 at 6 players); a partial hand (the first
 * batch) counts the unseen cards as ordinary.
 */
export function estimate(hand: readonly Card[], trump: Suit, seats: number, handSize: number): number {
  const fair = seats === 3 ? 28 / 3 : 14;
  const fairLength = hand.length / 4;
  let bonus = 0;
  const trumps = hand.filter((c) => c[1] === trump).length;
  for (const suit of SUITS) {
    const cards = hand.filter((c) => c[1] === suit);
    bonus += suitBonus(cards, suit === trump, fairLength);
    // a short side suit beside three trumps or more lets the bidder trump in phase 2
    if (suit !== trump && trumps >= 3 && cards.length <= 1 && hand.length === handSize) bonus += cards.length === 0 ? 0.6 : 0.3;
  }
  return fair + bonus - AVERAGE_BONUS_PER_CARD * hand.length;
}

/** The suit of `hand` that makes the best trumps, and what the side should then win (see estimate). */
export function bestTrump(hand: readonly Card[], seats: number, handSize: number): { suit: Suit; points: number } {
  let suit: Suit = SUITS[0];
  let points = -Infinity;
  for (const s of SUITS) {
    if (!hand.some((c) => c[1] === s)) continue;
    const value = estimate(hand, s, seats, handSize) + 0.01 * handPoints(hand.filter((c) => c[1] === s));
    if (value > points) {
      suit = s;
      points = value;
    }
  }
  return { suit, points };
}

/** The card points in `cards` [TE-1.1]. */
export function handPoints(cards: readonly Card[]): number {
  let points = 0;
  for (const card of cards) points += pointsOf(card);
  return points;
}

/** The weakest card of `suit` in `hand` (the one to lay face down: the stronger stay playable). */
export function weakestOf(hand: readonly Card[], suit: Suit): Card {
  let weakest: Card | null = null;
  for (const card of hand) if (card[1] === suit && (weakest === null || strengthOf(card) < strengthOf(weakest))) weakest = card;
  return weakest ?? hand[0];
}

/**
 * True if `hand` wins every trick leading without trumps [TE-7.2]: in each suit it holds, its cards
 * are the top cards of that suit in `pack`, so each lead is the best card left of its suit.
 */
export function sureThani(hand: readonly Card[], pack: readonly Card[]): boolean {
  if (hand.length === 0) return false;
  for (const suit of SUITS) {
    const mine = hand.filter((c) => c[1] === suit).length;
    if (mine === 0) continue;
    const top = pack.filter((c) => c[1] === suit).sort((a, b) => strengthOf(b) - strengthOf(a)).slice(0, mine);
    if (!top.every((c) => hand.includes(c))) return false;
  }
  return true;
}
