import type { GameRules } from '../../core/game.js';
import { apply, legalActions, toAct, waitingFor } from './actions.js';
import { OPTIONS } from './options.js';
import { setup } from './setup.js';
import type { AllFoursState, HandSummary } from './state.js';
import { viewOf, type AllFoursView } from './view.js';

/** Trinidad All Fours [AF]: 2 players, or 4 in partnerships; kick, beg, High, Low, Jack and Game to 14. */
export const allFours: GameRules<AllFoursState, AllFoursView, HandSummary> = {
  id: 'all-fours',
  name: 'All Fours',
  seatCounts: [4, 2],
  options: OPTIONS,
  setup,
  toAct,
  waitingFor,
  legalActions,
  apply,
  view: (state, viewer) =>
    viewOf(state, viewer, toAct(state), viewer === 'spectator' ? [] : legalActions(state, viewer)),
  history: (state) => state.history,
  teamOf: (_state, seat) => seat % 2,
  outcome: (state) =>
    state.winner === null
      ? null
      : {
          winner: state.winner,
          winners: Array.from({ length: state.seats }, (_, s) => s).filter((s) => s % 2 === state.winner),
          score: state.score,
        },
};
