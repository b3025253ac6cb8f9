import { makePack, placesByCode, rankStrength, SUITS, type Card, type PointTable, type Rank, type Suit } from '../../core/cards.js';

/** [BAL-6.2] the order of sequences in every contract. */
export const SEQUENCE_ORDER: readonly Rank[] = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'];

/**
 * The 32-card Baloot pack: 7 8 9 T J Q K A in each suit. A card's index here is its number in the
 * state: suit * 8 + its place in the sequence order (`AS` 0, `KS` 1 ... `7C` 31).
 */
export const PACK: readonly Card[] = makePack(SEQUENCE_ORDER);

/** A card by number (0–31, see `PACK`). */
export type CardNo = number;

/** A set of cards as a 32-bit mask: bit n is card number n. */
export type CardSet = number;

// a rank's place in the sequence order and a suit's number by character code, -1 for other characters
const RANK_PLACES = placesByCode(SEQUENCE_ORDER);
const SUIT_PLACES = placesByCode(SUITS);

/** The number of a card code, or -1 if it is not a card of the pack. */
export function cardNumber(card: unknown): CardNo {
  if (typeof card !== 'string' || card.length !== 2) return -1;
  const rankCode = card.charCodeAt(0);
  const suitCode = card.charCodeAt(1);
  if (rankCode > 127 || suitCode > 127) return -1;
  const rank = RANK_PLACES[rankCode];
  const suit = SUIT_PLACES[suitCode];
  return rank < 0 || suit < 0 ? -1 : suit * 8 + rank;
}

/** The set of the given cards. */
export function setOf(cards: readonly CardNo[]): CardSet {
  let set = 0;
  for (let i = 0; i < cards.length; i++) set |= 1 << cards[i];
  return set;
}

/** The cards of each suit number (S H D C = 0–3). */
export const SUIT_SETS: readonly CardSet[] = [0xff, 0xff00, 0xff0000, 0xff000000 | 0];

/** The number of a suit (S H D C = 0–3), or -1 for none (Sun has no trumps). */
export function suitNumber(suit: Suit | null): number {
  return suit === null ? -1 : SUIT_PLACES[suit.charCodeAt(0) & 127];
}

// [BAL-1.4] ranks in the trump suit and in every other suit (and all suits in Sun)
const TRUMP_ORDER: readonly Rank[] = ['J', '9', 'A', 'T', 'K', 'Q', '8', '7'];
const PLAIN_ORDER: readonly Rank[] = ['A', 'T', 'K', 'Q', 'J', '9', '8', '7'];
// [BAL-7.1] card points (abnat)
const TRUMP_POINTS: PointTable = { J: 20, '9': 14, A: 11, T: 10, K: 4, Q: 3 };
const PLAIN_POINTS: PointTable = { A: 11, T: 10, K: 4, Q: 3, J: 2 };

// the same tables by a card number's rank (n & 7)
const byRank = (table: Partial<Record<string, number>>): readonly number[] => SEQUENCE_ORDER.map((rank) => table[rank] ?? 0);
const TRUMP_STRENGTH = byRank(rankStrength(TRUMP_ORDER));
const PLAIN_STRENGTH = byRank(rankStrength(PLAIN_ORDER));
const TRUMP_VALUE = byRank(TRUMP_POINTS);
const PLAIN_VALUE = byRank(PLAIN_POINTS);

/** Strength of card number `n` within its suit (higher wins), given the trump suit number or -1. */
export function strengthOfNumber(n: CardNo, trump: number): number {
  return n >> 3 === trump ? TRUMP_STRENGTH[n & 7] : PLAIN_STRENGTH[n & 7];
}

/** The card points (abnat) of card number `n`, given the trump suit number or -1. */
export function pointsOfNumber(n: CardNo, trump: number): number {
  return n >> 3 === trump ? TRUMP_VALUE[n & 7] : PLAIN_VALUE[n & 7];
}

/** True if card `n`, played later, beats `best`, the card currently winning the trick. */
export function beats(n: CardNo, best: CardNo, trump: number): boolean {
  if (n >> 3 === best >> 3) return strengthOfNumber(n, trump) > strengthOfNumber(best, trump);
  return n >> 3 === trump;
}

/** The cards that beat `best` when played later: higher ones of its suit, and any trump if it is not one. */
export function beatersOf(best: CardNo, trump: number): CardSet {
  let set = best >> 3 === trump || trump < 0 ? 0 : SUIT_SETS[trump];
  for (let n = best & ~7; n < (best & ~7) + 8; n++) if (strengthOfNumber(n, trump) > strengthOfNumber(best, trump)) set |= 1 << n;
  return set;
}

/** Strength of a card within its suit (higher wins), given the trump suit or null in Sun. */
export function strengthOf(card: Card, trump: Suit | null): number {
  return strengthOfNumber(cardNumber(card), suitNumber(trump));
}

/** The card points (abnat) of one card, given the trump suit or null in Sun. */
export function pointsOf(card: Card, trump: Suit | null): number {
  return pointsOfNumber(cardNumber(card), suitNumber(trump));
}

/** Position of a rank in the sequence order (0 = Ace). */
export function sequenceIndex(rank: Rank): number {
  return SEQUENCE_ORDER.indexOf(rank);
}
