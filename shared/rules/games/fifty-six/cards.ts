import { makePack, rankStrength, type Card, type Rank } from '../../core/cards.js';
import type { Action } from '../../core/game.js';

/** [FS-2.4] Rank in every suit, highest first (the 8 and 7 exist only in the 64-card pack). */
export const RANK_ORDER: readonly Rank[] = ['J', '9', 'A', 'T', 'K', 'Q', '8', '7'];

// [FS-2.4] J 3, 9 2, A 1, T 1, others 0: 56 in every pack below.
const POINTS: Record<string, number> = { J: 3, '9': 2, A: 1, T: 1, K: 0, Q: 0, '8': 0, '7': 0 };

// Strength and points looked up by the rank letter's character code: the play path reads them per card.
const STRENGTH_BY_CODE = new Int8Array(128);
const POINTS_BY_CODE = new Int8Array(128);
for (const [rank, strength] of Object.entries(rankStrength(RANK_ORDER))) {
  STRENGTH_BY_CODE[rank.charCodeAt(0)] = strength;
  POINTS_BY_CODE[rank.charCodeAt(0)] = POINTS[rank];
}

/** The pack for one hand and how many cards each player gets. */
export interface PackSpec {
  pack: readonly Card[];
  handSize: number;
}

// The ids of the 64-card pack as interned strings (V8 interns property keys): every pack below uses
// these string objects, so finding a card in a hand or looking up its action compares pointers, not text.
const IDS: Record<string, Card> = {};
for (const card of makePack(RANK_ORDER, 2)) IDS[card] = card;
for (const card of Object.keys(IDS)) IDS[card] = card;
const idsOf = (ranks: readonly Rank[]): Card[] => makePack(ranks, 2).map((card) => IDS[card]);

// [FS-2.1] two packs; cards carry a copy digit (`JS1`, `JS2`) so identical cards stay distinct.
const PACK_64: PackSpec = { pack: idsOf(RANK_ORDER), handSize: 8 };
const PACK_48: PackSpec = { pack: idsOf(['J', '9', 'A', 'T', 'K', 'Q']), handSize: 12 };
const PACK_48_SIX: PackSpec = { pack: PACK_48.pack, handSize: 8 };
const PACK_32: PackSpec = { pack: idsOf(['J', '9', 'A', 'T']), handSize: 8 };

/**
 * [FS-2.1][FS-2.2][FS-5.4] The pack and hand size for the number of players still at the table:
 * 4 -> 48 cards, 12 each (option shortPack4: 32 cards, 8 each); 6 -> 48, 8 each; 8 -> 64, 8 each.
 */
export function packFor(players: number, shortPack4: boolean): PackSpec | null {
  if (players === 4) return shortPack4 ? PACK_32 : PACK_48;
  if (players === 6) return PACK_48_SIX;
  if (players === 8) return PACK_64;
  return null;
}

/** Strength of a card within its suit (higher wins) [FS-2.4]. */
export function strengthOf(card: Card): number {
  return STRENGTH_BY_CODE[card.charCodeAt(0)];
}

/** Card points of one card [FS-2.4]. */
export function pointsOf(card: Card): number {
  return POINTS_BY_CODE[card.charCodeAt(0)];
}

// A card id's slot in PLAY_BY_SLOT from its three character codes: rank letter, suit letter, copy digit.
// Arithmetic on character codes, so listing legal plays looks up no string keys.
const RANK_SLOT = new Int8Array(128);
const SUIT_SLOT = new Int8Array(128);
RANK_ORDER.forEach((rank, i) => (RANK_SLOT[rank.charCodeAt(0)] = i));
['S', 'H', 'D', 'C'].forEach((suit, i) => (SUIT_SLOT[suit.charCodeAt(0)] = i));
const slotOf = (card: Card): number =>
  RANK_SLOT[card.charCodeAt(0)] * 8 + SUIT_SLOT[card.charCodeAt(1)] * 2 + card.charCodeAt(2) - 49;

const PLAY_ACTIONS: Record<string, Action> = {};
const PLAY_BY_SLOT: Action[] = [];
for (const card of PACK_64.pack) {
  PLAY_ACTIONS[card] = Object.freeze({ type: 'play', card });
  PLAY_BY_SLOT[slotOf(card)] = PLAY_ACTIONS[card];
}

/** The (shared, frozen) `play` action for a card id of the packs. */
export function playAction(card: Card): Action {
  return PLAY_BY_SLOT[slotOf(card)];
}

/** True if `card` is the id of a card of the largest pack (`JS1`, `7C2`). */
export function isCardId(card: unknown): card is Card {
  return typeof card === 'string' && Object.hasOwn(PLAY_ACTIONS, card);
}
