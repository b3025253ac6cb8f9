import { refuse, type Action, type Applied, type GameRules } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { applyAuction, auctionActions } from './bidding.js';
import { OPTIONS } from './options.js';
import { applyPlay, playActions } from './play.js';
import { applyRaising, raisingActions } from './raising.js';
import { setup } from './setup.js';
import type { BalootAction, BalootState, HandSummary } from './state.js';
import { viewOf, type BalootView } from './view.js';

const TYPES = new Set(['pass', 'hokum', 'sun', 'ashkal', 'double', 'triple', 'four', 'gahwa', 'declare', 'play']);

function legalActions(state: BalootState, seat: Seat): BalootAction[] {
  switch (state.phase) {
    case 'auction':
      return auctionActions(state, seat);
    case 'raising':
      return raisingActions(state, seat);
    case 'playing':
      return playActions(state, seat);
    case 'over':
      return [];
  }
}

function apply(state: BalootState, seat: Seat, action: Action): Applied<BalootState> {
  if (state.phase === 'over') return refuse('gameOver', 'the game is over');
  if (!action || typeof action !== 'object' || typeof action.type !== 'string' || !TYPES.has(action.type)) {
    return refuse('badAction', 'an action is an object with a "type" such as "pass", "hokum", "sun" or "play"');
  }
  if (!Number.isInteger(seat) || seat < 0 || seat > 3) return refuse('notYourTurn', `there is no seat ${seat}`);
  if (state.turn !== seat) return refuse('notYourTurn', `it is seat ${state.turn}'s turn, not yours`);
  const move = action as BalootAction;
  if (state.phase === 'auction') return applyAuction(state, seat, move);
  if (state.phase === 'raising') return applyRaising(state, seat, move);
  return applyPlay(state, seat, move);
}

/** Saudi Baloot [BAL]: 4 players in two partnerships, 32 cards, Sun and Hokum, projects, 152 to win. */
export const baloot: GameRules<BalootState, BalootView, HandSummary> = {
  id: 'baloot',
  name: 'Baloot',
  seatCounts: [4],
  options: OPTIONS,
  setup,
  toAct: (state) => (state.phase === 'over' ? [] : [state.turn]),
  waitingFor: (state) => (state.phase === 'over' ? [] : [state.turn]),
  legalActions,
  apply,
  view: (state, viewer) => viewOf(state, viewer, viewer === 'spectator' ? [] : legalActions(state, viewer)),
  history: (state) => state.history,
  teamOf: (_state, seat) => seat % 2,
  outcome: (state) =>
    state.winner === null ? null : { winner: state.winner, winners: [state.winner, state.winner + 2], score: state.score },
};
