import { defineGame } from '../../core/define-game.js';
import { RECORD } from '../../../record/baloot/index.js';
import { firstOfTypes, refuse, type Applied, type GameRules } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { applyAuction, auctionActions } from './bidding.js';
import { handsAndStock } from './hands.js';
import { advance } from './flow.js';
import { migrateState } from './format.js';
import { META } from './meta.js';
import { applyKawesh, KAWESH, kaweshActions, kaweshBeforeAuction } from './kawesh.js';
import { applyPlay, playActions } from './play.js';
import { answerNoCall, applyQayd, NO_CALL, qaydActions, qaydOpen } from './qayd.js';
import { applyRaising, raisingActions } from './raising.js';
import { setup } from './setup.js';
import { STATE_FORMAT, type BalootAction, type BalootState, type HandSummary } from './state.js';
import { viewOf, type BalootView } from './view.js';

const TYPES = ['pass', 'hokum', 'sun', 'ashkal', 'double', 'triple', 'four', 'gahwa', 'declare', 'play', 'qayd', 'noCall', 'kawesh', 'akka'] as const;

// the seat to act, shared and frozen (asked before every action)
const MOVERS: readonly Seat[][] = [0, 1, 2, 3].map((seat) => Object.freeze([seat]) as Seat[]);
const NOBODY = Object.freeze<Seat[]>([]) as Seat[];
const movers = (state: BalootState): Seat[] => (state.phase === 'over' ? NOBODY : MOVERS[state.turn]);

/** The seats that may act: the seat whose turn it is, and with Qayd every seat that may call it [BAL-10.2]. */
function toAct(state: BalootState): Seat[] {
  if (!qaydOpen(state)) return movers(state);
  const seats = [state.turn];
  for (let seat = 0; seat < 4; seat++) if (seat !== state.turn && qaydActions(state, seat).length > 0) seats.push(seat);
  return seats;
}

function legalActions(state: BalootState, seat: Seat): BalootAction[] {
  switch (state.phase) {
    case 'auction': {
      const calls = auctionActions(state, seat);
      return kaweshBeforeAuction(state, seat) ? calls.concat(KAWESH) : calls;
    }
    case 'kawesh':
      return kaweshActions(state, seat);
    case 'raising':
      return raisingActions(state, seat);
    case 'playing': {
      const own = playActions(state, seat);
      const calls = qaydActions(state, seat);
      return calls.length > 0 ? own.concat(calls) : own;
    }
    case 'asking':
      return seat === state.turn ? qaydActions(state, seat).concat(NO_CALL) : qaydActions(state, seat);
    case 'over':
      return [];
  }
}

function play(state: BalootState, seat: Seat, move: BalootAction): Applied<BalootState> {
  if (move.type === 'qayd') return qaydOpen(state) ? advance(applyQayd(state, seat, move.card)) : refuse('illegal', 'Qayd cannot be called now');
  if (move.type === 'noCall') return advance(answerNoCall(state, seat));
  // [BAL-11.4] only the holder of a kawesh hand, and only when the engine offers it
  if (move.type === 'kawesh' || state.phase === 'kawesh') {
    const offered = state.phase === 'kawesh' ? kaweshActions(state, seat).some((a) => a.type === move.type) : move.type === 'kawesh' && kaweshBeforeAuction(state, seat);
    return offered ? advance(applyKawesh(state, seat, move)) : refuse('illegal', 'Kawesh is offered only to a hand of 7s, 8s and 9s, at its turn');
  }
  // a seat may act out of turn only to call Qayd [BAL-10.2]
  if (seat !== state.turn) return refuse('illegal', `it is the turn of seat ${state.turn}: out of turn you may only call Qayd`);
  if (state.phase === 'auction') return advance(applyAuction(state, seat, move));
  if (state.phase === 'raising') return advance(applyRaising(state, seat, move));
  if (state.phase === 'asking') return refuse('illegal', 'the hand is played: say whether you call Qayd');
  return advance(applyPlay(state, seat, move));
}

/** Saudi Baloot [BAL]: 4 players in two partnerships, 32 cards, Sun and Hokum, projects, 152 to win. */
export const baloot: GameRules<BalootState, BalootView, HandSummary, BalootAction> = defineGame({
  ...META,
  record: RECORD,
  secrets: (state) => {
    const { hands, stock } = handsAndStock(state);
    return { hands, unseen: stock, faceDown: [] };
  },
  setup,
  stateFormat: STATE_FORMAT,
  migrate: migrateState,
  // [BAL-10.1] a claim is judged as if fouls were refused (and nobody asked after trick 8)
  lawful: (state) => (state.options.qayd === true ? { ...state, options: { ...state.options, qayd: false } } : state),
  toAct,
  waitingFor: movers,
  legalActions,
  // a clock run out in the auction or when asked to raise passes [BAL-2], [BAL-4], asked after the last
  // trick calls no Qayd [BAL-10.2]; in play a bot plays a card
  timeoutAction: (state, seat) => firstOfTypes(legalActions(state, seat), ['pass', 'noCall']),
  actionTypes: TYPES,
  play,
  view: (state, viewer) => viewOf(state, viewer, viewer === 'spectator' ? [] : legalActions(state, viewer)),
  history: (state) => state.match.history,
  score: (view) => view.score,
  teamOf: (_state, seat) => seat % 2,
  outcome: (state) =>
    state.match.winner === null ? null : { winner: state.match.winner, winners: [state.match.winner, state.match.winner + 2], score: state.match.score },
});
