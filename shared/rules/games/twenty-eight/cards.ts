import { makePack, placesByCode, type Card, type Rank, type Suit } from '../../core/cards.js';
import type { GameEvent } from '../../core/game.js';
import type { TwentyEightAction } from './state.js';

/** [TE-1.1] Rank in every suit, trumps included, highest first; [TE-10.2] the 6 ranks after the 7. */
export const RANK_ORDER: readonly Rank[] = ['J', '9', 'A', 'T', 'K', 'Q', '8', '7', '6'];

const RANK_PLACES = placesByCode(RANK_ORDER);

// [TE-1.1] J 3, 9 2, A 1, T 1, others 0: 28 in every pack
const POINTS_BY_PLACE = [3, 2, 1, 1, 0, 0, 0, 0, 0];

/** The pack and hand size for a player count [TE-1.1][TE-10.1][TE-10.2]. */
export interface PackSpec {
  pack: readonly Card[];
  handSize: number;
  /** How many cards each player gets before the first auction. */
  firstBatch: number;
}

const PACKS: Record<number, PackSpec> = {
  4: { pack: makePack(RANK_ORDER.slice(0, 8)), handSize: 8, firstBatch: 4 },
  3: { pack: makePack(RANK_ORDER.slice(0, 6)), handSize: 8, firstBatch: 4 },
  6: { pack: makePack(RANK_ORDER), handSize: 6, firstBatch: 6 },
};

/** The pack of a player count: 32 cards at 4, 24 at 3 (no 8s, 7s), 36 at 6 (the 6s added). */
export function packOf(seats: number): PackSpec {
  return PACKS[seats];
}

/** Strength of a card within its suit (higher wins) [TE-1.1]. */
export function strengthOf(card: Card): number {
  return 9 - RANK_PLACES[card.charCodeAt(0) & 127];
}

/** Card points of one card [TE-1.1]. */
export function pointsOf(card: Card): number {
  return POINTS_BY_PLACE[RANK_PLACES[card.charCodeAt(0) & 127]];
}

/** True if `card` carries points (a J, 9, A or T) [TE-1.4]. */
export function isPointCard(card: Card): boolean {
  return pointsOf(card) > 0;
}

/** The suit letter of a card. */
export function suitLetter(card: Card): Suit {
  return card[1] as Suit;
}

// Actions and events by card code, built once, shared and frozen: the play path makes no strings.
const PLAYS = new Map<string, TwentyEightAction>();
const TRUMPS = new Map<string, TwentyEightAction>();
const PLAYED: Map<string, GameEvent>[] = [0, 1, 2, 3, 4, 5].map(() => new Map());
for (const card of PACKS[6].pack) {
  PLAYS.set(card, Object.freeze({ type: 'play', card }));
  TRUMPS.set(card, Object.freeze({ type: 'trump', card }));
  PLAYED.forEach((events, seat) => events.set(card, Object.freeze({ type: 'cardPlayed', audience: 'all', seat, card })));
}

/** The `play` action of a card: built once, shared and frozen. */
export function playAction(card: Card): TwentyEightAction {
  return PLAYS.get(card)!;
}

/** The `trump` action (lay this card face down) of a card: built once, shared and frozen. */
export function trumpAction(card: Card): TwentyEightAction {
  return TRUMPS.get(card)!;
}

/** The public event of `seat` playing `card`: built once per seat and card, shared and frozen. */
export function cardPlayed(seat: number, card: Card): GameEvent {
  return PLAYED[seat].get(card)!;
}
