import { makePack, RANKS, rankStrength, SUITS, type Card, type PointTable, type Rank, type Suit } from '../../core/cards.js';
import { shuffledIndexes } from '../../core/shuffle.js';

// The pack's codes as interned strings (V8 interns property keys): a card found in a hand or compared
// with another is a pointer compare, not a text compare, on the play path.
const CODES: Record<string, Card> = {};
for (const card of makePack(RANKS)) CODES[card] = card;
for (const card of Object.keys(CODES)) CODES[card] = card;

/** The full 52-card pack, ranked A K Q J T 9 8 7 6 5 4 3 2 in every suit. */
export const PACK: readonly Card[] = makePack(RANKS).map((card) => CODES[card]);

const STRENGTH = rankStrength(RANKS);

/**
 * The pack shuffled for one deal or cut of a game: the same order as core's `shuffleDeal(PACK, seed,
 * label)`, drawn without boxing (`shuffledIndexes`).
 */
export function shuffledPack(seed: string, label: string): Card[] {
  const order = shuffledIndexes(PACK.length, `${seed}/${label}`);
  // the list of indexes becomes the list of cards in place: one list allocated, not two
  const pack = order as unknown as Card[];
  for (let i = 0; i < order.length; i++) pack[i] = PACK[order[i]];
  return pack;
}

// [AF-4.4] counting points for Game
const GAME_POINTS: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1, T: 10 };

// Strength and counting points by the rank letter's character code, read per card in play.
const STRENGTH_BY_CODE = new Int8Array(128);
const GAME_POINTS_BY_CODE = new Int8Array(128);
for (const rank of RANKS) {
  STRENGTH_BY_CODE[rank.charCodeAt(0)] = STRENGTH[rank];
  GAME_POINTS_BY_CODE[rank.charCodeAt(0)] = GAME_POINTS[rank] ?? 0;
}

/** Strength of a card within its suit (higher wins); the same order in every suit. */
export function strengthOf(card: Card): number {
  return STRENGTH_BY_CODE[card.charCodeAt(0)];
}

/** Strength of a rank alone, used to compare cut cards. */
export function rankValue(rank: Rank): number {
  return STRENGTH[rank];
}

/** The counting points of one card towards Game [AF-4.4]: A 4, K 3, Q 2, J 1, T 10. */
export function countingPoints(card: Card): number {
  return GAME_POINTS_BY_CODE[card.charCodeAt(0)];
}

const RANK_SLOT = new Int8Array(128);
const SUIT_SLOT = new Int8Array(128);
const RANK_OK = new Uint8Array(128);
const SUIT_OK = new Uint8Array(128);
RANKS.forEach((rank, i) => {
  RANK_SLOT[rank.charCodeAt(0)] = i;
  RANK_OK[rank.charCodeAt(0)] = 1;
});
SUITS.forEach((suit, i) => {
  SUIT_SLOT[suit.charCodeAt(0)] = i;
  SUIT_OK[suit.charCodeAt(0)] = 1;
});

/** True if `card` is the code of a card of the pack (`TH`); by character code, without searching lists. */
export function isPackCode(card: unknown): card is Card {
  return typeof card === 'string' && card.length === 2 && RANK_OK[card.charCodeAt(0)] === 1 && SUIT_OK[card.charCodeAt(1)] === 1;
}

/** A card code's place in 0..51 from its character codes (no string-keyed lookup); codes of the pack only. */
export function slotOf(card: Card): number {
  return RANK_SLOT[card.charCodeAt(0)] * 4 + SUIT_SLOT[card.charCodeAt(1)];
}

/** The jack of a suit (the pack's code). */
export function jackOf(suit: Suit): Card {
  return CODES[`J${suit}`];
}

// [AF-1.3] kick points; the `tobago` option moves the 2 points from the Six to the Two
const TRINIDAD_KICKS: PointTable = { A: 1, '6': 2, J: 3 };
const TOBAGO_KICKS: PointTable = { A: 1, '2': 2, J: 3 };

/** The points a kicked card scores for the dealer's team under the `kicks` option [AF-1.3]. */
export function kickPoints(card: Card, kicks: string): number {
  return (kicks === 'tobago' ? TOBAGO_KICKS : TRINIDAD_KICKS)[card[0] as Rank] ?? 0;
}
