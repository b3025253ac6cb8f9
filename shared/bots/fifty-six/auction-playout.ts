import type { Card } from '../../rules/core/cards.js';
import type { Action } from '../../rules/core/game.js';
import type { Seat } from '../../rules/core/seats.js';
import { auctionMenu, isSuit, type StakeCall } from '../../rules/games/fifty-six/calls.js';
import type { Auction, BidCall, Call } from '../../rules/games/fifty-six/state.js';
import type { FiftySixView } from '../../rules/games/fifty-six/view.js';
import { auctionCall, type Margins } from './auction.js';

// The rest of an auction on one sampled deal, every seat calling as the standard bot would from its
// own hand: what the bid search needs to know which contract a call leads to. The transitions follow
// the rules' bidding.ts [FS-3.4]-[FS-3.7]; the calls carry only what auctionCall reads.

/** The contract an auction ends in: the team, the bid, the trump (null: No Trumps) and the doubling. */
export interface Outcome {
  team: number;
  value: number;
  trump: string | null;
  doubled: 0 | 1 | 2;
}

// [FS-3.4][FS-3.5] double: another team than the bidder's, once; redouble: the doubled team.
function stakeFor(view: FiftySixView, auction: Auction, seat: Seat): StakeCall {
  const { high, doubled } = auction;
  if (high === null) return 'none';
  const mine = view.teams[seat] === view.teams[high.seat];
  if (doubled === 0 && !mine) return 'double';
  if (doubled === 1 && mine) return 'redouble';
  return 'none';
}

function nextPlaying(view: FiftySixView, seat: Seat): Seat {
  for (let i = 1; i <= view.seats; i++) {
    const next = (seat + i) % view.seats;
    if (view.playing[next]) return next;
  }
  return seat;
}

// [FS-3.1] in turn; option passIsFinal: a seat that has passed is not asked again (-1: nobody left)
function nextSpeaker(view: FiftySixView, calls: readonly Call[], seat: Seat): Seat {
  let speaker = seat;
  for (let i = 0; i < view.seats; i++) {
    speaker = nextPlaying(view, speaker);
    if (view.options.passIsFinal !== true || !calls.some((c) => c.seat === speaker && c.call === 'pass')) return speaker;
  }
  return -1;
}

function withCall(auction: Auction, seat: Seat, action: Action | Call): Auction {
  const calls = [...auction.calls];
  const type = 'call' in action ? action.call : action.type;
  if (type === 'bid') {
    const { value, denomination, form } = action as BidCall;
    const call = { seat, call: 'bid', value, denomination, form, plus: null, noesOf: null, called: '' } as BidCall;
    calls.push(call);
    return { calls, high: call, doubled: 0, doubler: null }; // [FS-3.5] a higher bid cancels any double
  }
  calls.push({ seat, call: type, called: '' } as Call);
  if (type === 'double') return { calls, high: auction.high, doubled: 1, doubler: seat };
  if (type === 'redouble') return { calls, high: auction.high, doubled: 2, doubler: auction.doubler };
  return { calls, high: auction.high, doubled: auction.doubled, doubler: auction.doubler };
}

function outcomeOf(view: FiftySixView, auction: Auction): Outcome {
  const high = auction.high;
  if (high === null) return { team: view.teams[nextPlaying(view, view.dealer)], value: 28, trump: null, doubled: 0 }; // [FS-3.7]
  return { team: view.teams[high.seat], value: high.value, trump: isSuit(high.denomination) ? high.denomination : null, doubled: auction.doubled };
}

/**
 * The contract the auction of `view` ends in after the viewer's `action`, every seat (the viewer's
 * later turns too) then calling as the standard bot would with `margins`, holding `hands` (by seat).
 */
export function auctionOutcome(view: FiftySixView, action: Action, hands: readonly (readonly Card[])[], margins: Margins): Outcome {
  const me = view.viewer as Seat;
  let auction = withCall(view.auction, me, action);
  let seat = me;
  const seen: FiftySixView = { ...view };
  for (;;) {
    const last = auction.calls[auction.calls.length - 1];
    if (last.call === 'redouble') return outcomeOf(view, auction); // [FS-3.5] a redouble ends the auction
    const high = auction.high;
    const speaker = nextSpeaker(view, auction.calls, seat);
    if (high === null && auction.calls.length >= view.playing.filter(Boolean).length) return outcomeOf(view, auction);
    if (high !== null) {
      const lastCaller = auction.doubled === 1 ? auction.doubler : high.seat;
      if (speaker === lastCaller || speaker === -1) return outcomeOf(view, auction); // [FS-3.6]
    }
    seen.viewer = speaker;
    seen.myHand = hands[speaker] as Card[];
    seen.auction = auction;
    seen.legal = auctionMenu(high?.value ?? 0, stakeFor(view, auction, speaker));
    auction = withCall(auction, speaker, auctionCall(seen, margins));
    seat = speaker;
  }
}

/**
 * True if every call `seat` made so far in the auction of `view` is the one the standard bot (at
 * `margins`) would have made holding `hand`: a sampled hand that fits what its calls told. A seat's
 * calls depend only on its own hand and the calls before, which the view shows.
 */
export function fitsCalls(view: FiftySixView, seat: Seat, hand: readonly Card[], margins: Margins): boolean {
  let auction: Auction = { calls: [], high: null, doubled: 0, doubler: null };
  const seen: FiftySixView = { ...view, viewer: seat, myHand: hand as Card[] };
  for (const call of view.auction.calls) {
    if (call.seat === seat) {
      seen.auction = auction;
      seen.legal = auctionMenu(auction.high?.value ?? 0, stakeFor(view, auction, seat));
      const would = auctionCall(seen, margins);
      if (would.type !== call.call) return false;
      if (call.call === 'bid' && (would.value !== call.value || would.denomination !== call.denomination || would.form !== call.form)) return false;
    }
    auction = withCall(auction, call.seat, call);
  }
  return true;
}
