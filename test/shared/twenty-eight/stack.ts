import { canSee, type Action, type Applied, type GameEvent, type SetupInput, type Viewer } from '../../../shared/rules/core/game.js';
import { twentyEight } from '../../../shared/rules/games/twenty-eight/index.js';
import type { TwentyEightState } from '../../../shared/rules/games/twenty-eight/state.js';

/** Card codes from a space-separated string: 'JS 9S AS' -> ['JS', '9S', 'AS']. */
export function cards(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** A stacked deal from one string of full hands per seat in seat order: each hand's first 4 cards are its first batch (all 6 at 6 players). */
export function deal(...hands: string[]): { hands: string[][]; stock: string[] } {
  return { hands: hands.map(cards), stock: [] };
}

/** Sets up a game and fails loudly if refused (dealer 3 unless given: seat 0 speaks and leads first). */
export function start(input: Partial<Omit<SetupInput, 'seats'>> & { seats?: number }): TwentyEightState {
  const result = twentyEight.setup({ seats: 4, seed: 'scenario', dealer: (input.seats ?? 4) - 1, ...input });
  if (!result.ok) throw new Error(`setup refused: ${result.error.message}`);
  return result.state;
}

/** Applies an action that must be accepted. */
export function act(state: TwentyEightState, seat: number, action: Action): { state: TwentyEightState; events: GameEvent[] } {
  const result = twentyEight.apply(state, seat, action);
  if (!result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${result.error.message}`);
  return { state: result.state, events: result.events };
}

/** Applies an action that must be refused; returns the refusal, and checks that nothing changed. */
export function refused(state: TwentyEightState, seat: number, action: unknown): Extract<Applied<TwentyEightState>, { ok: false }>['error'] {
  const before = JSON.stringify(state);
  const result = twentyEight.apply(state, seat, action as Action);
  if (result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error('a refused action changed the state');
  return result.error;
}

export const PASS: Action = { type: 'pass' };
export const bid = (value: number): Action => ({ type: 'bid', value });
export const trump = (card: string): Action => ({ type: 'trump', card });
export const play = (card: string): Action => ({ type: 'play', card });

/**
 * Runs actions in order, each by the seat whose turn it is; a string is shorthand: a number is a bid,
 * `p` a pass, `t:JS` a trump card laid, a card code a play, any other word an action type.
 */
export function run(state: TwentyEightState, steps: (Action | string | number)[]): { state: TwentyEightState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const step of steps) {
    let action: Action;
    if (typeof step === 'number') action = bid(step);
    else if (typeof step !== 'string') action = step;
    else if (step === 'p') action = PASS;
    else if (step.startsWith('t:')) action = trump(step.slice(2));
    else if (/^[AKQJT9876][SHDC]$/.test(step)) action = play(step);
    else action = { type: step };
    const result = act(state, state.turn, action);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** The cards `seat` may play now. */
export function playable(state: TwentyEightState, seat = state.turn): string[] {
  return twentyEight.legalActions(state, seat).filter((a) => a.type === 'play').map((a) => a.card as string);
}

/** The action types `seat` may take now (without repeats). */
export function types(state: TwentyEightState, seat = state.turn): string[] {
  return [...new Set(twentyEight.legalActions(state, seat).map((a) => a.type))];
}

/** The first event of a type, which must exist. */
export function eventOf(events: GameEvent[], type: string): GameEvent & Record<string, unknown> {
  const event = events.find((e) => e.type === type);
  if (!event) throw new Error(`no ${type} event among ${events.map((e) => e.type).join(', ')}`);
  return event;
}

/** The events `viewer` may see. */
export function seenBy(events: GameEvent[], state: TwentyEightState, viewer: Viewer): GameEvent[] {
  const team = viewer === 'spectator' ? null : twentyEight.teamOf(state, viewer);
  return events.filter((event) => canSee(event.audience, viewer, team));
}

/** Plays the first legal card of whoever is to act (never asking or exposing) until the hand is scored. */
export function finish(state: TwentyEightState): { state: TwentyEightState; events: GameEvent[] } {
  const hand = state.hand;
  const events: GameEvent[] = [];
  while (state.hand === hand && state.phase !== 'over') {
    const card = twentyEight.legalActions(state, state.turn).find((a) => a.type === 'play')!;
    const result = act(state, state.turn, card);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}
