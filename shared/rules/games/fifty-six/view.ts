import type { Card } from '../../core/cards.js';
import type { Action, Viewer } from '../../core/game.js';
import type { Options } from '../../core/options.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import { isPlaying, teamOfSeat } from './seating.js';
import type { Auction, Contract, FiftySixState, HandSummary, Trick } from './state.js';

/** What one viewer may see of a game of Fifty-Six: own cards only, everything else public. */
export interface FiftySixView {
  game: 'fifty-six';
  seats: number;
  options: Options;
  viewer: Viewer;
  phase: FiftySixState['phase'];
  hand: number;
  dealer: Seat;
  toAct: Seat[];
  teams: Team[];
  playing: boolean[];
  tables: number[];
  ownHand: Card[] | null;
  handSizes: number[];
  auction: Auction;
  contract: Contract | null;
  trick: Play[];
  tricks: Trick[];
  tricksWon: number[];
  points: number[];
  trumpPlayed: boolean;
  lastHand: HandSummary | null;
  winner: Team | null;
  legal: Action[];
}

/** Builds the view of `viewer`; `toAct` and `legal` come from the rules so they stay in one place. */
export function viewOf(state: FiftySixState, viewer: Viewer, toAct: Seat[], legal: Action[]): FiftySixView {
  const seatList = Array.from({ length: state.seats }, (_, seat) => seat);
  // [FS-4.4] each team's score pile: its cards are those of the tricks it won (`tricks` is public)
  const tricksWon = state.tables.map(() => 0);
  for (const trick of state.tricks) tricksWon[teamOfSeat(trick.winner, state.seats, state.options)]++;
  return {
    game: 'fifty-six',
    seats: state.seats,
    options: state.options,
    viewer,
    phase: state.phase,
    hand: state.hand,
    dealer: state.dealer,
    toAct,
    teams: seatList.map((seat) => teamOfSeat(seat, state.seats, state.options)),
    playing: seatList.map((seat) => isPlaying(state, seat)),
    tables: state.tables,
    ownHand: viewer === 'spectator' ? null : state.hands[viewer].slice(),
    handSizes: state.hands.map((hand) => hand.length),
    auction: state.auction,
    contract: state.contract,
    trick: state.trick,
    tricks: state.tricks,
    tricksWon,
    points: state.points,
    trumpPlayed: state.trumpPlayed,
    lastHand: state.lastHand,
    winner: state.winner,
    legal,
  };
}
