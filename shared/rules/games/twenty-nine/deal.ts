import type { Card } from '../../core/cards.js';
import { checkDeal } from '../../core/deal.js';
import type { Deal, GameEvent } from '../../core/game.js';
import { shuffledIndexes } from '../../core/shuffle.js';
import { PACK } from './cards.js';
import { enter } from './flow.js';
import { firstHand, type TwentyNineState } from './state.js';

/** [TN-1.3] The deck position of a seat's `nth` card (0–7): one card at a time from F, 16 in each batch. */
export function deckPosition(first: number, seat: number, nth: number): number {
  return nth * 4 + ((seat - first) & 3);
}

/** [TN-1.3] The deck position of a seat's seventh card: the third card of its second batch. */
export function seventhPosition(first: number, seat: number): number {
  return deckPosition(first, seat, 6);
}

/** Checks a stacked deal: 8 cards per seat in the order received, an empty stock, the 32 cards once each. */
export function checkStackedDeal(deal: Deal): string | null {
  if (!deal || typeof deal !== 'object' || !Array.isArray(deal.stock)) return 'a deal needs "hands" (one array per seat) and "stock" (an empty array)';
  return checkDeal(deal, PACK, 8, 4, 0);
}

// [TN-1.3] this deal's cards in dealing order: a stacked deal's hands (each seat's cards in the order it
// receives them), or the pack shuffled as core's shuffleDeal(pack, seed, `deal<n>`) would
function deckOf(state: TwentyNineState): Card[] {
  const first = firstHand(state);
  const deck = new Array<Card>(32);
  if (state.stacked.length > 0) {
    const hands = state.stacked[0].hands;
    for (let i = 0; i < 32; i++) deck[i] = hands[(first + i) & 3][i >> 2];
    return deck;
  }
  const order = shuffledIndexes(32, `${state.seed}/deal${state.deals}`);
  for (let i = 0; i < 32; i++) deck[i] = PACK[order[i]];
  return deck;
}

/**
 * Deals the first batch of a new deal by `next.dealer` (`next` is a fresh copy, written in place) and
 * opens the first annulment question or the auction [TN-1.3].
 */
export function dealFirst(next: TwentyNineState, events: GameEvent[]): void {
  const deck = deckOf(next);
  const first = firstHand(next);
  const hands: Card[][] = [[], [], [], []];
  for (let i = 0; i < 16; i++) hands[(first + i) & 3].push(deck[i]);
  next.deals += 1;
  if (next.stacked.length > 0) next.stacked = next.stacked.slice(1);
  next.deck = deck;
  next.hands = hands;
  next.calls = [];
  next.high = null;
  next.passed = [false, false, false, false];
  next.bidder = -1;
  next.bid = 0;
  next.forced = false;
  next.form = null;
  next.trump = null;
  next.noTrump = false;
  next.hidden = null;
  next.exposed = null;
  next.revealed = false;
  next.single = -1;
  next.doubled = 0;
  next.doubler = -1;
  next.fullSet = false;
  next.leader = first;
  next.trick = [];
  next.tricks = [];
  next.points = [0, 0];
  next.bound = -1;
  next.pair = null;
  events.push({ type: 'handDealt', audience: 'all', hand: next.hand, dealer: next.dealer, first, handSize: 4 });
  for (let seat = 0; seat < 4; seat++) events.push({ type: 'cardsDealt', audience: { seat }, seat, cards: hands[seat], batch: 1 });
  enter(next, 'firstAnnul');
}

/**
 * [TN-1.3][TN-3.2] Deals the second batch after the trump choice; a bidder who called the seventh card
 * gets it face down, unseen (it goes to `hidden`, and its suit is trumps).
 */
export function dealSecond(next: TwentyNineState, events: GameEvent[]): void {
  const first = firstHand(next);
  const hands = next.hands.map((hand) => hand.slice());
  const seventh = next.form === 'seventh' ? seventhPosition(first, next.bidder) : -1;
  for (let i = 16; i < 32; i++) {
    if (i === seventh) continue;
    hands[(first + i) & 3].push(next.deck[i]);
  }
  if (seventh >= 0) {
    next.hidden = next.deck[seventh];
    next.trump = next.hidden[1] as TwentyNineState['trump'];
  }
  next.hands = hands;
  for (let seat = 0; seat < 4; seat++) {
    const cards: Card[] = [];
    for (let nth = 4; nth < 8; nth++) {
      const at = deckPosition(first, seat, nth);
      if (at !== seventh) cards.push(next.deck[at]);
    }
    events.push({ type: 'cardsDealt', audience: { seat }, seat, cards, batch: 2 });
  }
  if (seventh >= 0) events.push({ type: 'seventhCardDealt', audience: 'all', seat: next.bidder });
}
