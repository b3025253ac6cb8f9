import type { Card } from '../../core/cards.js';
import { checkDeal } from '../../core/deal.js';
import type { Deal, GameEvent } from '../../core/game.js';
import { shuffleDeal } from '../../core/shuffle.js';
import { packFor } from './cards.js';
import { isPlaying, playerCount, playingAfter } from './seating.js';
import { copyState, type FiftySixState } from './state.js';

/** The parts of a state a deal depends on. */
type DealContext = Pick<FiftySixState, 'seats' | 'options' | 'tables'>;

/**
 * Checks a stacked deal: one hand per seat in seat order (empty for seats that are out), no stock,
 * and exactly the pack for the players who get cards [FS-2.1][FS-2.2]. Returns an error message or null.
 */
export function checkStackedDeal(deal: Deal, seats: number, shortPack4: boolean): string | null {
  if (!deal || typeof deal !== 'object' || !Array.isArray(deal.hands) || !Array.isArray(deal.stock)) {
    return 'a deal needs "hands" (one array per seat) and "stock" (an empty array)';
  }
  if (deal.hands.length !== seats) return `a deal needs ${seats} hands (empty for seats that are out)`;
  if (deal.stock.length !== 0) return 'Fifty-Six deals every card: the stock must be empty';
  if (!deal.hands.every(Array.isArray)) return 'every hand must be an array of cards';
  const dealt = deal.hands.filter((hand) => hand.length > 0);
  const spec = packFor(dealt.length, shortPack4);
  if (spec === null) return `a deal must give cards to 4, 6 or 8 seats, not ${dealt.length}`;
  return checkDeal({ hands: dealt, stock: [] }, spec.pack, spec.handSize, dealt.length, 0);
}

/** Why a stacked deal cannot be used with the seats now at the table, or null if it fits. */
export function stackedDealMismatch(state: DealContext, deal: Deal): string | null {
  for (let seat = 0; seat < state.seats; seat++) {
    if ((deal.hands[seat].length > 0) !== isPlaying(state, seat)) {
      return `the stacked deal does not fit the seats at the table (seat ${seat})`;
    }
  }
  return null;
}

// [FS-2.3] one card at a time in turn order from the dealer's right.
function shuffledHands(state: DealContext & { seed: string; dealer: number; hand: number }): Card[][] {
  const spec = packFor(playerCount(state), state.options.shortPack4 === true)!;
  const pack = shuffleDeal(spec.pack, state.seed, `hand${state.hand}`);
  const order = playingAfter(state, state.dealer);
  const hands: Card[][] = [];
  for (let s = 0; s < state.seats; s++) hands.push([]);
  for (let i = 0; i < pack.length; i++) hands[order[i % order.length]].push(pack[i]);
  return hands;
}

/**
 * Deals hand `state.hand` by `state.dealer` (a stacked deal while any remain, else a seeded shuffle)
 * and opens the auction with the dealer's right to speak [FS-3.1]. Returns an error message if a
 * stacked deal does not fit the seats still at the table.
 */
export function dealHand(state: FiftySixState, events: GameEvent[]): FiftySixState | string {
  let hands: Card[][];
  let stacked = state.stacked;
  if (stacked.length > 0) {
    const mismatch = stackedDealMismatch(state, stacked[0]);
    if (mismatch) return mismatch;
    hands = stacked[0].hands.map((hand) => hand.slice());
    stacked = stacked.slice(1);
  } else {
    hands = shuffledHands(state);
  }
  const players = playingAfter(state, state.dealer);
  events.push({ type: 'handDealt', audience: 'all', hand: state.hand, dealer: state.dealer, players, handSize: hands[players[0]].length });
  for (const seat of players) events.push({ type: 'cardsDealt', audience: { seat }, seat, cards: hands[seat].slice() });
  const next = copyState(state);
  next.phase = 'auction';
  next.hands = hands;
  next.auction = { calls: [], high: null, doubled: 0, doubler: null };
  next.contract = null;
  next.turn = players[0];
  next.trick = [];
  next.tricks = [];
  next.points = state.tables.map(() => 0);
  next.trumpPlayed = false;
  next.stacked = stacked;
  return next;
}
