import { makePack, placesByCode, SUITS, type Card, type Rank, type Suit } from '../../core/cards.js';
import type { GameEvent } from '../../core/game.js';

/** [FS-2.4] Rank in every suit, highest first (the 8 and 7 exist only in the 64-card pack). */
export const RANK_ORDER: readonly Rank[] = ['J', '9', 'A', 'T', 'K', 'Q', '8', '7'];

/**
 * A card by number, 0–63: copy * 32 + suit * 8 + its place in `RANK_ORDER` (`JS1` 0, `7C1` 31,
 * `JS2` 32, `7C2` 63). A set of cards is two 32-bit masks, one per copy: bit `n & 31` of word `n >> 5`.
 */
export type CardNo = number;

/** [FS-2.1] Every card id of the two packs, by card number; copies carry a digit so identical cards stay distinct. */
export const CARDS: readonly Card[] = makePack(RANK_ORDER, 2);

// [FS-2.4] J 3, 9 2, A 1, T 1, others 0 (56 in every pack below); strength: higher wins, by rank place
const POINTS_BY_PLACE = [3, 2, 1, 1, 0, 0, 0, 0];

/** The card points of card number `n` [FS-2.4]. */
export function pointsOfNumber(n: CardNo): number {
  return POINTS_BY_PLACE[n & 7];
}

// a rank's place and a suit's number by character code, -1 for other characters
const RANK_PLACES = placesByCode(RANK_ORDER);
const SUIT_PLACES = placesByCode(SUITS);

/** The cards of each suit number (S H D C = 0–3) in one word of a set. */
export const SUIT_SETS: readonly number[] = [0xff, 0xff00, 0xff0000, 0xff000000 | 0];

/** The number of a suit (S H D C = 0–3), or -1 for none (No Trumps). */
export function suitNumber(suit: Suit | null): number {
  return suit === null ? -1 : SUIT_PLACES[suit.charCodeAt(0) & 127];
}

/** True if card `n`, played later, beats `best`, the card winning the trick; an identical card does not [FS-4.3]. */
export function beats(n: CardNo, best: CardNo, trump: number): boolean {
  const suit = (n >> 3) & 3;
  if (suit === ((best >> 3) & 3)) return (n & 7) < (best & 7);
  return suit === trump;
}

/** The pack for one hand, as card numbers, and how many cards each player gets. */
export interface PackSpec {
  pack: readonly CardNo[];
  handSize: number;
}

const numbersOf = (ranks: number): CardNo[] => [...CARDS.keys()].filter((n) => (n & 7) < ranks);
const PACK_64: PackSpec = { pack: numbersOf(8), handSize: 8 };
const PACK_48: PackSpec = { pack: numbersOf(6), handSize: 12 };
const PACK_48_SIX: PackSpec = { pack: PACK_48.pack, handSize: 8 };
const PACK_32: PackSpec = { pack: numbersOf(4), handSize: 8 };

/**
 * [FS-2.1][FS-2.2][FS-5.4] The pack and hand size for the number of players still at the table:
 * 4 -> 48 cards, 12 each (option shortPack4: 32 cards, 8 each); 6 -> 48, 8 each; 8 -> 64, 8 each.
 */
export function packNumbers(players: number, shortPack4: boolean): PackSpec | null {
  if (players === 4) return shortPack4 ? PACK_32 : PACK_48;
  if (players === 6) return PACK_48_SIX;
  if (players === 8) return PACK_64;
  return null;
}

const BY_IDS = new Map<PackSpec, { pack: readonly Card[]; handSize: number }>();
for (const spec of [PACK_64, PACK_48, PACK_48_SIX, PACK_32]) BY_IDS.set(spec, { pack: spec.pack.map((n) => CARDS[n]), handSize: spec.handSize });

/** `packNumbers` as card ids (`pack` in the order of core's makePack), for bots and checks. */
export function packFor(players: number, shortPack4: boolean): { pack: readonly Card[]; handSize: number } | null {
  const spec = packNumbers(players, shortPack4);
  return spec && BY_IDS.get(spec)!;
}

/** The number of a card id (`JS1`), or -1 if it is not a card of the packs. */
export function cardNumber(card: unknown): CardNo {
  if (typeof card !== 'string' || card.length !== 3) return -1;
  const rank = RANK_PLACES[card.charCodeAt(0) & 127];
  const suit = SUIT_PLACES[card.charCodeAt(1) & 127];
  const copy = card.charCodeAt(2) - 49;
  if (rank < 0 || suit < 0 || (copy !== 0 && copy !== 1) || card.charCodeAt(0) > 127 || card.charCodeAt(1) > 127) return -1;
  return copy * 32 + suit * 8 + rank;
}

/** Strength of a card id within its suit (higher wins) [FS-2.4]. */
export function strengthOf(card: Card): number {
  return 8 - RANK_PLACES[card.charCodeAt(0) & 127];
}

/** Card points of one card id [FS-2.4]. */
export function pointsOf(card: Card): number {
  return POINTS_BY_PLACE[RANK_PLACES[card.charCodeAt(0) & 127]];
}

/** The event of a card played, by seat * 64 + card number: built once, shared and frozen (events are values). */
export const CARD_PLAYED: readonly GameEvent[] = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((seat) =>
  CARDS.map((card): GameEvent => Object.freeze({ type: 'cardPlayed', audience: 'all', seat, card })),
);
