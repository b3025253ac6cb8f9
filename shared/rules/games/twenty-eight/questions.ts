import { refuse, type Action, type Applied, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { returnTrump } from './trump-card.js';
import { sameSide, seatsFrom, teamOfSeat } from './seating.js';
import { copyState, type TwentyEightState, type TwentyEightAction } from './state.js';

const PASS: TwentyEightAction = Object.freeze({ type: 'pass' });
const THANI: TwentyEightAction = Object.freeze({ type: 'thani' });
const DOUBLE: TwentyEightAction = Object.freeze({ type: 'double' });
const REDOUBLE: TwentyEightAction = Object.freeze({ type: 'redouble' });

/**
 * [TE-3.4] The auctions and the trump card are settled: the last bidder's bid is the contract. Then
 * the Thani question [TE-7.1], the double [TE-9.1] or the first lead. `next` is a fresh copy, written in place.
 */
export function settleContract(next: TwentyEightState, events: GameEvent[]): void {
  next.bidder = next.highSeat;
  next.target = next.high;
  events.push({ type: 'contractMade', audience: 'all', seat: next.bidder, team: teamOfSeat(next.bidder, next.seats), value: next.high });
  if (next.options.thani !== 'off') {
    // [TE-7.1][TE-7.1a] every player in turn from the dealer's right is asked once
    next.phase = 'thani';
    next.queue = seatsFrom((next.dealer + 1) % next.seats, next.seats);
    next.turn = next.queue[0];
    return;
  }
  askDouble(next, events);
}

// [TE-9.1][TE-9.1a] the bidder's opponents in turn from the dealer's right may double
function askDouble(next: TwentyEightState, events: GameEvent[]): void {
  if (next.options.doubling !== true) return startPlay(next, events, (next.dealer + 1) % next.seats);
  next.phase = 'double';
  next.queue = seatsFrom((next.dealer + 1) % next.seats, next.seats).filter((seat) => !sameSide(next, seat, next.bidder));
  next.turn = next.queue[0];
}

// [TE-5.1] the dealer's right leads, whoever the bidder is; [TE-7.2] the Thani caller leads
function startPlay(next: TwentyEightState, events: GameEvent[], leader: Seat): void {
  next.phase = 'play';
  next.queue = [];
  next.leader = leader;
  next.turn = leader;
  events.push({ type: 'playStarted', audience: 'all', leader, silent: next.silent, doubled: next.doubled, target: next.target });
}

/** The answers `seat` may give to the question it is asked (Thani, double, redouble). */
export function questionActions(state: TwentyEightState): TwentyEightAction[] {
  if (state.phase === 'thani') return [THANI, PASS];
  if (state.phase === 'double') return [DOUBLE, PASS];
  return [REDOUBLE, PASS];
}

/** Applies an answer to the Thani, double or redouble question. */
export function applyAnswer(state: TwentyEightState, seat: Seat, action: Action): Applied<TwentyEightState> {
  const yes = state.phase === 'thani' ? 'thani' : state.phase === 'double' ? 'double' : 'redouble';
  if (action.type !== yes && action.type !== 'pass') return refuse('illegal', `you are asked whether to ${yes}: ${yes} or pass`);
  const next = copyState(state);
  next.version = state.version + 1;
  const events: GameEvent[] = [];
  if (action.type === 'pass') {
    events.push({ type: 'declined', audience: 'all', seat, question: yes });
    next.queue = state.queue.slice(1);
    if (next.queue.length > 0) next.turn = next.queue[0];
    else if (yes === 'thani') askDouble(next, events);
    else startPlay(next, events, (state.dealer + 1) % state.seats);
    return { ok: true, state: next, events };
  }
  if (yes === 'thani') {
    // [TE-7.1][TE-7.2] the caller plays alone with no trumps; its partners lay their hands down
    events.push({ type: 'thaniCalled', audience: 'all', seat });
    next.thani = seat;
    next.target = 0;
    next.silent = state.seats === 3 ? [] : seatsFrom(seat, state.seats).filter((s) => s !== seat && ((s ^ seat) & 1) === 0);
    if (state.trumpSeat >= 0) returnTrump(next, events);
    startPlay(next, events, seat);
    return { ok: true, state: next, events };
  }
  if (yes === 'double') {
    // [TE-9.1a] the first double ends the question; the bidder, then its teammates in turn, may redouble
    events.push({ type: 'doubled', audience: 'all', seat });
    next.doubled = 1;
    next.phase = 'redouble';
    next.queue = seatsFrom(state.bidder, state.seats).filter((s) => sameSide(state, s, state.bidder));
    next.turn = next.queue[0];
    return { ok: true, state: next, events };
  }
  events.push({ type: 'redoubled', audience: 'all', seat });
  next.doubled = 2;
  startPlay(next, events, (state.dealer + 1) % state.seats);
  return { ok: true, state: next, events };
}
