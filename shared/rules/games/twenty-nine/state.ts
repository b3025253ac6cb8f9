import type { Card, Suit } from '../../core/cards.js';
import type { BaseState, Deal } from '../../core/game.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';

/**
 * Where a hand stands. The questions (`firstAnnul`, `secondAnnul`, `single`, `double`, `redouble`,
 * `fullSet`) are asked of the seats of `asking` in turn, the seat in `turn` first.
 */
/**
 * A seat's action (shared/rules/games/twenty-nine/ACTIONS.md): in the auction `{type:'bid', value}`,
 * `hold` or `pass`; the bidder's trumps by suit (`{type:'trump', suit}`, a marker) or by a card laid
 * from its hand (`{type:'trump', card}`), `noTrump` or `seventhCard`; the answers to a question (`pass`
 * for no, `annul`, `singleHand`, `double`, `redouble`, `fullSet` for yes); in play `ask` or `reveal`
 * (trumps), and `{type:'play', card}`.
 */
export type TwentyNineAction =
  | { type: 'pass' | 'hold' | 'noTrump' | 'seventhCard' | 'annul' | 'singleHand' | 'double' | 'redouble' | 'fullSet' | 'ask' | 'reveal' }
  | { type: 'bid'; value: number }
  | { type: 'trump'; suit: Suit }
  | { type: 'trump'; card: Card }
  | { type: 'play'; card: Card };

export type Phase =
  | 'firstAnnul'
  | 'auction'
  | 'trump'
  | 'secondAnnul'
  | 'single'
  | 'double'
  | 'redouble'
  | 'fullSet'
  | 'playing'
  | 'over';

/** How the bidder recorded its choice [TN-3]: a spare marker, a card laid from its hand, or its unseen seventh card. */
export type ChoiceForm = 'marker' | 'card' | 'seventh';

/** A call of the auction as everyone heard it [TN-2]. */
export interface Call {
  seat: Seat;
  call: 'bid' | 'pass' | 'hold';
  value: number | null;
}

/** A completed trick: its plays in order, the winner and its card points. */
export interface Trick {
  plays: Play[];
  winner: Seat;
  points: number;
}

/** The public summary of a scored hand [TN-8]: no card ids, so it never tells who holds what next. */
export interface HandSummary {
  hand: number;
  dealer: Seat;
  bidder: Seat;
  bid: number;
  forced: boolean;
  /** The choice, public once the hand is scored: a suit, 'NT' (no trumps), or null if never chosen. */
  trump: Suit | 'NT' | null;
  form: ChoiceForm | null;
  revealed: boolean;
  single: { seat: Seat; won: boolean } | null;
  doubled: 0 | 1 | 2;
  fullSet: boolean;
  pair: { seat: Seat; team: Team } | null;
  target: number;
  /** Card points of each team, the last-trick point included [TN-1.1]. */
  points: number[];
  tricksWon: number[];
  made: boolean;
  /** The change of each team's score [TN-8.1]. */
  change: number[];
  scores: number[];
}

/** The shape of `TwentyNineState`, stored in it as `format`. */
export const STATE_FORMAT = 1;

/**
 * The whole state of a game of Twenty-Nine: plain JSON. `deck` is this deal's 32 cards in dealing order
 * [TN-1.3]; `hands` what each seat holds now (a laid or unseen trump card is not in it but in `hidden`).
 */
export interface TwentyNineState extends BaseState {
  game: 'twenty-nine';
  format: number;
  phase: Phase;
  /** The number of the hand being played (annulled deals do not count). */
  hand: number;
  /** Deals made so far, annulled ones included: the shuffle's label. */
  deals: number;
  dealer: Seat;
  deck: Card[];
  hands: Card[][];
  turn: Seat;
  /** Seats still to be asked the current question after `turn`, in order. */
  asking: Seat[];
  calls: Call[];
  high: { seat: Seat; value: number } | null;
  /** [TN-2.3] bidding hold: the seats that have passed (a pass is final). */
  passed: boolean[];
  bidder: Seat;
  bid: number;
  forced: boolean;
  /** [TN-3] the choice's form, null before it is made. */
  form: ChoiceForm | null;
  /** The trump suit, null for no trumps or before the choice. */
  trump: Suit | null;
  noTrump: boolean;
  /** The face-down card of a `handCard` indicator or seventh card, while it is not in the bidder's hand. */
  hidden: Card | null;
  /** That card once revealed: public from then on, though it sits in the bidder's hand [TN-3.4]. */
  exposed: Card | null;
  revealed: boolean;
  /** [TN-6] the single hand's caller, -1 for none. */
  single: Seat;
  doubled: 0 | 1 | 2;
  doubler: Seat;
  fullSet: boolean;
  leader: Seat;
  trick: Play[];
  tricks: Trick[];
  points: number[];
  /** [TN-4.3] the seat that asked or revealed in this trick and must play a trump if it holds one, -1 for none. */
  bound: Seat;
  pair: { seat: Seat; team: Team } | null;
  scores: number[];
  lastHand: HandSummary | null;
  history: HandSummary[];
  winner: Team | -1;
  stacked: Deal[];
}

/** A new state object with every field of `state` (each action copies once and writes into the copy). */
export function copyState(s: TwentyNineState): TwentyNineState {
  return {
    game: s.game,
    format: s.format,
    version: s.version,
    seats: s.seats,
    options: s.options,
    seed: s.seed,
    phase: s.phase,
    hand: s.hand,
    deals: s.deals,
    dealer: s.dealer,
    deck: s.deck,
    hands: s.hands,
    turn: s.turn,
    asking: s.asking,
    calls: s.calls,
    high: s.high,
    passed: s.passed,
    bidder: s.bidder,
    bid: s.bid,
    forced: s.forced,
    form: s.form,
    trump: s.trump,
    noTrump: s.noTrump,
    hidden: s.hidden,
    exposed: s.exposed,
    revealed: s.revealed,
    single: s.single,
    doubled: s.doubled,
    doubler: s.doubler,
    fullSet: s.fullSet,
    leader: s.leader,
    trick: s.trick,
    tricks: s.tricks,
    points: s.points,
    bound: s.bound,
    pair: s.pair,
    scores: s.scores,
    lastHand: s.lastHand,
    history: s.history,
    winner: s.winner,
    stacked: s.stacked,
  };
}

/** [TN-1] Partners sit opposite: seats 0+2 against 1+3. */
export function teamOf(seat: Seat): Team {
  return seat & 1;
}

/** [TN-1] F, the first hand: the seat after the dealer. */
export function firstHand(state: Pick<TwentyNineState, 'dealer'>): Seat {
  return (state.dealer + 1) & 3;
}
