import type { Card } from '../../core/cards.js';
import type { Viewer } from '../../core/game.js';
import type { Options } from '../../core/options.js';
import type { Seat, Team } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import { handCards, handSize, trickPlays, tricksOf } from './hands.js';
import { isPlaying, teamOfSeat } from './seating.js';
import type { Auction, Contract, FiftySixAction, FiftySixState, HandSummary, Trick } from './state.js';

/**
 * What one viewer may see of a game of Fifty-Six: its own cards (`myHand`, null for spectators),
 * hand sizes, and everything public: calls exactly as announced, the contract, the tricks of this
 * hand with each team's card points, tables, who is still at the table, and the last hand's summary.
 */
export interface FiftySixView {
  game: 'fifty-six';
  version: number;
  seats: number;
  options: Options;
  viewer: Viewer;
  phase: FiftySixState['phase'];
  hand: number;
  dealer: Seat;
  turn: Seat | null;
  teams: Team[];
  playing: boolean[];
  tables: number[];
  myHand: Card[] | null;
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
  legal: FiftySixAction[];
}

/** The view of `viewer`; `legal` lists the viewer's own legal actions (empty for spectators). */
export function viewOf(state: FiftySixState, viewer: Viewer, legal: FiftySixAction[]): FiftySixView {
  const teams: Team[] = [];
  const playing: boolean[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    teams.push(teamOfSeat(seat, state.seats, state.options));
    playing.push(isPlaying(state, seat));
  }
  // [FS-4.4] a team's score pile holds the cards of the tricks it won (`tricks` names each winner)
  const tricksWon = state.tables.map(() => 0);
  const handSizes: number[] = [];
  for (let seat = 0; seat < state.seats; seat++) handSizes.push(handSize(state, seat));
  for (const trick of state.tricks) tricksWon[teamOfSeat(trick.winner, state.seats, state.options)]++;
  return {
    game: 'fifty-six',
    version: state.version,
    seats: state.seats,
    options: state.options,
    viewer,
    phase: state.phase,
    hand: state.hand,
    dealer: state.dealer,
    turn: state.phase === 'over' ? null : state.turn,
    teams,
    playing,
    tables: state.tables,
    myHand: viewer === 'spectator' ? null : handCards(state, viewer),
    handSizes,
    auction: state.auction,
    contract: state.contract,
    trick: trickPlays(state),
    tricks: tricksOf(state),
    tricksWon,
    points: state.points,
    trumpPlayed: state.trumpPlayed,
    lastHand: state.lastHand,
    winner: state.winner,
    legal,
  };
}
