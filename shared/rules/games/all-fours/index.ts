import { defineGame } from '../../core/define-game.js';
import { RECORD } from '../../../record/all-fours/index.js';
import { firstOfTypes, type GameRules } from '../../core/game.js';
import { alternateTeamSeats } from '../../core/seats.js';
import { ACTION_TYPES, legalActions, play, toAct, waitingFor } from './actions.js';
import { META } from './meta.js';
import { setup } from './setup.js';
import { STATE_FORMAT, type AllFoursAction, type AllFoursState, type HandSummary } from './state.js';
import { viewOf, type AllFoursView } from './view.js';

/** Trinidad All Fours [AF]: 2 players, or 4 in partnerships; kick, beg, High, Low, Jack and Game to 14. */
export const allFours: GameRules<AllFoursState, AllFoursView, HandSummary, AllFoursAction> = defineGame({
  ...META,
  record: RECORD,
  stateFormat: STATE_FORMAT,
  // [AF-10.1] a claim is judged as if following were enforced (no renege, nobody asked after the last trick)
  lawful: (state) => (state.options.followSuit === 'enforced' ? state : { ...state, options: { ...state.options, followSuit: 'enforced' } }),
  secrets: (state) => ({ hands: state.hands, unseen: state.stock, faceDown: [] }),
  setup,
  toAct,
  waitingFor,
  legalActions,
  // a clock run out before the play stands on the kick (never begs) and deals when it is the dealer's
  // deal; the dealer's answer to a beg is left to a bot (the beggar is waiting for it) [AF-2.1], [AF-2.2]
  // asked after the last trick whether it calls a renege, a clock run out calls none [AF-10.2]
  timeoutAction: (state, seat) => firstOfTypes(legalActions(state, seat), ['stand', 'deal', 'noCall']),
  actionTypes: ACTION_TYPES,
  play,
  view: (state, viewer) =>
    viewOf(state, viewer, toAct(state), viewer === 'spectator' ? [] : legalActions(state, viewer)),
  history: (state) => state.history,
  score: (view) => view.score,
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
