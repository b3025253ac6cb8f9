import { defineGame } from '../../core/define-game.js';
import { RECORD } from '../../../record/twenty-eight/index.js';
import { firstOfTypes, refuse, type Action, type Applied, type GameRules, type Outcome } from '../../core/game.js';
import type { Seat, Team } from '../../core/seats.js';
import { applyBidding, biddingActions } from './bidding.js';
import { META } from './meta.js';
import { applyPlay, playActions } from './play.js';
import { applyAnswer, questionActions } from './questions.js';
import { teamOfSeat } from './seating.js';
import { setup } from './setup.js';
import type { HandSummary, TwentyEightState, TwentyEightAction } from './state.js';
import { viewOf, type TwentyEightView } from './view.js';

// One frozen list per seat: waitingFor runs at every step of every playout.
const MOVERS: readonly Seat[][] = Array.from({ length: 6 }, (_, seat) => Object.freeze([seat]) as Seat[]);
const NOBODY = Object.freeze<Seat[]>([]) as Seat[];

// One seat acts at a time, the Pair included: the engine declares it for its holder [TE-6.1b]
function waitingFor(state: TwentyEightState): Seat[] {
  return state.phase === 'over' ? NOBODY : MOVERS[state.turn];
}

function legalActions(state: TwentyEightState, seat: Seat): TwentyEightAction[] {
  const phase = state.phase;
  if (phase === 'play') return playActions(state, seat);
  if (phase === 'over' || seat !== state.turn) return [];
  if (phase === 'thani' || phase === 'double' || phase === 'redouble') return questionActions(state);
  return biddingActions(state, seat);
}

function play(state: TwentyEightState, seat: Seat, action: Action): Applied<TwentyEightState> {
  const phase = state.phase;
  if (phase === 'play') return applyPlay(state, seat, action);
  if (action.type === 'play' || action.type === 'ask' || action.type === 'expose') {
    return refuse('illegal', 'the play has not begun');
  }
  if (phase === 'thani' || phase === 'double' || phase === 'redouble') return applyAnswer(state, seat, action);
  return applyBidding(state, seat, action);
}

// [TE-10.1] at 3 players everyone plays alone; players who share the most tables at the end share the win (one side)
function teamOf(state: TwentyEightState, seat: Seat): Team {
  if (state.seats === 3 && state.winners.length > 1 && state.winners.includes(seat)) return state.winners[0];
  return teamOfSeat(seat, state.seats);
}

function outcome(state: TwentyEightState): Outcome | null {
  if (state.winner === null) return null;
  return { winner: state.winner, winners: state.winners.slice(), score: state.score.slice() };
}

/** The rules of Twenty-Eight ("28") for 4 players, or 3 or 6 (docs/rules/twenty-eight.md). */
export const twentyEight: GameRules<TwentyEightState, TwentyEightView, HandSummary> = defineGame({
  ...META,
  record: RECORD,
  // the trump card lies face down apart from its owner's hand until it is exposed [TE-2.5]; second batches wait undealt [TE-1.3]
  secrets: (state) => {
    const down = state.trumpSeat >= 0 && !state.exposed && state.trumpCard !== null ? state.trumpCard : null;
    const hands = state.hands.map((hand, seat) => (down !== null && seat === state.trumpSeat ? [...hand, down] : hand));
    return { hands, unseen: state.pending.flat(), faceDown: down === null ? [] : [down] };
  },
  setup,
  toAct: waitingFor,
  waitingFor,
  legalActions,
  // a clock run out says no to every question and passes in an auction; laying a trump card and play are a bot's
  timeoutAction: (state, seat) => firstOfTypes(legalActions(state, seat), ['pass', 'keep']),
  actionTypes: ['redeal', 'pass', 'bid', 'trump', 'keep', 'retake', 'thani', 'double', 'redouble', 'ask', 'expose', 'play'],
  play,
  view: (state, viewer) => viewOf(state, viewer, viewer === 'spectator' ? [] : legalActions(state, viewer)),
  history: (state) => state.history,
  score: (view) => view.score,
  teamOf,
  outcome,
});
