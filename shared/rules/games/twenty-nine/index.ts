import { defineGame } from '../../core/define-game.js';
import { RECORD } from '../../../record/twenty-nine/index.js';
import { firstOfTypes, refuse, type Action, type Applied, type GameRules, type Outcome } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { applyCall as applyAuctionCall, auctionActions } from './bidding.js';
import { META } from './meta.js';
import { applyCall as applyTrumpCall, applyPlay, playActions } from './play.js';
import { applyAnswer, QUESTIONS, questionActions } from './questions.js';
import { setup } from './setup.js';
import { STATE_FORMAT, teamOf, type HandSummary, type TwentyNineState, type TwentyNineAction } from './state.js';
import { applyChoice, trumpActions } from './trump.js';
import { viewOf, type TwentyNineView } from './view.js';

// One frozen list per seat: toAct runs at every step of every playout.
const MOVERS: readonly Seat[][] = [0, 1, 2, 3].map((seat) => Object.freeze([seat]) as Seat[]);
const NOBODY = Object.freeze<Seat[]>([]) as Seat[];

// [TN-5.1b] one seat acts at a time: the engine declares a Pair, nobody acts out of turn
function toAct(state: TwentyNineState): Seat[] {
  return state.phase === 'over' ? NOBODY : MOVERS[state.turn];
}

function legalActions(state: TwentyNineState, seat: Seat): TwentyNineAction[] {
  if (state.phase === 'over') return [];
  if (seat !== state.turn) return [];
  if (state.phase === 'auction') return auctionActions(state, seat);
  if (state.phase === 'trump') return trumpActions(state);
  if (state.phase === 'playing') return playActions(state, seat);
  return questionActions(state, seat);
}

const AUCTION = new Set(['bid', 'hold', 'pass']);
const CHOICES = new Set(['trump', 'noTrump', 'seventhCard']);
const PLAY_CALLS = new Set(['ask', 'reveal']);

function play(state: TwentyNineState, seat: Seat, action: Action): Applied<TwentyNineState> {
  const type = action.type;
  const phase = state.phase;
  if (phase === 'auction') return AUCTION.has(type) ? applyAuctionCall(state, seat, action) : refuse('illegal', 'the auction is on: bid, hold or pass');
  if (phase === 'trump') return CHOICES.has(type) ? applyChoice(state, seat, action) : refuse('illegal', 'choose trumps first');
  if (phase === 'playing') {
    if (type === 'play') return applyPlay(state, seat, action);
    if (PLAY_CALLS.has(type)) return applyTrumpCall(state, seat, action);
    return refuse('illegal', 'the cards are being played: play a card');
  }
  if (QUESTIONS.has(phase)) return applyAnswer(state, seat, action);
  return refuse('illegal', `"${type}" is not possible now`);
}

function outcome(state: TwentyNineState): Outcome | null {
  if (state.winner < 0) return null;
  return { winner: state.winner, winners: [state.winner, state.winner + 2], score: state.scores.slice() };
}

/** The rules of Twenty-Nine ("29") for 4 players (docs/rules/twenty-nine.md). */
export const twentyNine: GameRules<TwentyNineState, TwentyNineView, HandSummary> = defineGame({
  ...META,
  record: RECORD,
  // a face-down trump card is its bidder's to know, but a seventh card nobody's [TN-3.2]; cards not dealt yet nobody's [TN-1.3]
  secrets: (state) => {
    const down = state.hidden;
    const nobody = down !== null && state.form === 'seventh';
    const hands = state.hands.map((hand, seat) => (down !== null && !nobody && seat === state.bidder ? [...hand, down] : hand));
    const placed = new Set<string>([...state.hands.flat(), ...state.trick.map((p) => p.card), ...state.tricks.flatMap((t) => t.plays.map((p) => p.card))]);
    if (down !== null) placed.add(down);
    const undealt = state.deck.filter((card) => !placed.has(card));
    return { hands, unseen: nobody ? [...undealt, down] : undealt, faceDown: down === null ? [] : [down] };
  },
  stateFormat: STATE_FORMAT,
  setup,
  toAct,
  waitingFor: toAct,
  legalActions,
  // a clock run out outside card play passes (never a bid, a call or an annulment); a forced bid and the trump choice are a bot's
  timeoutAction: (state, seat) => (state.phase === 'playing' ? null : firstOfTypes(legalActions(state, seat), ['pass'])),
  actionTypes: ['bid', 'hold', 'pass', 'trump', 'noTrump', 'seventhCard', 'annul', 'singleHand', 'double', 'redouble', 'fullSet', 'ask', 'reveal', 'play'],
  play,
  view: (state, viewer) => viewOf(state, viewer, viewer === 'spectator' ? [] : legalActions(state, viewer)),
  history: (state) => state.history,
  score: (view) => view.scores,
  teamOf: (_state, seat) => teamOf(seat),
  outcome,
});
