import type { Deal, GameEvent } from '../../core/game.js';
import { shuffledIndexes } from '../../core/shuffle.js';
import { cardNumber, PACK, setOf, type CardNo } from './cards.js';
import { copyMatch, NO_BALOOT, NO_CALLS, NO_FOULS, NO_TRICKS, openRound, SEAT_AUDIENCES, seatPlus, type BalootState, type DealState, type MatchState } from './state.js';

// The pack in dealing order: 5 cards for each seat in seat order, the face-up bid card, then the 11
// cards dealt after the auction. The same shuffle as core's shuffleDeal(PACK, seed, `hand${n}`), as
// card numbers (PACK indexes).
function dealOrder(seed: string, hand: number, stacked: Deal | undefined): CardNo[] {
  if (stacked) return [...stacked.hands.flat(), ...stacked.stock].map(cardNumber);
  return shuffledIndexes(PACK.length, `${seed}/hand${hand}`);
}

/**
 * Deals hand number `next.match.hand`, the auction to begin: see `dealCards`. Writes into `next`, the
 * fresh state the current action is building (as do the other steps here), and into its `match`,
 * which must be a fresh copy too; the deal and play parts are new.
 */
export function dealHand(next: BalootState, events: GameEvent[]): void {
  next.phase = 'auction';
  next.turn = seatPlus(next.match.dealer, 1);
  next.deal = dealCards(next.seed, next.match, events);
  next.play = { played: 0, trick: 0, tricks: NO_TRICKS };
}

/**
 * The deal part of hand number `match.hand` by `match.dealer`: 5 cards each and the face-up bid card
 * [BAL-1.2]. A stacked deal is used up: `match.stacked` (a fresh copy) keeps the rest.
 */
export function dealCards(seed: string, match: MatchState, events: GameEvent[]): DealState {
  const order = dealOrder(seed, match.hand, match.stacked[0]);
  const bidCard = order[20];
  events.push({ type: 'handDealt', audience: 'all', hand: match.hand, dealer: match.dealer, bidCard: PACK[bidCard] });
  const dealt = [order.slice(0, 5), order.slice(5, 10), order.slice(10, 15), order.slice(15, 20)];
  const hands = [setOf(dealt[0]), setOf(dealt[1]), setOf(dealt[2]), setOf(dealt[3])];
  for (let seat = 0; seat < 4; seat++) {
    const five = dealt[seat];
    const cards = [PACK[five[0]], PACK[five[1]], PACK[five[2]], PACK[five[3]], PACK[five[4]]];
    events.push({ type: 'cardsDealt', audience: SEAT_AUDIENCES[seat], seat, cards });
  }
  if (match.stacked.length > 0) match.stacked = match.stacked.slice(1);
  return {
    hands,
    dealt,
    stock: order.slice(21),
    bidCard,
    auction: openRound(match.dealer, 1, NO_CALLS),
    contract: null,
    raising: null,
    projects: null,
    baloot: NO_BALOOT,
    fouls: NO_FOULS,
    qayd: null,
    akkas: [],
  };
}

/** [BAL-1.1] The deal passes to the right after every hand, a thrown-in hand included. */
export function nextHand(next: BalootState, events: GameEvent[]): void {
  const match = copyMatch(next.match);
  match.hand += 1;
  match.dealer = seatPlus(match.dealer, 1);
  next.match = match;
  dealHand(next, events);
}

/** [BAL-11.2] A hand thrown in before the auction: the same dealer deals the next hand. */
export function redeal(next: BalootState, events: GameEvent[]): void {
  const match = copyMatch(next.match);
  match.hand += 1;
  next.match = match;
  dealHand(next, events);
}

/**
 * [BAL-1.3] After the auction: the declarer takes the bid card and 2 more, every other seat 3 more,
 * dealt from the stock in turn order from the dealer's right. Writes into `next.deal`, a fresh copy.
 */
export function dealRest(next: BalootState, events: GameEvent[]): void {
  const { deal } = next;
  const declarer = deal.contract!.declarer;
  const hands = deal.hands.slice();
  const dealt = deal.dealt.slice();
  const { stock, bidCard } = deal;
  let from = 0;
  for (let i = 1; i <= 4; i++) {
    const seat = seatPlus(next.match.dealer, i);
    const takes = seat === declarer; // the bid card, then two from the stock
    const a = takes ? bidCard : stock[from];
    const b = stock[takes ? from : from + 1];
    const c = stock[takes ? from + 1 : from + 2];
    from += takes ? 2 : 3;
    if (takes) events.push({ type: 'bidCardTaken', audience: 'all', seat, card: PACK[bidCard] });
    hands[seat] |= (1 << a) | (1 << b) | (1 << c);
    const first = dealt[seat];
    dealt[seat] = [first[0], first[1], first[2], first[3], first[4], a, b, c];
    events.push({ type: 'cardsDealt', audience: SEAT_AUDIENCES[seat], seat, cards: [PACK[a], PACK[b], PACK[c]] });
  }
  deal.hands = hands;
  deal.dealt = dealt;
  deal.stock = stock.slice(from);
}
