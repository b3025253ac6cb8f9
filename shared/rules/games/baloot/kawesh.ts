import type { GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import type { CardSet } from './cards.js';
import { copyState, seatPlus, type BalootAction, type BalootState, type Step } from './state.js';

/** The A, K, Q, J and T of every suit (sequence places 0–4 of each byte, see cards.ts). */
const COURTS_AND_TENS: CardSet = 0x1f1f1f1f;

/** [BAL-11.1] A hand is kawesh when it holds no A, T, K, Q or J: only 7s, 8s and 9s. */
export function isKawesh(hand: CardSet): boolean {
  return (hand & COURTS_AND_TENS) === 0;
}

/** The Kawesh call, and the pass of a seat asked after the auction that does not call it (shared and frozen). */
export const KAWESH: BalootAction = Object.freeze({ type: 'kawesh' });
const PASS: BalootAction = Object.freeze({ type: 'pass' });
const ASKED = Object.freeze([PASS, KAWESH]) as BalootAction[];

/**
 * [BAL-11.2] [BAL-11.2a] Before the auction: Kawesh is open to a seat whose 5 cards are kawesh at its
 * first turn of the first round, whatever was called before it; never in the second round.
 */
export function kaweshBeforeAuction(state: BalootState, seat: Seat): boolean {
  if (state.options.kawesh !== true) return false;
  const { auction } = state.deal;
  if (auction.round !== 1 || auction.queue[0] !== seat) return false;
  return !auction.calls.some((call) => call.seat === seat) && isKawesh(state.deal.hands[seat]);
}

/** A seat's place in the order from the dealer's right: 1 (the dealer's right) to 4 (the dealer). */
function place(state: BalootState, seat: Seat): number {
  return ((seat - state.match.dealer + 3) & 3) + 1;
}

/** The seats holding 8 kawesh cards from place `first` on, in turn from the dealer's right. */
function holdersFrom(state: BalootState, first: number): Seat[] {
  const holders: Seat[] = [];
  for (let i = first; i <= 4; i++) {
    const seat = seatPlus(state.match.dealer, i);
    if (isKawesh(state.deal.hands[seat])) holders.push(seat);
  }
  return holders;
}

/**
 * [BAL-11.3] After the auction (the deal complete, before any double): true if a seat holds 8 kawesh
 * cards, which then asks them in turn from the dealer's right (writes into `next`, a fresh copy).
 */
export function startKawesh(next: BalootState): boolean {
  if (next.options.kawesh !== true) return false;
  const holders = holdersFrom(next, 1);
  if (holders.length === 0) return false;
  next.phase = 'kawesh';
  next.turn = holders[0];
  return true;
}

/** The choices of the seat asked after the auction: pass or Kawesh [BAL-11.4]. */
export function kaweshActions(state: BalootState, seat: Seat): BalootAction[] {
  return state.phase === 'kawesh' && state.turn === seat ? ASKED : [];
}

/**
 * Kawesh called, or declined by the seat asked after the auction. Before the auction the same dealer
 * deals again [BAL-11.2]; after it the deal passes [BAL-11.3]; a pass asks the next holder, and after
 * the last the hand goes on.
 */
export function applyKawesh(state: BalootState, seat: Seat, action: BalootAction): Step {
  const next = copyState(state);
  next.version = state.version + 1;
  const events: GameEvent[] = [];
  if (state.phase === 'auction') {
    events.push({ type: 'kaweshCalled', audience: 'all', seat, before: true, hand: state.match.hand, dealer: state.match.dealer });
    return { ok: true, state: next, events, end: 'kaweshRedeal' };
  }
  if (action.type === 'kawesh') {
    events.push({ type: 'kaweshCalled', audience: 'all', seat, before: false, hand: state.match.hand, dealer: state.match.dealer });
    return { ok: true, state: next, events, end: 'thrownIn' };
  }
  events.push({ type: 'kaweshDeclined', audience: 'all', seat });
  const rest = holdersFrom(state, place(state, seat) + 1);
  if (rest.length === 0) return { ok: true, state: next, events, end: 'kaweshDone' };
  next.turn = rest[0];
  return { ok: true, state: next, events };
}
