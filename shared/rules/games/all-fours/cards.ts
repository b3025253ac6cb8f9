import { makePack, RANKS, rankStrength, type Card, type PointTable, type Rank } from '../../core/cards.js';

/** The full 52-card pack, ranked A K Q J T 9 8 7 6 5 4 3 2 in every suit. */
export const PACK: readonly Card[] = makePack(RANKS);

const STRENGTH = rankStrength(RANKS);

/** Strength of a card within its suit (higher wins); the same order in every suit. */
export function strengthOf(card: Card): number {
  return STRENGTH[card[0]];
}

/** Strength of a rank alone, used to compare cut cards. */
export function rankValue(rank: Rank): number {
  return STRENGTH[rank];
}

// [AF-4.4] counting points for Game
const GAME_POINTS: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1, T: 10 };

/** The counting points of one card towards Game [AF-4.4]: A 4, K 3, Q 2, J 1, T 10. */
export function countingPoints(card: Card): number {
  return GAME_POINTS[card[0]] ?? 0;
}

// [AF-1.3] kick points; the `tobago` option moves the 2 points from the Six to the Two
const TRINIDAD_KICKS: PointTable = { A: 1, '6': 2, J: 3 };
const TOBAGO_KICKS: PointTable = { A: 1, '2': 2, J: 3 };

/** The points a kicked card scores for the dealer's team under the `kicks` option [AF-1.3]. */
export function kickPoints(card: Card, kicks: string): number {
  return (kicks === 'tobago' ? TOBAGO_KICKS : TRINIDAD_KICKS)[card[0] as Rank] ?? 0;
}
