import { SUITS, type Suit } from '../../rules/core/cards.js';
import type { Action } from '../../rules/core/game.js';
import type { Seat } from '../../rules/core/seats.js';
import type { BidCall, Denomination } from '../../rules/games/fifty-six/state.js';
import type { FiftySixView } from '../../rules/games/fifty-six/view.js';
import { contractPoints, pointsAgainst } from './estimate.js';

/** Safety margins, in card points, of a bot's bids and doubles. */
export interface Margins {
  bid: number;
  double: number;
  redouble: number;
}

/** The standard bot's margins. */
export const MARGINS: Margins = { bid: 1, double: 6, redouble: 6 };

/**
 * What a partner's bid in a suit adds to the points the viewer's hand expects in that suit: the bid
 * says the partner is strong there [FS-3.3], which the fitted models (any partner hand) do not know.
 */
export const PARTNER_SUPPORT = 5;

/** A bid worth raising the partner's suit to the next bracket for: 40 pays 2 tables but costs 3 [FS-5.2]. */
export const RAISE_TO = { value: 40, margin: 6 };

/** The suit the viewer's partners bid most recently, if any. */
export function partnerSuit(view: FiftySixView): Suit | null {
  const me = view.viewer as Seat;
  for (let i = view.auction.calls.length - 1; i >= 0; i--) {
    const call = view.auction.calls[i];
    if (call.call !== 'bid' || call.seat === me || view.teams[call.seat] !== view.teams[me]) continue;
    return call.denomination.length === 1 ? (call.denomination as Suit) : null;
  }
  return null;
}

/** The denominations the bots bid in: the four suits and No Trumps. */
export const DENOMINATIONS: readonly (Suit | 'NT')[] = [...SUITS, 'NT'];

function trumpOf(denomination: Denomination): Suit | null {
  return denomination === 'NT' || denomination === 'noes' ? null : denomination;
}

/** The bid action of `value` in `denomination` and `form`, if it is legal now. */
function bidAction(view: FiftySixView, value: number, denomination: Denomination, form: string): Action | undefined {
  return view.legal.find((a) => a.type === 'bid' && a.value === value && a.denomination === denomination && a.form === form);
}

/**
 * [FS-3.3] The bid of `value` in `denomination`, announced to tell the partner about the hand: number
 * first when holding the suit's top card (a jack), suit first when strong without it; Noes when void
 * in the suit last bid. Undefined if no such bid is legal now.
 */
export function announce(view: FiftySixView, value: number, denomination: Suit | 'NT'): Action | undefined {
  const hand = view.myHand ?? [];
  if (denomination === 'NT') {
    const lastSuit = [...view.auction.calls].reverse().find((c): c is BidCall => c.call === 'bid' && c.denomination.length === 1);
    if (lastSuit && !hand.some((c) => c[1] === lastSuit.denomination)) {
      const noes = bidAction(view, value, 'noes', 'numberSuit');
      if (noes) return noes;
    }
    return bidAction(view, value, 'NT', 'numberSuit');
  }
  const form = hand.some((c) => c === `J${denomination}1` || c === `J${denomination}2`) ? 'numberSuit' : 'suitNumber';
  return bidAction(view, value, denomination, form) ?? bidAction(view, value, denomination, 'numberSuit');
}

function find(view: FiftySixView, type: string): Action | undefined {
  return view.legal.find((a) => a.type === type);
}

// a bid is still possible (not doubled: a double is answered by a redouble or a pass)
function auctionOpen(view: FiftySixView): boolean {
  return view.auction.doubled === 0;
}

/** The bot's call in the auction [FS-3], with safety `margins` (the standard bot's by default). */
export function auctionCall(view: FiftySixView, margins: Margins = MARGINS): Action {
  const me = view.viewer as Seat;
  const pass = find(view, 'pass')!;
  const high = view.auction.high;
  const myTeam = view.teams[me];
  const supported = partnerSuit(view);
  let best: Suit | 'NT' = 'NT';
  let bestPoints = -Infinity;
  for (const denomination of DENOMINATIONS) {
    const points = contractPoints(view, trumpOf(denomination)) + (denomination === supported ? PARTNER_SUPPORT : 0);
    if (points > bestPoints) {
      best = denomination;
      bestPoints = points;
    }
  }
  if (high === null) return bestPoints - margins.bid >= 28 ? (announce(view, 28, best) ?? pass) : pass;
  const ours = view.teams[high.seat] === myTeam;
  if (ours) {
    // [FS-3.5] redouble a doubled contract the hand is sure of
    const redouble = find(view, 'redouble');
    if (redouble && contractPoints(view, trumpOf(high.denomination)) >= high.value + margins.redouble) return redouble;
    // raise the partner's suit to the next bracket when the hand adds enough to it
    if (high.seat !== me && supported === high.denomination && high.value < RAISE_TO.value && auctionOpen(view)) {
      const points = contractPoints(view, supported) + PARTNER_SUPPORT;
      if (points - RAISE_TO.margin >= RAISE_TO.value) return announce(view, RAISE_TO.value, supported) ?? pass;
    }
    return pass;
  }
  if (bestPoints - margins.bid >= high.value + 1) return announce(view, high.value + 1, best) ?? pass;
  // [FS-3.4] double a bid the hand expects to defeat
  const double = find(view, 'double');
  if (double && pointsAgainst(view, trumpOf(high.denomination)) >= 56 - high.value + 1 + margins.double) return double;
  return pass;
}
