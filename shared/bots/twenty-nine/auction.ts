import type { Card, Suit } from '../../rules/core/cards.js';
import type { Action } from '../../rules/core/game.js';
import type { Seat } from '../../rules/core/seats.js';
import { RANK_ORDER } from '../../rules/games/twenty-nine/cards.js';
import type { TwentyNineView } from '../../rules/games/twenty-nine/view.js';
import { bestTrump, defencePoints, handPoints, strongContract, sureSingleHand } from './hand-value.js';

// The standard bot's calls before the play: the auction [TN-2], the trump choice [TN-3] and the
// questions (annulment [TN-1.4], single hand [TN-6], double, redouble, full set [TN-7]).

/** Safety margins, in card points, of the bot's bids and doubles. */
export interface Margins {
  bid: number;
  double: number;
}

/** The standard bot's margins. */
export const MARGINS: Margins = { bid: -0.5, double: 1 };

// what a partner's bid says its hand adds to the viewer's reading (it is strong somewhere) [TN-2]
const PARTNER_SUPPORT = 1.5;

function find(view: TwentyNineView, type: string): Action | undefined {
  return view.legal.find((a) => a.type === type);
}

function partnerBid(view: TwentyNineView): boolean {
  const partner = ((view.viewer as Seat) + 2) & 3;
  return view.calls.some((c) => c.seat === partner && c.call !== 'pass');
}

/** The highest bid the viewer's 4 cards are worth [TN-2]: the best trump's points less the margin. */
export function maxBid(view: TwentyNineView, margins: Margins = MARGINS): number {
  const { points } = bestTrump(view.myHand ?? []);
  return Math.floor(points + (partnerBid(view) ? PARTNER_SUPPORT : 0) - margins.bid);
}

/**
 * The bot's call in the auction [TN-2]: never over its partner (a contract pays the same whatever the
 * bid [TN-8.1]), over an opponent up to what the hand is worth, holding its number when it may [TN-2.3].
 */
export function auctionCall(view: TwentyNineView, margins: Margins = MARGINS): Action {
  const pass = find(view, 'pass');
  if (!pass) return view.legal[0]; // [TN-2.2] the dealer's forced bid
  const high = view.high;
  const me = view.viewer as Seat;
  if (high !== null && (high.seat & 1) === (me & 1)) return pass;
  const most = maxBid(view, margins);
  const hold = find(view, 'hold');
  if (hold && high !== null && most >= high.value) return hold;
  const lowest = view.legal.find((a) => a.type === 'bid');
  if (lowest && (lowest.value as number) <= most) return lowest;
  return pass;
}

function strength(card: Card): number {
  return 8 - RANK_ORDER.indexOf(card[0] as never);
}

/**
 * [TN-3] The bidder's choice: its best suit from the 4 cards (a marker, or its lowest card of the suit
 * laid face down), the seventh card only when no suit holds two cards or a jack.
 */
export function trumpChoice(view: TwentyNineView): Action {
  const hand = view.myHand ?? [];
  const { suit } = bestTrump(hand);
  const cards = hand.filter((c) => c[1] === suit);
  const seventh = find(view, 'seventhCard');
  if (seventh && cards.length < 2 && !cards.some((c) => c[0] === 'J')) return seventh;
  const bySuit = view.legal.find((a) => a.type === 'trump' && 'suit' in a && a.suit === suit);
  if (bySuit) return bySuit;
  const lowest = [...cards].sort((a, b) => strength(a) - strength(b))[0];
  return view.legal.find((a) => a.type === 'trump' && 'card' in a && a.card === lowest) ?? view.legal[0];
}

/** The suit the bidder chose, if the viewer is the bidder and knows it. */
function myTrump(view: TwentyNineView): Suit | null {
  const trump = view.trump.trump;
  return view.bidder === view.viewer && trump !== null && trump !== 'NT' ? trump : null;
}

// the viewer's cards with its own face-down card, if it knows it
function fullHand(view: TwentyNineView): Card[] {
  const hand = [...(view.myHand ?? [])];
  if (view.trump.faceDown && view.bidder === view.viewer && view.trump.card !== null) hand.push(view.trump.card);
  return hand;
}

/** [TN-1.4] Annul a hand without a point card (never four Jacks: such a hand is the strongest there is). */
function annulment(view: TwentyNineView): Action {
  const annul = find(view, 'annul')!;
  return handPoints(fullHand(view)) === 0 ? annul : find(view, 'pass')!;
}

/** The total of card points this hand, the last trick's included [TN-1.1]. */
export function totalPoints(view: TwentyNineView): number {
  return 28 + (view.options.lastTrick as number);
}

/** The bot's answer to the question asked of it (annulment, single hand, double, redouble, full set). */
export function answer(view: TwentyNineView, margins: Margins = MARGINS): Action {
  const pass = find(view, 'pass')!;
  const hand = fullHand(view);
  if (find(view, 'annul')) return annulment(view);
  // [TN-6] a sure single hand only: every card is its suit's master (an unseen seventh card could lose)
  const single = find(view, 'singleHand');
  if (single) return sureSingleHand(hand) ? single : pass;
  // [TN-7] double a contract the hand's points alone should defeat
  const double = find(view, 'double');
  if (double && view.bid !== null) return defencePoints(hand) >= totalPoints(view) - view.bid + 1 + margins.double ? double : pass;
  const redouble = find(view, 'redouble');
  if (redouble) {
    const trump = myTrump(view);
    return trump !== null && strongContract(hand, trump) ? redouble : pass;
  }
  return pass;
}
