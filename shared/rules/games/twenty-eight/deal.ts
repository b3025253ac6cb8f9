import type { Card } from '../../core/cards.js';
import { checkDeal } from '../../core/deal.js';
import type { Deal, GameEvent } from '../../core/game.js';
import { shuffledIndexes } from '../../core/shuffle.js';
import { isPointCard, packOf } from './cards.js';
import { seatsFrom, teamCount } from './seating.js';
import { copyState, type TwentyEightState } from './state.js';

/**
 * Checks a stacked deal: one full hand per seat in seat order (8 cards, 6 at 6 players), no stock,
 * exactly the pack of the player count. Each hand's first 4 cards (all 6 at 6 players) are its first
 * batch [TE-1.3]. Returns an error message or null.
 */
export function checkStackedDeal(deal: Deal, seats: number): string | null {
  if (!deal || typeof deal !== 'object' || !Array.isArray(deal.hands) || !Array.isArray(deal.stock)) {
    return 'a deal needs "hands" (one array per seat) and "stock" (an empty array)';
  }
  if (deal.stock.length !== 0) return 'Twenty-Eight deals every card: the stock must be empty';
  const spec = packOf(seats);
  return checkDeal(deal, spec.pack, spec.handSize, seats, 0);
}

// [TE-1.3] The cards of each seat in the order dealt: one at a time in turn order from the dealer's
// right, deck positions 0..4N-1 the first batch and the rest the second (a stacked deal as given).
function dealtCards(state: TwentyEightState): Card[][] {
  if (state.stacked.length > 0) return state.stacked[0].hands.map((hand) => hand.slice());
  const { pack } = packOf(state.seats);
  const order = shuffledIndexes(pack.length, `${state.seed}/deal${state.deals}`);
  const hands: Card[][] = [];
  for (let s = 0; s < state.seats; s++) hands.push([]);
  for (let i = 0; i < order.length; i++) hands[(state.dealer + 1 + i) % state.seats].push(pack[order[i]]);
  return hands;
}

/** True if a batch of cards holds no J, 9, A or T [TE-1.4]. */
export function isPointless(cards: readonly Card[]): boolean {
  for (const card of cards) if (isPointCard(card)) return false;
  return true;
}

// [TE-1.4] Who is asked about a redeal, in turn from the dealer's right: only a seat whose cards before
// the first call hold no points [TE-1.4a]; the opener alone, or every such player (anyPlayer), or nobody.
function redealQueue(state: TwentyEightState, hands: readonly Card[][]): number[] {
  const mode = state.options.pointlessRedeal;
  if (mode === 'off') return [];
  const order = seatsFrom((state.dealer + 1) % state.seats, state.seats);
  const asked = mode === 'opener' ? order.slice(0, 1) : order;
  return asked.filter((seat) => isPointless(hands[seat]));
}

/**
 * Deals a hand by `state.dealer` (a stacked deal while any remain, else the seeded shuffle): the first
 * batch to every seat [TE-1.3], then the redeal question [TE-1.4] or the first auction [TE-2.1].
 */
export function dealHand(state: TwentyEightState, events: GameEvent[]): TwentyEightState {
  const full = dealtCards(state);
  const { firstBatch } = packOf(state.seats);
  const next = copyState(state);
  next.deals = state.deals + 1;
  if (state.stacked.length > 0) next.stacked = state.stacked.slice(1);
  next.hands = full.map((hand) => hand.slice(0, firstBatch));
  next.pending = full.map((hand) => hand.slice(firstBatch));
  next.calls1 = [];
  next.calls2 = [];
  next.high = 0;
  next.highSeat = -1;
  next.passes = 0;
  next.firstBid = null;
  next.bidder = -1;
  next.trumpCard = null;
  next.trumpSeat = -1;
  next.exposed = false;
  next.laid = null;
  next.thani = -1;
  next.silent = [];
  next.doubled = 0;
  next.target = 0;
  next.pair = null;
  next.trick = [];
  next.obliged = -1;
  next.tricks = [];
  next.won = new Array<number>(state.seats).fill(0);
  const opener = (state.dealer + 1) % state.seats;
  next.leader = opener;
  events.push({ type: 'handDealt', audience: 'all', hand: state.hand, dealer: state.dealer, cards: firstBatch });
  for (let seat = 0; seat < state.seats; seat++) events.push({ type: 'cardsDealt', audience: { seat }, seat, cards: next.hands[seat].slice() });
  next.queue = redealQueue(state, next.hands);
  if (next.queue.length > 0) {
    next.phase = 'redeal';
    next.turn = next.queue[0];
  } else {
    next.phase = 'bid1';
    next.turn = opener;
  }
  return next;
}

/** A fresh score: 0 for each team at 4 and 6 [TE-8.3], 12 tables for each seat at 3 [TE-10.1]. */
export function startingScore(seats: number): number[] {
  return new Array<number>(teamCount(seats)).fill(seats === 3 ? 12 : 0);
}

/** [TE-1.3] Deals the second batch (4 cards each) after the first trump card is laid. */
export function dealSecondBatch(next: TwentyEightState, events: GameEvent[]): void {
  const hands: Card[][] = [];
  for (let seat = 0; seat < next.seats; seat++) hands.push(next.hands[seat].concat(next.pending[seat]));
  events.push({ type: 'secondBatchDealt', audience: 'all', cards: next.pending[0].length });
  for (let seat = 0; seat < next.seats; seat++) events.push({ type: 'cardsDealt', audience: { seat }, seat, cards: next.pending[seat].slice() });
  next.hands = hands;
  next.pending = next.pending.map(() => []);
}

