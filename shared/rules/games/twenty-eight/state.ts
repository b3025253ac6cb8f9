import type { Card, Suit } from '../../core/cards.js';
import type { BaseState, Deal } from '../../core/game.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';

/**
 * A Twenty-Eight action (ACTIONS.md tells when each is legal): `{type:'redeal'}`, `{type:'pass'}`,
 * `{type:'bid', value}`, `{type:'trump', card}` (lay it face down), `{type:'keep'}`, `{type:'retake'}`,
 * `{type:'thani'}`, `{type:'double'}`, `{type:'redouble'}`, `{type:'ask'}`, `{type:'expose'}`,
 * `{type:'play', card}`.
 */
export type TwentyEightAction =
  | { type: 'redeal' | 'pass' | 'keep' | 'retake' | 'thani' | 'double' | 'redouble' | 'ask' | 'expose' }
  | { type: 'bid'; value: number }
  | { type: 'trump'; card: Card }
  | { type: 'play'; card: Card };

/**
 * Where a hand stands: `redeal` (a pointless hand may be thrown in [TE-1.4]), `bid1` and `bid2` (the
 * two auctions [TE-2][TE-3]), `trump` (the bidder lays its trump card), `retake` (the first-round
 * bidder who won the second auction keeps its card or takes it back [TE-3.3]), `thani` [TE-7.1],
 * `double` and `redouble` [TE-9.1], `play` [TE-5], `over`.
 */
export type Phase = 'redeal' | 'bid1' | 'bid2' | 'trump' | 'retake' | 'thani' | 'double' | 'redouble' | 'play' | 'over';

/** One call of an auction, public [TE-4.1]: a bid of `value`, or a pass (value null). */
export interface Call {
  seat: Seat;
  call: 'bid' | 'pass';
  value: number | null;
}

/** A completed trick: its cards in play order, the seat that won it and its card points. */
export interface Trick {
  plays: Play[];
  winner: Seat;
  points: number;
}

/** A declared Pair [TE-6]: who declared it, its side, and the target after it. */
export interface PairCall {
  seat: Seat;
  /** True if the declarer is on the bidding side (the target fell), false if it rose. */
  bidding: boolean;
  target: number;
}

/** The public summary of a scored hand [TE-8]: no card ids (their codes recur in the next deal), the trump by suit and rank [TE-4.3]. */
export interface HandSummary {
  hand: number;
  dealer: Seat;
  /** The bidder, or the Thani caller. */
  seat: Seat;
  contract: number;
  /** The bid of the first auction and its seat. */
  firstBid: { seat: Seat; value: number };
  trumpSuit: Suit;
  trumpRank: string;
  thani: boolean;
  doubled: 0 | 1 | 2;
  pair: PairCall | null;
  target: number;
  /** Card points won by the bidding side (all 28 for a finished hand's two sides together). */
  points: number;
  tricks: number;
  made: boolean;
  /** The game points of one payment (per opponent at 3 players). */
  value: number;
  /** The change of each team's score (4, 6 players) or each seat's tables (3 players). */
  change: number[];
  score: number[];
}

/**
 * The whole state of a game of Twenty-Eight: plain JSON. Hands are card ids in the order dealt; the
 * trump card is kept apart (`trumpCard`) while it lies face down, and joins its owner's hand when
 * it is exposed or returned.
 */
export interface TwentyEightState extends BaseState {
  game: 'twenty-eight';
  phase: Phase;
  /** The hand's number (a pointless redeal is the same hand [TE-1.4a]). */
  hand: number;
  /** Deals made so far, redeals included: the shuffle's label. */
  deals: number;
  dealer: Seat;
  /** The seat to act (in `play`, the seat to play); -1 when over. */
  turn: Seat;
  hands: Card[][];
  /** The second batch of each seat, not dealt yet [TE-1.3] (secret to everyone). */
  pending: Card[][];
  /** The seats still to be asked in a question phase (redeal, thani, double, redouble), the first asked now. */
  queue: Seat[];
  calls1: Call[];
  calls2: Call[];
  /** The current bid and its seat (the first-round bid while the second auction has no bid). */
  high: number;
  highSeat: Seat;
  /** Passes since the last bid of the auction under way. */
  passes: number;
  firstBid: { seat: Seat; value: number } | null;
  /** The bidder (the final one once the auctions are over) [TE-3.4]. */
  bidder: Seat;
  /** The trump card while it lies face down [TE-2.5], else the card that was the trump (exposed), or null. */
  trumpCard: Card | null;
  /** The seat whose card lies face down (-1: none). */
  trumpSeat: Seat;
  exposed: boolean;
  /** The trump card laid first (kept for the summary when a Thani returns it). */
  laid: Card | null;
  thani: Seat;
  silent: Seat[];
  doubled: 0 | 1 | 2;
  target: number;
  pair: PairCall | null;
  leader: Seat;
  trick: Play[];
  /** The seat bound to play a trump in this trick (an asker or exposing bidder) [TE-5.3][TE-5.7a], -1: none. */
  obliged: Seat;
  tricks: Trick[];
  /** Card points won by each seat's tricks this hand. */
  won: number[];
  /** Each team's score (4, 6 players) or each seat's tables (3 players) [TE-8.3][TE-10.1]. */
  score: number[];
  lastHand: HandSummary | null;
  history: HandSummary[];
  winner: Team | null;
  winners: Seat[];
  stacked: Deal[];
}

/** A new state object with every field of `state` (each action copies once and writes its changes). */
export function copyState(s: TwentyEightState): TwentyEightState {
  return {
    game: s.game,
    version: s.version,
    seats: s.seats,
    options: s.options,
    seed: s.seed,
    phase: s.phase,
    hand: s.hand,
    deals: s.deals,
    dealer: s.dealer,
    turn: s.turn,
    hands: s.hands,
    pending: s.pending,
    queue: s.queue,
    calls1: s.calls1,
    calls2: s.calls2,
    high: s.high,
    highSeat: s.highSeat,
    passes: s.passes,
    firstBid: s.firstBid,
    bidder: s.bidder,
    trumpCard: s.trumpCard,
    trumpSeat: s.trumpSeat,
    exposed: s.exposed,
    laid: s.laid,
    thani: s.thani,
    silent: s.silent,
    doubled: s.doubled,
    target: s.target,
    pair: s.pair,
    leader: s.leader,
    trick: s.trick,
    obliged: s.obliged,
    tricks: s.tricks,
    won: s.won,
    score: s.score,
    lastHand: s.lastHand,
    history: s.history,
    winner: s.winner,
    winners: s.winners,
    stacked: s.stacked,
  };
}
