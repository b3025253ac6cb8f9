import { makePack, rankStrength, type Card, type Rank } from '../../core/cards.js';
import type { TwentyNineAction } from './state.js';

/** [TN-1.1] Rank in every suit, highest first. */
export const RANK_ORDER: readonly Rank[] = ['J', '9', 'A', 'T', 'K', 'Q', '8', '7'];

/** [TN-1.1] The 32 cards, suit by suit. */
export const PACK: readonly Card[] = makePack(RANK_ORDER);

const CARD_SET: ReadonlySet<string> = new Set(PACK);

// [TN-1.1] J 3, 9 2, A 1, T 1, others 0
const POINTS: Readonly<Record<string, number>> = { J: 3, '9': 2, A: 1, T: 1 };

const STRENGTH = rankStrength(RANK_ORDER);
// [TN-3.3] no trumps reversed: 7 high ... J low
const REVERSED = rankStrength([...RANK_ORDER].reverse());

const USUAL_STRENGTH = (card: Card): number => STRENGTH[card[0]];
const REVERSED_STRENGTH = (card: Card): number => REVERSED[card[0]];

/** A card's strength within its suit (higher wins): the usual order, or reversed for a no-trump hand with `noTrumpReversed`. */
export function strengthOf(reversed: boolean): (card: Card) => number {
  return reversed ? REVERSED_STRENGTH : USUAL_STRENGTH;
}

/** The card points of one card [TN-1.1]. */
export function pointsOf(card: Card): number {
  return POINTS[card[0]] ?? 0;
}

/** The card points of some cards. */
export function pointsOfAll(cards: readonly Card[]): number {
  let total = 0;
  for (const card of cards) total += POINTS[card[0]] ?? 0;
  return total;
}

/** True if `text` is one of the 32 cards. */
export function isCard(text: unknown): text is Card {
  return typeof text === 'string' && CARD_SET.has(text);
}

/** The `play` action of each card, built once and frozen (the play's hot path). */
export const PLAYS: Readonly<Record<string, TwentyNineAction>> = Object.fromEntries(PACK.map((card) => [card, Object.freeze({ type: 'play', card })]));
