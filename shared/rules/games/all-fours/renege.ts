import type { Card } from '../../core/cards.js';
import { refuse, type Applied, type GameEvent } from '../../core/game.js';
import type { Options } from '../../core/options.js';
import type { Seat, Team } from '../../core/seats.js';
import { PACK } from './cards.js';
import { award, countHand, scoreAward } from './scoring.js';
import { copyState, type AllFoursAction, type AllFoursState, type Award } from './state.js';

// [AF-10.2] one frozen action per card, and the one answer that calls nothing
const CALL_ACTIONS: Record<string, AllFoursAction> = {};
for (const card of PACK) CALL_ACTIONS[card] = Object.freeze({ type: 'callRenege', card }) as AllFoursAction;
/** The answer of a seat asked after the last trick that calls no renege [AF-10.2a]. */
export const NO_CALL: AllFoursAction = Object.freeze({ type: 'noCall' });

/** [AF-10.1] [AF-10.2] True if reneges can happen and cost something: a play may break AF-3 and be called. */
export function tracksReneges(options: Options): boolean {
  return (options.followSuit === 'trumpOnly' || options.followSuit === 'open') && options.renege !== undefined && options.renege !== 'free';
}

/** Who played `card` this hand and in which trick, from 1 (the tricks taken, then the trick in progress). */
function playOf(state: AllFoursState, card: Card): { owner: Seat; trick: number } {
  for (const [i, trick] of state.tricks.entries()) for (const play of trick.plays) if (play.card === card) return { owner: play.seat, trick: i + 1 };
  for (const play of state.trick) if (play.card === card) return { owner: play.seat, trick: state.tricks.length + 1 };
  return { owner: -1, trick: 0 };
}

// each play may be called once [AF-10.2a]: the calls of this hand so far, by owner and trick
function alreadyCalled(awards: readonly Award[], owner: Seat, trick: number): boolean {
  return awards.some((a) => a.call !== undefined && a.call.owner === owner && a.call.trick === trick);
}

/**
 * [AF-10.2] The plays `seat` may call a renege on now: every card its opponents played this hand, in
 * play order, that nobody has called yet. Public knowledge only, whether any was a renege or not.
 */
export function callableReneges(state: AllFoursState, seat: Seat): Card[] {
  if ((state.phase !== 'play' && state.phase !== 'ask') || !tracksReneges(state.options)) return [];
  const cards: Card[] = [];
  const add = (owner: Seat, card: Card, trick: number) => {
    if (owner % 2 !== seat % 2 && !alreadyCalled(state.awards, owner, trick)) cards.push(card);
  };
  for (const [i, trick] of state.tricks.entries()) for (const play of trick.plays) add(play.seat, play.card, i + 1);
  for (const play of state.trick) add(play.seat, play.card, state.tricks.length + 1);
  return cards;
}

/** The renege calls open to `seat` now (shared frozen action objects). */
export function renegeActions(state: AllFoursState, seat: Seat): AllFoursAction[] {
  return callableReneges(state, seat).map((card) => CALL_ACTIONS[card]);
}

/**
 * [AF-10.2] What a correct call is worth to the caller's team: `one` 1; `bullseye` the game (14, or what
 * the team still needs to reach a target above 14, [AF-10.2a]); `trumpBullseye` the game for a renege on
 * a trump lead, else 1.
 */
function penalty(state: AllFoursState, team: Team, trumpLead: boolean): number {
  const mode = state.options.renege;
  if (mode === 'one' || (mode === 'trumpBullseye' && !trumpLead)) return 1;
  return Math.max(14, (state.options.target as number) - state.score[team]);
}

/**
 * [AF-10.2] `seat` calls a renege on the play of `card`. Correct: the caller's team scores the penalty;
 * wrong: the other team scores 1. The points are checked against the target at once [AF-5.2]; otherwise
 * play (or the asking) goes on where it was, the trick in progress as it is [AF-10.2a].
 */
export function callRenege(state: AllFoursState, seat: Seat, card: Card): Applied<AllFoursState> {
  if (!callableReneges(state, seat).includes(card)) {
    return refuse('illegal', `${card} is not a card an opponent of yours played this hand and nobody has called yet`);
  }
  const { owner, trick } = playOf(state, card);
  const renege = state.reneges.find((r) => r.card === card && r.seat === owner);
  const correct = renege !== undefined;
  const team = correct ? seat % 2 : (seat + 1) % 2;
  const points = correct ? penalty(state, team, renege.trumpLead) : 1;
  const events: GameEvent[] = [];
  const next = copyState(state);
  next.version = state.version + 1;
  const score = state.score.map((s, t) => (t === team ? s + points : s));
  events.push({ type: 'renegeCalled', audience: 'all', seat, owner, card, trick, correct, team, points, score });
  const scored: Award = { ...award('renege', 'scored', { team, points, seat }), call: { owner, trick, correct } };
  return { ok: true, state: scoreAward(next, scored, events), events };
}

/**
 * [AF-10.2a] After the last trick every seat is asked in turn, from the dealer's right, whether it calls
 * a renege; the same question at every table, whether a renege happened or not. `state` is a fresh copy.
 */
export function startAsking(state: AllFoursState, events: GameEvent[]): AllFoursState {
  state.phase = 'ask';
  state.turn = (state.dealer + 1) % state.seats;
  events.push({ type: 'renegeAsked', audience: 'all', seat: state.turn });
  return state;
}

/** The seat asked calls nothing: the next seat is asked, and after the dealer the hand is counted. */
export function answerNoCall(state: AllFoursState, seat: Seat): Applied<AllFoursState> {
  const events: GameEvent[] = [{ type: 'noCall', audience: 'all', seat }];
  const next = copyState(state);
  next.version = state.version + 1;
  if (seat === state.dealer) return { ok: true, state: countHand(next, events), events };
  next.turn = (seat + 1) % state.seats;
  events.push({ type: 'renegeAsked', audience: 'all', seat: next.turn });
  return { ok: true, state: next, events };
}
