import { makePack, rankOf, rankStrength, type Card, type PointTable, type Rank, type Suit } from '../../core/cards.js';

/** The 32-card Baloot pack: 7 8 9 T J Q K A in each suit. */
export const PACK: readonly Card[] = makePack(['A', 'K', 'Q', 'J', 'T', '9', '8', '7']);

// [BAL-1.4] ranks in the trump suit and in every other suit (and all suits in Sun)
const TRUMP_ORDER: readonly Rank[] = ['J', '9', 'A', 'T', 'K', 'Q', '8', '7'];
const PLAIN_ORDER: readonly Rank[] = ['A', 'T', 'K', 'Q', 'J', '9', '8', '7'];
/** [BAL-6.2] the order of sequences in every contract. */
export const SEQUENCE_ORDER: readonly Rank[] = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'];

const TRUMP_STRENGTH = rankStrength(TRUMP_ORDER);
const PLAIN_STRENGTH = rankStrength(PLAIN_ORDER);

// [BAL-7.1] card points (abnat)
const TRUMP_POINTS: PointTable = { J: 20, '9': 14, A: 11, T: 10, K: 4, Q: 3 };
const PLAIN_POINTS: PointTable = { A: 11, T: 10, K: 4, Q: 3, J: 2 };

/** Strength of a card within its suit (higher wins), given the trump suit or null in Sun. */
export function strengthOf(card: Card, trump: Suit | null): number {
  return card[1] === trump ? TRUMP_STRENGTH[card[0]] : PLAIN_STRENGTH[card[0]];
}

/** The card points (abnat) of one card, given the trump suit or null in Sun. */
export function pointsOf(card: Card, trump: Suit | null): number {
  return (card[1] === trump ? TRUMP_POINTS : PLAIN_POINTS)[rankOf(card)] ?? 0;
}

/** Position of a rank in the sequence order (0 = Ace). */
export function sequenceIndex(rank: Rank): number {
  return SEQUENCE_ORDER.indexOf(rank);
}
