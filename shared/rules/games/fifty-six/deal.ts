import { checkDeal } from '../../core/deal.js';
import type { Deal, GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { shuffledIndexes } from '../../core/shuffle.js';
import { cardNumber, CARDS, packFor, packNumbers, type CardNo } from './cards.js';
import { isPlaying, playingAfter } from './seating.js';
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

// The cards each seat is dealt, in order [FS-2.3]: one card at a time (or 4, [FS-10.3]) in turn order from the dealer's
// right, from a stacked deal or the pack shuffled as core's shuffleDeal(pack, seed, `hand<n>`) would.
function dealtCards(state: FiftySixState, players: readonly Seat[]): CardNo[][] {
  const dealt: CardNo[][] = [];
  const stacked = state.stacked.length > 0 ? state.stacked[0] : null;
  if (stacked) {
    for (let s = 0; s < state.seats; s++) dealt.push(stacked.hands[s].map(cardNumber));
    return dealt;
  }
  const spec = packNumbers(players.length, state.options.shortPack4 === true)!;
  const order = shuffledIndexes(spec.pack.length, `${state.seed}/hand${state.hand}`);
  for (let s = 0; s < state.seats; s++) dealt.push([]);
  // [FS-10.3] [FS-10.3a] dealPackets four: 4 cards at a time (every hand size is a multiple of 4)
  const packet = state.options.dealPackets === 'four' ? 4 : 1;
  for (let i = 0; i < order.length; i++) dealt[players[Math.floor(i / packet) % players.length]].push(spec.pack[order[i]]);
  return dealt;
}

/**
 * Deals hand `state.hand` by `state.dealer` (a stacked deal while any remain, else a seeded shuffle)
 * and opens the auction with the dealer's right to speak [FS-3.1]. Returns an error message if a
 * stacked deal does not fit the seats still at the table.
 */
export function dealHand(state: FiftySixState, events: GameEvent[]): FiftySixState | string {
  if (state.stacked.length > 0) {
    const mismatch = stackedDealMismatch(state, state.stacked[0]);
    if (mismatch) return mismatch;
  }
  const players = playingAfter(state, state.dealer);
  const dealt = dealtCards(state, players);
  const hands = new Array<number>(2 * state.seats).fill(0);
  for (let s = 0; s < state.seats; s++) for (const n of dealt[s]) hands[2 * s + (n >> 5)] |= 1 << n;
  events.push({ type: 'handDealt', audience: 'all', hand: state.hand, dealer: state.dealer, players, handSize: dealt[players[0]].length });
  for (const seat of players) events.push({ type: 'cardsDealt', audience: { seat }, seat, cards: dealt[seat].map((n) => CARDS[n]) });
  const next = copyState(state);
  next.phase = 'auction';
  next.hands = hands;
  next.dealt = dealt;
  next.played1 = 0;
  next.played2 = 0;
  next.auction = { calls: [], high: null, doubled: 0, doubler: null };
  next.contract = null;
  next.turn = players[0];
  next.leader = players[0];
  next.trick1 = 0;
  next.trick2 = 0;
  next.tricks = [];
  next.points = state.tables.map(() => 0);
  next.trumpPlayed = false;
  if (state.stacked.length > 0) next.stacked = state.stacked.slice(1);
  return next;
}
