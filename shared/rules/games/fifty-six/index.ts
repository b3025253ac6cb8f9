import { defineGame } from '../../core/define-game.js';
import { RECORD } from '../../../record/fifty-six/index.js';
import { firstOfTypes, refuse, type Applied, type GameRules, type Outcome } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { applyCall, auctionActions } from './bidding.js';
import { handsOf } from './hands.js';
import { applyPlay, playActions } from './play.js';
import { seatsOfTeam, teamOfSeat } from './seating.js';
import { META } from './meta.js';
import { setup } from './setup.js';
import { STATE_FORMAT, type FiftySixAction, type FiftySixState, type HandSummary } from './state.js';
import { viewOf, type FiftySixView } from './view.js';

// One frozen list per seat: toAct runs at every step of every playout.
const MOVERS: readonly Seat[][] = Array.from({ length: 8 }, (_, seat) => Object.freeze([seat]) as Seat[]);
const NOBODY = Object.freeze<Seat[]>([]) as Seat[];

function toAct(state: FiftySixState): Seat[] {
  return state.phase === 'over' ? NOBODY : MOVERS[state.turn];
}

function legalActions(state: FiftySixState, seat: Seat): FiftySixAction[] {
  if (state.phase === 'over' || seat !== state.turn) return [];
  if (state.phase === 'auction') return auctionActions(state, seat);
  return playActions(state, seat);
}

function play(state: FiftySixState, seat: Seat, action: FiftySixAction): Applied<FiftySixState> {
  const type = action.type;
  const call = type !== 'play';
  if (state.phase === 'auction') {
    if (call) return applyCall(state, seat, action);
    return refuse('illegal', 'the auction is not over: make a call');
  }
  if (!call) return applyPlay(state, seat, action);
  return refuse('illegal', 'the auction is over: play a card');
}

function outcome(state: FiftySixState): Outcome | null {
  if (state.winner === null) return null;
  return { winner: state.winner, winners: seatsOfTeam(state.winner, state.seats, state.options), score: state.tables.slice() };
}

/** The rules of Fifty-Six ("56") for 4, 6 or 8 players (docs/rules/fifty-six.md). */
export const fiftySix: GameRules<FiftySixState, FiftySixView, HandSummary, FiftySixAction> = defineGame({
  ...META,
  record: RECORD,
  secrets: (state) => ({ hands: handsOf(state), unseen: [], faceDown: [] }),
  stateFormat: STATE_FORMAT,
  setup,
  toAct,
  waitingFor: toAct,
  legalActions,
  // a clock run out in the auction passes (never a bid, a double or a redouble); in play a bot plays a card
  timeoutAction: (state, seat) => firstOfTypes(legalActions(state, seat), ['pass']),
  actionTypes: ['bid', 'pass', 'double', 'redouble', 'play'],
  play,
  view: (state, viewer) => viewOf(state, viewer, viewer === 'spectator' ? [] : legalActions(state, viewer)),
  history: (state) => state.history,
  score: (view) => view.tables,
  teamOf: (state, seat) => teamOfSeat(seat, state.seats, state.options),
  outcome,
});
