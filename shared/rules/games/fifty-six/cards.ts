import { makePack, rankStrength, type Card, type Rank } from '../../core/cards.js';
import type { Action } from '../../core/game.js';

/** [FS-2.4] Rank in every suit, highest first (the 8 and 7 exist only in the 64-card pack). */
export const RANK_ORDER: readonly Rank[] = ['J', '9', 'A', 'T', 'K', 'Q', '8', '7'];

const STRENGTH = rankStrength(RANK_ORDER);

// [FS-2.4] J 3, 9 2, A 1, T 1, others 0: 56 in every pack below.
const POINTS: Record<string, number> = { J: 3, '9': 2, A: 1, T: 1, K: 0, Q: 0, '8': 0, '7': 0 };

/** The pack for one hand and how many cards each player gets. */
export interface PackSpec {
  pack: readonly Card[];
  handSize: number;
}

// [FS-2.1] two packs; cards carry a copy digit (`JS1`, `JS2`) so identical cards stay distinct.
const PACK_48: PackSpec = { pack: makePack(['J', '9', 'A', 'T', 'K', 'Q'], 2), handSize: 12 };
const PACK_48_SIX: PackSpec = { pack: PACK_48.pack, handSize: 8 };
const PACK_64: PackSpec = { pack: makePack(RANK_ORDER, 2), handSize: 8 };
const PACK_32: PackSpec = { pack: makePack(['J', '9', 'A', 'T'], 2), handSize: 8 };

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
  return STRENGTH[card[0]];
}

/** Card points of one card [FS-2.4]. */
export function pointsOf(card: Card): number {
  return POINTS[card[0]];
}

const PLAY_ACTIONS: Record<string, Action> = {};
for (const card of PACK_64.pack) PLAY_ACTIONS[card] = Object.freeze({ type: 'play', card });

/** The (shared, frozen) `play` action for a card id. */
export function playAction(card: Card): Action {
  return PLAY_ACTIONS[card];
}

/** True if `card` is the id of a card of the largest pack (`JS1`, `7C2`). */
export function isCardId(card: unknown): card is Card {
  return typeof card === 'string' && Object.hasOwn(PLAY_ACTIONS, card);
}
