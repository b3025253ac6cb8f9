import { refuse, type Action, type Applied, type GameEvent } from '../../core/game.js';
import { appended } from '../../core/lists.js';
import type { Seat } from '../../core/seats.js';
import { enter } from './flow.js';
import { copyState, firstHand, type Call, type TwentyNineState, type TwentyNineAction } from './state.js';

/** [TN-2.1] The highest bid. */
export const MAX_BID = 28;

const PASS: TwentyNineAction = Object.freeze({ type: 'pass' });
const HOLD: TwentyNineAction = Object.freeze({ type: 'hold' });
const BIDS: readonly TwentyNineAction[] = Array.from({ length: MAX_BID + 1 }, (_, value) => Object.freeze({ type: 'bid', value }));

function minBid(state: TwentyNineState): number {
  return state.options.minBid as number;
}

// [TN-2.2] the first three players passed without a bid: the dealer must bid minBid
function dealerForced(state: TwentyNineState): boolean {
  return state.high === null && state.calls.length === 3;
}

// [TN-2.3a] a seat's place in the order F, F+1, F+2, dealer
function place(state: TwentyNineState, seat: Seat): number {
  return (seat - firstHand(state)) & 3;
}

// [TN-2.3] bidding hold: a player earlier in the order than the current high bidder may take its number
function mayHold(state: TwentyNineState, seat: Seat): boolean {
  return state.options.bidding === 'hold' && state.high !== null && place(state, seat) < place(state, state.high.seat);
}

/** Every call `seat` may make now (it is its turn in the auction) [TN-2]. */
export function auctionActions(state: TwentyNineState, seat: Seat): TwentyNineAction[] {
  if (dealerForced(state)) return [BIDS[minBid(state)]];
  const actions: TwentyNineAction[] = [PASS];
  if (mayHold(state, seat)) actions.push(HOLD);
  for (let value = Math.max(minBid(state), (state.high?.value ?? 0) + 1); value <= MAX_BID; value++) actions.push(BIDS[value]);
  return actions;
}

// [TN-2.4] why a call is refused, or null
function callError(state: TwentyNineState, seat: Seat, action: Action): { code: 'illegal' | 'badAction'; message: string } | null {
  const min = minBid(state);
  if (action.type === 'bid') {
    const value = action.value;
    if (typeof value !== 'number' || !Number.isInteger(value)) return { code: 'badAction', message: 'a bid needs a whole-number "value"' };
    if (dealerForced(state) && value !== min) return { code: 'illegal', message: `the first three passed: the dealer must bid ${min}` };
    if (value < min || value > MAX_BID) return { code: 'illegal', message: `bids run from ${min} to ${MAX_BID}` };
    if (state.high !== null && value <= state.high.value) return { code: 'illegal', message: `a bid must be higher than ${state.high.value}` };
    return null;
  }
  if (dealerForced(state)) return { code: 'illegal', message: `the first three passed: the dealer must bid ${min}` };
  if (action.type === 'hold') {
    if (state.options.bidding !== 'hold') return { code: 'illegal', message: 'holding is not played at this table (bidding: open)' };
    if (state.high === null) return { code: 'illegal', message: 'there is no bid to hold' };
    if (!mayHold(state, seat)) return { code: 'illegal', message: 'only a player earlier in the order than the high bidder may hold' };
    return null;
  }
  if (action.type === 'pass') return null;
  return { code: 'illegal', message: 'the auction is on: bid, hold or pass' };
}

// [TN-2.1] open bidding: three successive passes after the last bid end the auction
function passesSinceBid(calls: readonly Call[]): number {
  let passes = 0;
  for (let i = calls.length - 1; i >= 0 && calls[i].call === 'pass'; i--) passes++;
  return passes;
}

// [TN-2.3a] the next seat to speak, skipping players who have passed in hold bidding
function nextSpeaker(state: TwentyNineState, passed: readonly boolean[], seat: Seat): Seat {
  const hold = state.options.bidding === 'hold';
  let speaker = seat;
  for (let i = 0; i < 4; i++) {
    speaker = (speaker + 1) & 3;
    if (!hold || !passed[speaker]) return speaker;
  }
  return seat;
}

/** Applies a call of the auction: a bid, a hold or a pass [TN-2]. */
export function applyCall(state: TwentyNineState, seat: Seat, action: Action): Applied<TwentyNineState> {
  const error = callError(state, seat, action);
  if (error) return refuse(error.code, error.message);
  const forced = dealerForced(state);
  const next = copyState(state);
  next.version = state.version + 1;
  let call: Call;
  if (action.type === 'pass') {
    call = { seat, call: 'pass', value: null };
    if (state.options.bidding === 'hold') {
      next.passed = state.passed.slice();
      next.passed[seat] = true;
    }
  } else {
    const value = action.type === 'hold' ? state.high!.value : (action.value as number);
    call = { seat, call: action.type === 'hold' ? 'hold' : 'bid', value };
    next.high = { seat, value };
  }
  next.calls = appended(state.calls, call);
  const events: GameEvent[] = [{ type: 'bidMade', audience: 'all', seat, call: call.call, value: call.value }];
  if (forced || auctionOver(next)) {
    // [TN-2.2] the dealer's forced bid ends the auction
    next.bidder = next.high!.seat;
    next.bid = next.high!.value;
    next.forced = forced;
    events.push({ type: 'auctionWon', audience: 'all', seat: next.bidder, bid: next.bid, forced });
    enter(next, 'trump');
    return { ok: true, state: next, events };
  }
  next.turn = nextSpeaker(next, next.passed, seat);
  return { ok: true, state: next, events };
}

function auctionOver(state: TwentyNineState): boolean {
  if (state.high === null) return false;
  // [TN-2.3] hold: one player left unpassed
  if (state.options.bidding === 'hold') return state.passed.filter((p) => !p).length === 1;
  return passesSinceBid(state.calls) === 3;
}
