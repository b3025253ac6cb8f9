import { rankStrength, type Card } from '../../../shared/rules/core/cards.js';
import { defineGame } from '../../../shared/rules/core/define-game.js';
import { refuse, type Action, type Applied, type BaseState, type GameEvent, type GameRules, type SetupInput, type Viewer } from '../../../shared/rules/core/game.js';
import type { Seat } from '../../../shared/rules/core/seats.js';
import { shuffle } from '../../../shared/rules/core/shuffle.js';
import { followSuit, ledSuit, winningPlay, type Play } from '../../../shared/rules/core/tricks.js';
import { META } from './meta.js';

/** High Card's state: both hands, the trick on the table, the tricks each seat took. */
export interface HighCardState extends BaseState {
  hands: Card[][];
  trick: Play[];
  leader: Seat;
  tricks: number[];
  winner: Seat | null;
}

/** A seat's view: its own hand, the other's hand size, the trick, the tricks taken, its legal actions. */
export interface HighCardView {
  game: string;
  version: number;
  viewer: Viewer;
  hand: Card[];
  handSizes: number[];
  trick: Play[];
  turn: Seat[];
  tricks: number[];
  legal: Action[];
}

/** The one hand's result: the tricks each seat took. */
export interface HighCardHand {
  hand: number;
  score: number[];
}

const PACK: Card[] = ['A', 'K', 'Q', 'J', 'T', '9'].flatMap((rank) => [`${rank}S`, `${rank}H`]);
const STRENGTH = rankStrength(['A', 'K', 'Q', 'J', 'T', '9']);
const strength = (card: Card) => STRENGTH[card[0]];

function setup(input: SetupInput): Applied<HighCardState> {
  if (input.seats !== 2) return refuse('badSetup', 'High Card is played by 2');
  const pack = shuffle(PACK, input.seed);
  const state: HighCardState = {
    game: META.id, version: 0, seats: 2, options: { target: 1 }, seed: input.seed,
    hands: [pack.slice(0, 6), pack.slice(6)], trick: [], leader: 0, tricks: [0, 0], winner: null,
  };
  return { ok: true, state, events: [{ type: 'handDealt', audience: 'all', hand: 1, dealer: 1 }] };
}

function toAct(state: HighCardState): Seat[] {
  if (state.winner !== null) return [];
  return [(state.leader + state.trick.length) % 2];
}

function legalActions(state: HighCardState, seat: Seat): Action[] {
  if (!toAct(state).includes(seat)) return [];
  return followSuit(state.hands[seat], ledSuit(state.trick)).map((card) => ({ type: 'play', card }));
}

function play(state: HighCardState, seat: Seat, action: Action): Applied<HighCardState> {
  if (!legalActions(state, seat).some((legal) => legal.card === action.card)) return refuse('illegal', 'not a card you may play');
  const card = action.card as Card;
  const hands = state.hands.map((hand, s) => (s === seat ? hand.filter((c) => c !== card) : hand));
  const trick = [...state.trick, { seat, card }];
  const events: GameEvent[] = [{ type: 'cardPlayed', audience: 'all', seat, card }];
  const next: HighCardState = { ...state, version: state.version + 1, hands, trick };
  if (trick.length < 2) return { ok: true, state: next, events };
  const taker = trick[winningPlay(trick, null, strength)].seat;
  const tricks = state.tricks.map((n, s) => (s === taker ? n + 1 : n));
  events.push({ type: 'trickWon', audience: 'all', seat: taker });
  // the game ends after its one hand: more tricks win, a tie goes to the seat that took the last
  const over = hands[0].length === 0;
  const winner = over ? (tricks[0] === tricks[1] ? taker : tricks[0] > tricks[1] ? 0 : 1) : null;
  if (over) events.push({ type: 'handScored', audience: 'all', hand: 1, score: tricks }, { type: 'gameOver', audience: 'all', winner, score: tricks });
  return { ok: true, state: { ...next, trick: [], leader: taker, tricks, winner }, events };
}

function view(state: HighCardState, viewer: Viewer): HighCardView {
  return {
    game: state.game, version: state.version, viewer,
    hand: viewer === 'spectator' ? [] : state.hands[viewer],
    handSizes: state.hands.map((hand) => hand.length),
    trick: state.trick, turn: toAct(state), tricks: state.tricks,
    legal: viewer === 'spectator' ? [] : legalActions(state, viewer),
  };
}

/** High Card's rules: a minimal trick game, plugged in by this folder and one `addGame` line. */
export const highCard: GameRules<HighCardState, HighCardView, HighCardHand> = defineGame({
  ...META,
  actionTypes: ['play'],
  setup,
  toAct,
  waitingFor: toAct,
  legalActions,
  timeoutAction: () => null,
  play,
  view,
  history: (state) => (state.winner === null ? [] : [{ hand: 1, score: state.tricks }]),
  secrets: (state) => ({ hands: state.hands, unseen: [], faceDown: [] }),
  // one hand: the running score is its tricks, and no figures
  record: {
    game: META.id,
    running: (history, target) => ({ hands: [0, ...history.map((h) => h.hand)], points: [[0, 0], ...history.map((h) => h.score)], target }),
    stats: (_history, teams) => ({ teams: [{}, {}], seats: teams.map(() => ({})) }),
  },
  score: (view) => view.tricks,
  teamOf: (_state, seat) => seat,
  outcome: (state) => (state.winner === null ? null : { winner: state.winner, winners: [state.winner], score: state.tricks }),
});
