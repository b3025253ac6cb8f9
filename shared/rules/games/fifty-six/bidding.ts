import type { Suit } from '../../core/cards.js';
import { refuse, type Action, type Applied, type GameEvent, type RuleError } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { auctionMenu, bidError, calledText, isSuit, readBid, type StakeCall } from './calls.js';
import { nextPlaying, playerCount, teamOfSeat } from './seating.js';
import { appended } from '../../core/lists.js';
import { copyState, type Auction, type BidCall, type Call, type Contract, type FiftySixAction, type FiftySixState } from './state.js';

// [FS-3.4][FS-3.5] double: another team than the bidder's, once; redouble: the doubled team.
function stakeFor(state: FiftySixState, seat: Seat): StakeCall {
  const { high, doubled } = state.auction;
  if (high === null) return 'none';
  const mine = teamOfSeat(seat, state.seats, state.options) === teamOfSeat(high.seat, state.seats, state.options);
  if (doubled === 0 && !mine) return 'double';
  if (doubled === 1 && mine) return 'redouble';
  return 'none';
}

/** Every call `seat` may make now (it is its turn in the auction). */
export function auctionActions(state: FiftySixState, seat: Seat): FiftySixAction[] {
  return auctionMenu(state.auction.high?.value ?? 0, stakeFor(state, seat));
}

function hasPassed(calls: readonly Call[], seat: Seat): boolean {
  for (const call of calls) if (call.seat === seat && call.call === 'pass') return true;
  return false;
}

// [FS-3.1] in turn; option passIsFinal: a seat that has passed is not asked again (-1: nobody left).
function nextSpeaker(state: FiftySixState, calls: readonly Call[], seat: Seat): Seat {
  const skipPassed = state.options.passIsFinal === true;
  let speaker = seat;
  for (let i = 0; i < state.seats; i++) {
    speaker = nextPlaying(state, speaker);
    if (!skipPassed || !hasPassed(calls, speaker)) return speaker;
  }
  return -1;
}

// [FS-3.3] Noes tells the suit most recently bid.
function lastSuitBid(calls: readonly Call[]): Suit | null {
  for (let i = calls.length - 1; i >= 0; i--) {
    const call = calls[i];
    if (call.call === 'bid' && isSuit(call.denomination)) return call.denomination;
  }
  return null;
}

// The pass, double and redouble of each seat, and their bidMade events: built once, shared and frozen.
const STAKE_CALLS = (call: 'pass' | 'double' | 'redouble', called: string): readonly Call[] =>
  [0, 1, 2, 3, 4, 5, 6, 7].map((seat) => Object.freeze({ seat, call, called }));
const PASSES = STAKE_CALLS('pass', 'Pass');
const DOUBLES = STAKE_CALLS('double', 'Double');
const REDOUBLES = STAKE_CALLS('redouble', 'Redouble');
const MADE = new Map<Call, GameEvent>();
for (const call of [...PASSES, ...DOUBLES, ...REDOUBLES]) {
  MADE.set(call, Object.freeze({ type: 'bidMade', audience: 'all', seat: call.seat, call: call.call, called: call.called }));
}

function readCall(state: FiftySixState, seat: Seat, action: Action): Call | RuleError {
  const type = action.type;
  if (type === 'pass') return PASSES[seat];
  if (type === 'double' || type === 'redouble') {
    if (stakeFor(state, seat) !== type) return { code: 'illegal', message: `you may not ${type} now` };
    return (type === 'double' ? DOUBLES : REDOUBLES)[seat];
  }
  if (type !== 'bid') return { code: 'illegal', message: `"${type}" is not a call of the auction (bid, pass, double, redouble)` };
  const bid = readBid(action);
  if (typeof bid === 'string') return { code: 'badAction', message: bid };
  const high = state.auction.high?.value ?? 0;
  const error = bidError(bid.value, bid.denomination, bid.form, high);
  if (error) return { code: 'illegal', message: error };
  const call: BidCall = {
    seat,
    call: 'bid',
    value: bid.value,
    denomination: bid.denomination,
    form: bid.form,
    plus: bid.form === 'plus' ? bid.value - high : null,
    noesOf: bid.denomination === 'noes' ? lastSuitBid(state.auction.calls) : null,
    called: calledText(bid.value, bid.denomination, bid.form, high),
  };
  return call;
}

// The `bidMade` event: the call's own fields after the type and audience [FS-3.3].
function bidMade(call: Call): GameEvent {
  const { seat, called } = call;
  if (call.call !== 'bid') return MADE.get(call)!;
  const { value, denomination, form, plus, noesOf } = call;
  return { type: 'bidMade', audience: 'all', seat, call: 'bid', value, denomination, form, plus, noesOf, called };
}

/** Applies a call of the auction: a bid, pass, double or redouble [FS-3]. */
export function applyCall(state: FiftySixState, seat: Seat, action: Action): Applied<FiftySixState> {
  const call = readCall(state, seat, action);
  if ('code' in call) return refuse(call.code, call.message);
  const before = state.auction;
  const calls = appended(before.calls, call);
  // the auction and the event are written out field by field (no spreads: every call copies them)
  let auction: Auction;
  if (call.call === 'bid') auction = { calls, high: call, doubled: 0, doubler: null }; // [FS-3.5] a higher bid cancels any double
  else if (call.call === 'double') auction = { calls, high: before.high, doubled: 1, doubler: seat };
  else if (call.call === 'redouble') auction = { calls, high: before.high, doubled: 2, doubler: before.doubler };
  else auction = { calls, high: before.high, doubled: before.doubled, doubler: before.doubler };
  const events: GameEvent[] = [bidMade(call)];
  const next = copyState(state);
  next.version = state.version + 1;
  next.auction = auction;
  // [FS-3.5] a redouble ends the auction at once
  if (call.call === 'redouble') return endAuction(next, contractOf(next, auction), events);
  const high = auction.high;
  if (high === null) {
    // [FS-3.7] all pass: the dealer's right's team plays 28 No Trumps, undoubled
    if (calls.length === playerCount(state)) return endAuction(next, forcedContract(next), events);
    next.turn = nextSpeaker(state, calls, seat);
    return { ok: true, state: next, events };
  }
  // [FS-3.6] the auction ends when every other player has passed after the last bid or double
  const lastCaller = auction.doubled === 1 ? auction.doubler : high.seat;
  const speaker = nextSpeaker(state, calls, seat);
  if (speaker === lastCaller || speaker === -1) return endAuction(next, contractOf(next, auction), events);
  next.turn = speaker;
  return { ok: true, state: next, events };
}

function contractOf(state: FiftySixState, auction: Auction): Contract {
  const high = auction.high!;
  return {
    seat: high.seat,
    team: teamOfSeat(high.seat, state.seats, state.options),
    value: high.value,
    denomination: high.denomination,
    called: high.called,
    trump: isSuit(high.denomination) ? high.denomination : null, // [FS-3.3] Noes is played as No Trumps
    doubled: auction.doubled,
    doubler: auction.doubler,
    forced: false,
  };
}

function forcedContract(state: FiftySixState): Contract {
  const seat = nextPlaying(state, state.dealer);
  return {
    seat,
    team: teamOfSeat(seat, state.seats, state.options),
    value: 28,
    denomination: 'NT',
    called: '28 No Trumps',
    trump: null,
    doubled: 0,
    doubler: null,
    forced: true,
  };
}

// [FS-4.1] the dealer's right leads the first trick, not the bidder; `next` is a fresh copy.
function endAuction(next: FiftySixState, contract: Contract, events: GameEvent[]): Applied<FiftySixState> {
  const leader = nextPlaying(next, next.dealer);
  events.push({ type: 'contractMade', audience: 'all', contract, leader });
  next.phase = 'playing';
  next.contract = contract;
  next.turn = leader;
  return { ok: true, state: next, events };
}
