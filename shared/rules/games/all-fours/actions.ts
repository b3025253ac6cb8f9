import { refuse, type Applied, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { answerBeg, BEG_ACTIONS, STAND_ACTIONS, standOrBeg } from './begging.js';
import { isPackCode } from './cards.js';
import { dealHand } from './deal.js';
import { callActions, callCard, exposeActions, exposeCard, playExposes } from './exposed.js';
import { playableActions, playCard } from './play.js';
import { answerNoCall, callRenege, NO_CALL, renegeActions, tracksReneges } from './renege.js';
import type { AllFoursAction, AllFoursState } from './state.js';

const DEAL: AllFoursAction = Object.freeze({ type: 'deal' });
const [STAND, BEG] = STAND_ACTIONS;
const [TAKE_ONE, RUN] = BEG_ACTIONS;
/** The `type`s of All Fours actions. */
export const ACTION_TYPES = ['deal', 'stand', 'beg', 'takeOne', 'run', 'play', 'call', 'callRenege', 'noCall'] as const;

// Frozen seat lists shared by every call: toAct and waitingFor run at every step.
const ONLY: readonly Seat[][] = [0, 1, 2, 3].map((seat) => Object.freeze([seat]) as Seat[]);
const NOBODY = Object.freeze<Seat[]>([]) as Seat[];

/**
 * The seats that may act now: the dealer, the dealer's right, the seat to play or the seat asked; with
 * `exposedCards` also every seat that may expose a card or call an exposed card [AF-6.1], and with
 * reneges penalised every seat that may call one [AF-10.2].
 */
export function toAct(state: AllFoursState): Seat[] {
  if (state.phase === 'over') return NOBODY;
  const exposing = state.options.exposedCards === true;
  if (state.phase === 'deal' || (!exposing && !tracksReneges(state.options))) return ONLY[state.turn];
  const seats = [state.turn];
  for (let seat = 0; seat < state.seats; seat++) {
    if (seat === state.turn) continue;
    const other = exposing && (exposeActions(state, seat).length > 0 || callActions(state, seat).length > 0);
    if (other || renegeActions(state, seat).length > 0) seats.push(seat);
  }
  return seats;
}

// [AF-10.3] giveOneNeedsTrump: "take one" only while the dealer holds a card of the kicked suit
function begAnswers(state: AllFoursState): AllFoursAction[] {
  if (state.options.giveOneNeedsTrump !== true) return [TAKE_ONE, RUN];
  return state.hands[state.dealer].some((card) => card[1] === state.trump) ? [TAKE_ONE, RUN] : [RUN];
}

/** The seat whose turn it is: exposing and calling out of turn [AF-6.1] [AF-10.2] are never waited for. */
export function waitingFor(state: AllFoursState): Seat[] {
  return state.phase === 'over' ? NOBODY : ONLY[state.turn];
}

/** Every action `seat` may take now (empty for a seat that may not act). */
export function legalActions(state: AllFoursState, seat: Seat): AllFoursAction[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return [];
  const mine = seat === state.turn;
  switch (state.phase) {
    case 'over':
      return [];
    case 'deal':
      return mine ? [DEAL] : [];
    case 'stand':
    case 'beg': {
      // fresh lists of the shared frozen actions (a slice of a frozen array takes a slow path)
      const own = !mine ? [] : state.phase === 'stand' ? [STAND, BEG] : begAnswers(state);
      return state.options.exposedCards === true ? own.concat(exposeActions(state, seat)) : own;
    }
    case 'play': {
      const calls = renegeActions(state, seat);
      if (mine) return calls.length > 0 ? playableActions(state).concat(calls) : playableActions(state);
      return state.options.exposedCards === true ? [...exposeActions(state, seat), ...callActions(state, seat), ...calls] : calls;
    }
    case 'ask': {
      const calls = renegeActions(state, seat);
      return mine ? calls.concat(NO_CALL) : calls;
    }
  }
}

// past the shared guard ladder the seat may act now, but perhaps not this way
function notNow(what: string): Applied<AllFoursState> {
  return refuse('illegal', `you may not ${what} now`);
}

function applied(step: (events: GameEvent[]) => AllFoursState): Applied<AllFoursState> {
  const events: GameEvent[] = [];
  return { ok: true, state: step(events), events };
}

/**
 * Applies one action of a seat that may act now (the shared guard ladder has checked the game, the
 * action's type and the seat); never mutates `state`, refuses anything not legal.
 */
export function play(state: AllFoursState, seat: Seat, action: AllFoursAction): Applied<AllFoursState> {
  const { type } = action;
  const mine = seat === state.turn;
  switch (type) {
    case 'deal':
      if (state.phase !== 'deal' || !mine) return notNow('deal');
      return applied((events) => {
        const dealt = dealHand(state, events);
        dealt.version = state.version + 1; // dealHand returns a new state
        return dealt;
      });
    case 'stand':
    case 'beg':
      if (state.phase !== 'stand' || !mine) return notNow(type);
      return standOrBeg(state, seat, type);
    case 'takeOne':
    case 'run':
      if (state.phase !== 'beg' || !mine) return notNow(type === 'run' ? 'run the pack' : 'say "take one"');
      if (!begAnswers(state).some((answer) => answer.type === type)) {
        return refuse('illegal', 'you may not give one without a card of the kicked suit: you must run the pack [AF-10.3]');
      }
      return answerBeg(state, type);
    case 'noCall':
      if (state.phase !== 'ask' || !mine) return notNow('answer that you call no renege');
      return answerNoCall(state, seat);
    case 'play':
    case 'call':
    case 'callRenege': {
      const card = action.card;
      if (!isPackCode(card)) return refuse('badAction', `"${type}" needs a "card" such as "TH"`);
      if (type === 'call') return callActions(state, seat).length > 0 ? callCard(state, seat, card) : notNow('call a card');
      if (type === 'callRenege') return tracksReneges(state.options) ? callRenege(state, seat, card) : notNow('call a renege');
      if (playExposes(state, seat)) return exposeCard(state, seat, card); // [AF-6.1]
      if (state.phase !== 'play' || !mine) return notNow('play a card');
      return playCard(state, seat, card);
    }
  }
}
