import type { Card, Suit } from '../../core/cards.js';
import type { Viewer } from '../../core/game.js';
import type { Options } from '../../core/options.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import { targetOf } from './scoring.js';
import { firstHand, type Call, type ChoiceForm, type HandSummary, type Phase, type Trick, type TwentyNineState, type TwentyNineAction } from './state.js';

/** The trump choice as one viewer may know it [TN-3.4]. */
export interface TrumpView {
  /** How the choice is recorded (public: others see that a choice exists), null before it is made. */
  form: ChoiceForm | null;
  /** True while a card of the bidder's lies face down (a laid indicator or the unseen seventh card). */
  faceDown: boolean;
  /** The seat the face-down card belongs to (the bidder), null when there is none. */
  owner: Seat | null;
  revealed: boolean;
  /** The suit ('NT' for no trumps), if this viewer knows it: everyone once revealed, else the bidder unless it is the seventh card. */
  trump: Suit | 'NT' | null;
  /** The face-down card, for the bidder who laid it; once revealed, that card for everyone. */
  card: Card | null;
}

/**
 * What one viewer may see of a game of Twenty-Nine: its own cards (`myHand`, null for spectators),
 * hand sizes, and everything public; the trump choice only as far as this viewer may know it.
 */
export interface TwentyNineView {
  game: 'twenty-nine';
  version: number;
  seats: number;
  options: Options;
  viewer: Viewer;
  phase: Phase;
  hand: number;
  dealer: Seat;
  first: Seat;
  turn: Seat | null;
  teams: Team[];
  myHand: Card[] | null;
  handSizes: number[];
  calls: Call[];
  high: { seat: Seat; value: number } | null;
  bidder: Seat | null;
  bid: number | null;
  forced: boolean;
  trump: TrumpView;
  single: Seat | null;
  doubled: 0 | 1 | 2;
  doubler: Seat | null;
  fullSet: boolean;
  leader: Seat;
  trick: Play[];
  tricks: Trick[];
  tricksWon: number[];
  points: number[];
  /** The seat that called for trumps in this trick and must play one if it holds one. */
  bound: Seat | null;
  pair: { seat: Seat; team: Team } | null;
  target: number | null;
  scores: number[];
  lastHand: HandSummary | null;
  winner: Team | null;
  legal: TwentyNineAction[];
}

function trumpView(state: TwentyNineState, viewer: Viewer): TrumpView {
  const faceDown = state.hidden !== null;
  // [TN-3.4] only the bidder knows the choice (with the seventh card, nobody) until it is revealed
  const known = state.revealed || (viewer === state.bidder && state.form !== null && state.form !== 'seventh');
  const trump = !known ? null : state.noTrump ? 'NT' : state.trump;
  const card = state.exposed ?? (known && state.form === 'card' ? state.hidden : null);
  return { form: state.form, faceDown, owner: faceDown ? state.bidder : null, revealed: state.revealed, trump, card };
}

/** The view of `viewer`; `legal` lists the viewer's own legal actions (empty for spectators). */
export function viewOf(state: TwentyNineState, viewer: Viewer, legal: TwentyNineAction[]): TwentyNineView {
  const tricksWon = [0, 0];
  for (const trick of state.tricks) tricksWon[trick.winner & 1]++;
  const contract = state.bidder >= 0;
  return {
    game: 'twenty-nine',
    version: state.version,
    seats: state.seats,
    options: state.options,
    viewer,
    phase: state.phase,
    hand: state.hand,
    dealer: state.dealer,
    first: firstHand(state),
    turn: state.phase === 'over' ? null : state.turn,
    teams: [0, 1, 0, 1],
    myHand: viewer === 'spectator' ? null : state.hands[viewer].slice(),
    handSizes: state.hands.map((hand) => hand.length),
    calls: state.calls,
    high: state.high,
    bidder: contract ? state.bidder : null,
    bid: contract ? state.bid : null,
    forced: state.forced,
    trump: trumpView(state, viewer),
    single: state.single >= 0 ? state.single : null,
    doubled: state.doubled,
    doubler: state.doubler >= 0 ? state.doubler : null,
    fullSet: state.fullSet,
    leader: state.leader,
    trick: state.trick,
    tricks: state.tricks,
    tricksWon,
    points: state.points,
    bound: state.bound >= 0 ? state.bound : null,
    pair: state.pair,
    target: contract && state.single < 0 ? targetOf(state) : null,
    scores: state.scores,
    lastHand: state.lastHand,
    winner: state.winner >= 0 ? state.winner : null,
    legal,
  };
}
