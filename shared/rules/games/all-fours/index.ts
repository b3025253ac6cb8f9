import { defineGame } from '../../core/define-game.js';
import type { GameRules } from '../../core/game.js';
import { alternateTeamSeats } from '../../core/seats.js';
import { ACTION_TYPES, legalActions, play, toAct, waitingFor } from './actions.js';
import { META } from './meta.js';
import { setup } from './setup.js';
import type { AllFoursState, HandSummary } from './state.js';
import { viewOf, type AllFoursView } from './view.js';

/** Trinidad All Fours [AF]: 2 players, or 4 in partnerships; kick, beg, High, Low, Jack and Game to 14. */
export const allFours: GameRules<AllFoursState, AllFoursView, HandSummary> = defineGame({
  ...META,
  setup,
  toAct,
  waitingFor,
  legalActions,
  actionTypes: ACTION_TYPES,
  play,
  view: (state, viewer) =>
    viewOf(state, viewer, toAct(state), viewer === 'spectator' ? [] : legalActions(state, viewer)),
  history: (state) => state.history,
  teamOf: (_state, seat) => seat % 2,
  outcome: (state) =>
    state.winner === null
      ? null
      : {
          winner: state.winner,
          winners: alternateTeamSeats(state.winner, state.seats),
          score: state.score,
        },
});
