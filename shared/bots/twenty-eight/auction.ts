import type { Card, Suit } from '../../rules/core/cards.js';
import type { Action } from '../../rules/core/game.js';
import type { Seat } from '../../rules/core/seats.js';
import { packOf } from '../../rules/games/twenty-eight/cards.js';
import type { TwentyEightView } from '../../rules/games/twenty-eight/view.js';
import { bestTrump, estimate, handPoints, sureThani, weakestOf } from './hand-value.js';

/** Safety margins, in card points, of the bot's calls: a bid must be expected by this much more. */
export interface Margins {
  /** First auction (half the hand unseen). */
  first: number;
  /** Second auction (the whole hand). */
  second: number;
  double: number;
  redouble: number;
}

/** The standard bot's margins. */
export const MARGINS: Margins = { first: 2.5, second: 3, double: 4, redouble: 4 };

// A trump suit must beat the laid one by this much (card points) before the card is taken back [TE-3.3].
const RETAKE_GAIN = 1.5;

function find(view: TwentyEightView, type: string): Action | undefined {
  return view.legal.find((a) => a.type === type);
}

function lowestBid(view: TwentyEightView): Action | undefined {
  let lowest: Action | undefined;
  for (const action of view.legal) if (action.type === 'bid' && (lowest === undefined || (action.value as number) < (lowest.value as number))) lowest = action;
  return lowest;
}

/** The cards the viewer holds, its own face-down trump card included. */
export function fullHand(view: TwentyEightView): Card[] {
  const hand = (view.myHand ?? []).slice();
  if (view.myTrump) hand.push(view.myTrump);
  return hand;
}

function handSize(view: TwentyEightView): number {
  return packOf(view.seats).handSize;
}

/** [TE-2][TE-3] A call of either auction: the lowest bid the hand supports with a margin, else pass. */
export function auctionCall(view: TwentyEightView, margins: Margins = MARGINS): Action {
  const pass = find(view, 'pass');
  const bid = lowestBid(view);
  if (!pass) return bid!; // [TE-2.1] the opener must bid: the lowest
  if (!bid) return pass;
  const { points } = bestTrump(fullHand(view), view.seats, handSize(view));
  const margin = view.phase === 'bid1' ? margins.first : margins.second;
  return points - margin >= (bid.value as number) ? bid : pass;
}

/** [TE-2.5][TE-3.3] The card to lay face down: the weakest card of the hand's best trump suit. */
export function trumpCard(view: TwentyEightView): Action {
  const hand = view.myHand ?? [];
  const { suit } = bestTrump(hand, view.seats, handSize(view));
  const card = weakestOf(hand, suit);
  return view.legal.find((a) => a.type === 'trump' && a.card === card) ?? view.legal[0];
}

/** [TE-3.3] Keep the first trump card unless another suit is clearly better with the whole hand. */
export function keepOrRetake(view: TwentyEightView): Action {
  const hand = fullHand(view);
  const laid = view.myTrump ? (view.myTrump[1] as Suit) : null;
  const best = bestTrump(hand, view.seats, handSize(view));
  if (laid === null || best.suit === laid) return find(view, 'keep')!;
  const kept = estimate(hand, laid, view.seats, handSize(view));
  return best.points - kept >= RETAKE_GAIN ? find(view, 'retake')! : find(view, 'keep')!;
}

/** [TE-7] Thani only with a hand that wins every trick leading without trumps. */
export function thaniAnswer(view: TwentyEightView): Action {
  const thani = find(view, 'thani');
  if (thani && sureThani(fullHand(view), packOf(view.seats).pack)) return thani;
  return find(view, 'pass')!;
}

/**
 * [TE-9.1] Double a contract the hand expects to defeat: the bidder's side needs `target` of the 28, and
 * a defender's side holding the jacks and nines that the bid needs leaves it short. Redouble a contract
 * the bidder's hand expects to make with room to spare.
 */
export function doubleAnswer(view: TwentyEightView, margins: Margins = MARGINS): Action {
  const me = view.viewer as Seat;
  const hand = fullHand(view);
  const double = find(view, 'double');
  if (double) {
    const jacks = hand.filter((c) => c[0] === 'J').length;
    // my own high cards alone, with room to spare, are what the bidder's side may not lose
    if (jacks >= 2 && handPoints(hand) >= 28 - view.target + 1 + margins.double) return double;
  }
  const redouble = find(view, 'redouble');
  if (redouble && me === view.bidder && view.myTrump) {
    const points = estimate(hand, view.myTrump[1] as Suit, view.seats, handSize(view));
    if (points >= view.target + margins.redouble) return redouble;
  }
  return find(view, 'pass')!;
}
