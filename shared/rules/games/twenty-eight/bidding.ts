import { refuse, type Action, type Applied, type GameEvent } from '../../core/game.js';
import { appended, removed } from '../../core/lists.js';
import type { Seat } from '../../core/seats.js';
import { trumpAction } from './cards.js';
import { dealHand, dealSecondBatch } from './deal.js';
import { settleContract } from './questions.js';
import { returnTrump } from './trump-card.js';
import { auctionPartners, firstMinimum, MAX_BID, secondMinimum } from './seating.js';
import { copyState, type Call, type TwentyEightState, type TwentyEightAction } from './state.js';

const PASS: TwentyEightAction = Object.freeze({ type: 'pass' });
const REDEAL: TwentyEightAction = Object.freeze({ type: 'redeal' });
const KEEP: TwentyEightAction = Object.freeze({ type: 'keep' });
const RETAKE: TwentyEightAction = Object.freeze({ type: 'retake' });
const BIDS: readonly TwentyEightAction[] = Array.from({ length: MAX_BID + 1 }, (_, value) => Object.freeze({ type: 'bid', value }));

/** The lowest bid `seat` may make now, or why it may not bid (a number above 28: none). */
function lowestBid(state: TwentyEightState, seat: Seat): number {
  if (state.phase === 'bid2') return Math.max(state.high + 1, secondMinimum(state.seats)); // [TE-3.1][TE-3.1a]
  const lowest = Math.max(state.high + 1, firstMinimum(state.seats)); // [TE-2.1][TE-2.2]
  // [TE-2.3][TE-2.3a] over a partner's bid, at least 20
  if (state.options.partnerOvercall === 20 && auctionPartners(state.seats, seat, state.highSeat)) return Math.max(lowest, 20);
  return lowest;
}

// [TE-2.1] the dealer's right opens the first auction and may not pass
function mustBid(state: TwentyEightState): boolean {
  return state.phase === 'bid1' && state.calls1.length === 0;
}

/** Every action `seat` may take now in the redeal question, an auction, the laying of the trump card or the retake. */
export function biddingActions(state: TwentyEightState, seat: Seat): TwentyEightAction[] {
  if (state.phase === 'redeal') return [REDEAL, PASS];
  if (state.phase === 'retake') return [KEEP, RETAKE];
  if (state.phase === 'trump') return state.hands[seat].map(trumpAction); // [TE-2.5][TE-3.3a] any card of the hand
  const actions: TwentyEightAction[] = mustBid(state) ? [] : [PASS];
  for (let value = lowestBid(state, seat); value <= MAX_BID; value++) actions.push(BIDS[value]);
  return actions;
}

// [TE-2.4] why a bid may not be made now, or null
function bidError(state: TwentyEightState, seat: Seat, value: number): string | null {
  const lowest = lowestBid(state, seat);
  if (value > MAX_BID) return `a bid may not be above ${MAX_BID}`;
  if (value >= lowest) return null;
  if (state.phase === 'bid2' && value < secondMinimum(state.seats)) return `a bid of the second auction must be at least ${secondMinimum(state.seats)}`;
  if (value < firstMinimum(state.seats)) return `a bid must be at least ${firstMinimum(state.seats)}`;
  if (value <= state.high) return `a bid must be higher than ${state.high}`;
  return 'a bid over your partner must be at least 20';
}

/** Applies a redeal question's answer, a call, a trump card laid, or the keep/retake choice. */
export function applyBidding(state: TwentyEightState, seat: Seat, action: Action): Applied<TwentyEightState> {
  const type = action.type;
  if (state.phase === 'redeal') {
    if (type === 'redeal') return redeal(state, seat);
    if (type === 'pass') return declineRedeal(state, seat);
    return refuse('illegal', 'answer the redeal question first: redeal or pass');
  }
  if (state.phase === 'trump') {
    if (type !== 'trump') return refuse('illegal', 'lay a card face down as the trump card');
    return layTrump(state, seat, action.card);
  }
  if (state.phase === 'retake') {
    if (type === 'keep') return keepTrump(state, seat);
    if (type === 'retake') return retakeTrump(state, seat);
    return refuse('illegal', 'keep your trump card or take it back');
  }
  if (type === 'pass') {
    if (mustBid(state)) return refuse('illegal', `the first speaker must bid at least ${firstMinimum(state.seats)}`); // [TE-2.1]
    return call(state, seat, null);
  }
  if (type !== 'bid') return refuse('illegal', `"${type}" is not a call of the auction: bid or pass`);
  const value = action.value;
  if (typeof value !== 'number' || !Number.isInteger(value)) return refuse('badAction', 'a bid needs a whole-number "value"');
  const error = bidError(state, seat, value);
  if (error) return refuse('illegal', error);
  return call(state, seat, value);
}

// [TE-1.4][TE-1.4a] the same dealer deals the same hand again
function redeal(state: TwentyEightState, seat: Seat): Applied<TwentyEightState> {
  const events: GameEvent[] = [{ type: 'redealDemanded', audience: 'all', seat }];
  const next = dealHand(state, events);
  next.version = state.version + 1;
  return { ok: true, state: next, events };
}

function declineRedeal(state: TwentyEightState, seat: Seat): Applied<TwentyEightState> {
  const next = copyState(state);
  next.version = state.version + 1;
  next.queue = state.queue.slice(1);
  if (next.queue.length > 0) next.turn = next.queue[0];
  else {
    next.phase = 'bid1';
    next.turn = (state.dealer + 1) % state.seats;
  }
  return { ok: true, state: next, events: [{ type: 'redealDeclined', audience: 'all', seat }] };
}

function call(state: TwentyEightState, seat: Seat, value: number | null): Applied<TwentyEightState> {
  const round = state.phase === 'bid1' ? 1 : 2;
  const made: Call = { seat, call: value === null ? 'pass' : 'bid', value };
  const events: GameEvent[] = [{ type: 'bidMade', audience: 'all', round, ...made }];
  const next = copyState(state);
  next.version = state.version + 1;
  if (round === 1) next.calls1 = appended(state.calls1, made);
  else next.calls2 = appended(state.calls2, made);
  if (value !== null) {
    next.high = value;
    next.highSeat = seat;
    next.passes = 0;
  } else next.passes = state.passes + 1;
  next.turn = (seat + 1) % state.seats;
  const calls = round === 1 ? next.calls1 : next.calls2;
  const bidInRound = round === 1 || calls.some((c) => c.call === 'bid');
  // [TE-3.2] the first N calls all passes: the first-round bid and trump card stand
  if (!bidInRound) {
    if (calls.length === state.seats) settleContract(next, events);
    return { ok: true, state: next, events };
  }
  // [TE-2.2][TE-3.2] three passes in succession after the last bid (every other player: N - 1)
  if (next.passes < state.seats - 1) return { ok: true, state: next, events };
  events.push({ type: 'auctionWon', audience: 'all', round, seat: next.highSeat, value: next.high });
  if (round === 1) {
    // [TE-2.5] the first-round bidder lays its trump card
    next.firstBid = { seat: next.highSeat, value: next.high };
    next.bidder = next.highSeat;
    next.phase = 'trump';
    next.turn = next.highSeat;
    return { ok: true, state: next, events };
  }
  next.bidder = next.highSeat;
  next.turn = next.highSeat;
  // [TE-3.3] the first-round bidder may keep its card; another winner lays one of its own after the first card goes back
  if (next.highSeat === state.trumpSeat) next.phase = 'retake';
  else {
    returnTrump(next, events);
    next.phase = 'trump';
  }
  return { ok: true, state: next, events };
}

// [TE-2.5][TE-3.3] lay one card of the hand face down; after the first auction the second batch follows
function layTrump(state: TwentyEightState, seat: Seat, card: unknown): Applied<TwentyEightState> {
  if (typeof card !== 'string') return refuse('badAction', 'a trump card needs a "card" id such as "JS"');
  const at = state.hands[seat].indexOf(card);
  if (at < 0) return refuse('illegal', `${card} is not in your hand`);
  const next = copyState(state);
  next.version = state.version + 1;
  next.hands = state.hands.slice();
  next.hands[seat] = removed(state.hands[seat], at);
  next.trumpCard = card;
  next.trumpSeat = seat;
  next.laid = card;
  // [TE-4.1] the table sees a card back; the card itself goes to its owner alone
  const events: GameEvent[] = [
    { type: 'trumpLaid', audience: 'all', seat },
    { type: 'trumpCardLaid', audience: { seat }, seat, card },
  ];
  if (state.pending[0].length === 0) {
    settleContract(next, events); // [TE-3.3] the second trump card, or [TE-10.2] the one auction at 6
    return { ok: true, state: next, events };
  }
  dealSecondBatch(next, events); // [TE-1.3]
  if (state.high >= MAX_BID) {
    // [TE-3.1a] no bid can top 28: no second auction, and the first-round bid stands
    settleContract(next, events);
    return { ok: true, state: next, events };
  }
  // [TE-3.1] the second auction opens with the dealer's right, the first-round bid standing
  next.phase = 'bid2';
  next.passes = 0;
  next.turn = (state.dealer + 1) % state.seats;
  return { ok: true, state: next, events };
}

function keepTrump(state: TwentyEightState, seat: Seat): Applied<TwentyEightState> {
  const next = copyState(state);
  next.version = state.version + 1;
  const events: GameEvent[] = [{ type: 'trumpKept', audience: 'all', seat }];
  settleContract(next, events);
  return { ok: true, state: next, events };
}

// [TE-3.3][TE-3.3a] take the card back and lay any one of the 8
function retakeTrump(state: TwentyEightState, seat: Seat): Applied<TwentyEightState> {
  const next = copyState(state);
  next.version = state.version + 1;
  const events: GameEvent[] = [{ type: 'trumpRetaken', audience: 'all', seat }];
  returnTrump(next, events);
  events.splice(1, 1); // the retake event says it: no second "returned" for the table
  next.phase = 'trump';
  return { ok: true, state: next, events };
}
