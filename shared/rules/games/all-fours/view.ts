import type { Card, Suit } from '../../core/cards.js';
import type { Viewer } from '../../core/game.js';
import type { Options } from '../../core/options.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import { renegeCards } from './play.js';
import type { AllFoursAction, AllFoursState, Award, FirstDealer, HandSummary, Phase, Trick } from './state.js';

/** What one viewer may see of an All Fours game: own hand, public cards, no stock, no seed. */
export interface AllFoursView {
  game: 'all-fours';
  version: number;
  seats: number;
  options: Options;
  viewer: Viewer;
  hand: number;
  redeal: number;
  dealer: Seat;
  /** How the first dealer was chosen; the cut cards only until the first deal (they go back in the pack). */
  firstDealer: FirstDealer;
  score: number[];
  phase: Phase;
  /** The seat whose turn it is (to deal, stand or beg, answer a beg, or play), null once over. */
  turn: Seat | null;
  /** Every seat that may act now (with `exposedCards`, seats that may expose or call too). */
  toAct: Seat[];
  myHand: Card[] | null;
  handSizes: number[];
  /** Exposed cards of every seat [AF-6.1] (public). */
  exposed: Card[][];
  called: Card | null;
  /** Kicks of this deal in order; the last is face up. */
  kicks: Card[];
  trump: Suit | null;
  runs: number;
  beggar: Seat | null;
  stockSize: number;
  trick: Play[];
  tricks: Trick[];
  /** Counting points in the tricks each team has won this hand [AF-4.4]. */
  cardPoints: number[];
  /** Kick, beg and renege-call awards of this hand so far. */
  awards: Award[];
  /**
   * The viewer's own playable cards that would be a renege [AF-10.1] (its own knowledge: a bot plays
   * none of them, the table asks before one is played). Empty for anyone else, and under `enforced`.
   */
  reneges: Card[];
  /** Games won per team in a best of three [AF-10.4]. */
  gamesWon: number[];
  lastHand: HandSummary | null;
  winner: Team | null;
  legal: AllFoursAction[];
}

const NONE = Object.freeze([]) as readonly Card[] as Card[];

/** The view of `viewer`; `toAct` and `legal` come from the rules (legal: the viewer's own actions). */
export function viewOf(state: AllFoursState, viewer: Viewer, toAct: Seat[], legal: AllFoursAction[]): AllFoursView {
  const seat = viewer === 'spectator' ? null : viewer;
  const cutShown = state.hand === 1 && state.redeal === 0 && state.phase === 'deal';
  const { firstDealer } = state;
  return {
    game: 'all-fours',
    version: state.version,
    seats: state.seats,
    options: state.options,
    viewer,
    hand: state.hand,
    redeal: state.redeal,
    dealer: state.dealer,
    firstDealer: cutShown ? firstDealer : { ...firstDealer, rounds: [] },
    score: state.score,
    phase: state.phase,
    turn: state.phase === 'over' ? null : state.turn,
    toAct,
    myHand: seat === null ? null : state.hands[seat],
    handSizes: state.hands.map((hand) => hand.length),
    exposed: state.exposed,
    called: state.called,
    kicks: state.kicks,
    trump: state.trump,
    runs: state.runs,
    beggar: state.beggar,
    stockSize: state.stock.length,
    trick: state.trick,
    tricks: state.tricks,
    cardPoints: state.won,
    awards: state.awards,
    reneges: seat !== null && seat === state.turn && state.phase === 'play' && state.called === null ? renegeCards(state, state.hands[seat]) : NONE,
    gamesWon: state.gamesWon,
    lastHand: state.lastHand,
    winner: state.winner,
    legal,
  };
}
