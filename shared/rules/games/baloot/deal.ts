import type { Deal, GameEvent } from '../../core/game.js';
import { shuffledIndexes } from '../../core/shuffle.js';
import { cardNumber, PACK, setOf, type CardNo } from './cards.js';
import { NO_BALOOT, NO_CALLS, NO_TRICKS, openRound, SEAT_AUDIENCES, seatPlus, type BalootState } from './state.js';

// The pack in dealing order: 5 cards for each seat in seat order, the face-up bid card, then the 11
// cards dealt after the auction. The same shuffle as core's shuffleDeal(PACK, seed, `hand${n}`), as
// card numbers (PACK indexes).
function dealOrder(next: BalootState, stacked: Deal | undefined): CardNo[] {
  if (stacked) return [...stacked.hands.flat(), ...stacked.stock].map(cardNumber);
  return shuffledIndexes(PACK.length, `${next.seed}/hand${next.hand}`);
}

/**
 * Deals hand number `next.hand` by `next.dealer`: 5 cards each and the face-up bid card [BAL-1.2].
 * Writes into `next`, the fresh state the current action is building (as do the other steps here).
 */
export function dealHand(next: BalootState, events: GameEvent[]): void {
  const order = dealOrder(next, next.stacked[0]);
  const bidCard = order[20];
  events.push({ type: 'handDealt', audience: 'all', hand: next.hand, dealer: next.dealer, bidCard: PACK[bidCard] });
  const dealt = [order.slice(0, 5), order.slice(5, 10), order.slice(10, 15), order.slice(15, 20)];
  const hands = [setOf(dealt[0]), setOf(dealt[1]), setOf(dealt[2]), setOf(dealt[3])];
  for (let seat = 0; seat < 4; seat++) {
    const five = dealt[seat];
    const cards = [PACK[five[0]], PACK[five[1]], PACK[five[2]], PACK[five[3]], PACK[five[4]]];
    events.push({ type: 'cardsDealt', audience: SEAT_AUDIENCES[seat], seat, cards });
  }
  next.phase = 'auction';
  next.hands = hands;
  next.dealt = dealt;
  next.played = 0;
  next.stock = order.slice(21);
  next.bidCard = bidCard;
  next.auction = openRound(next.dealer, 1, NO_CALLS);
  next.contract = null;
  next.raising = null;
  next.turn = seatPlus(next.dealer, 1);
  next.trick = 0;
  next.tricks = NO_TRICKS;
  next.projects = null;
  next.baloot = NO_BALOOT;
  if (next.stacked.length > 0) next.stacked = next.stacked.slice(1);
}

/** [BAL-1.1] The deal passes to the right after every hand, a thrown-in hand included. */
export function nextHand(next: BalootState, events: GameEvent[]): void {
  next.hand += 1;
  next.dealer = seatPlus(next.dealer, 1);
  dealHand(next, events);
}

/**
 * [BAL-1.3] After the auction: the declarer takes the bid card and 2 more, every other seat 3 more,
 * dealt from the stock in turn order from the dealer's right.
 */
export function dealRest(next: BalootState, events: GameEvent[]): void {
  const declarer = next.contract!.declarer;
  const hands = next.hands.slice();
  const dealt = next.dealt.slice();
  const { stock, bidCard } = next;
  let from = 0;
  for (let i = 1; i <= 4; i++) {
    const seat = seatPlus(next.dealer, i);
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
  next.hands = hands;
  next.dealt = dealt;
  next.stock = stock.slice(from);
}
