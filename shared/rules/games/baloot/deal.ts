import { shuffleDeal } from '../../core/shuffle.js';
import { splitPack } from '../../core/deal.js';
import type { GameEvent } from '../../core/game.js';
import { seatAfter } from '../../core/seats.js';
import { PACK } from './cards.js';
import { evolve, openRound, type BalootState } from './state.js';

/** Deals hand number `state.hand` by `state.dealer`: 5 cards each and the face-up bid card [BAL-1.2]. */
export function dealHand(state: BalootState, events: GameEvent[]): BalootState {
  const [stackedDeal, ...stacked] = state.stacked;
  const deal = stackedDeal ?? splitPack(shuffleDeal(PACK, state.seed, `hand${state.hand}`), 5, 4);
  const [bidCard, ...stock] = deal.stock;
  events.push({ type: 'handDealt', audience: 'all', hand: state.hand, dealer: state.dealer, bidCard });
  for (let seat = 0; seat < 4; seat++) {
    events.push({ type: 'cardsDealt', audience: { seat }, seat, cards: deal.hands[seat] });
  }
  return evolve(state, {
    phase: 'auction',
    hands: deal.hands.map((hand) => hand.slice()),
    stock,
    bidCard,
    auction: openRound(state.dealer, 1, []),
    contract: null,
    raising: null,
    turn: seatAfter(state.dealer, 1, 4),
    trick: [],
    tricks: [],
    projects: null,
    baloot: { seat: null, announced: false },
    stacked,
  });
}

/** [BAL-1.1] The deal passes to the right after every hand, a thrown-in hand included. */
export function nextHand(state: BalootState, events: GameEvent[]): BalootState {
  return dealHand(evolve(state, { hand: state.hand + 1, dealer: seatAfter(state.dealer, 1, 4) }), events);
}

/**
 * [BAL-1.3] After the auction: the declarer takes the bid card and 2 more, every other seat 3 more,
 * dealt from the stock in turn order from the dealer's right.
 */
export function dealRest(state: BalootState, events: GameEvent[]): BalootState {
  const declarer = state.contract!.declarer;
  const hands = state.hands.map((hand) => hand.slice());
  let next = 0;
  for (let i = 1; i <= 4; i++) {
    const seat = seatAfter(state.dealer, i, 4);
    const count = seat === declarer ? 2 : 3;
    const cards = state.stock.slice(next, next + count);
    next += count;
    if (seat === declarer) {
      cards.unshift(state.bidCard);
      events.push({ type: 'bidCardTaken', audience: 'all', seat, card: state.bidCard });
    }
    hands[seat].push(...cards);
    events.push({ type: 'cardsDealt', audience: { seat }, seat, cards });
  }
  return evolve(state, { hands, stock: state.stock.slice(next) });
}
