import type { Action, Applied, GameEvent, SetupInput } from '../../../shared/rules/core/game.js';
import { twentyNine } from '../../../shared/rules/games/twenty-nine/index.js';
import type { TwentyNineState } from '../../../shared/rules/games/twenty-nine/state.js';

/** The cards of a hand from a string of card ids: `'JS 9H AC'`. */
export function cards(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** A stacked deal from one string of 8 card ids per seat, in the order each seat receives them (4 + 4). */
export function deal(...hands: string[]): { hands: string[][]; stock: string[] } {
  return { hands: hands.map(cards), stock: [] };
}

/** Sets up a game and fails loudly if refused. */
export function start(input: Omit<SetupInput, 'seats' | 'seed'> & { seed?: string }): TwentyNineState {
  const result = twentyNine.setup({ seats: 4, seed: 'scenario', ...input });
  if (!result.ok) throw new Error(`setup refused: ${result.error.message}`);
  return result.state;
}

/** Applies an action that must be accepted; returns the new state and its events. */
export function act(state: TwentyNineState, seat: number, action: Action): { state: TwentyNineState; events: GameEvent[] } {
  const result = twentyNine.apply(state, seat, action);
  if (!result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${result.error.message}`);
  return { state: result.state, events: result.events };
}

/** Applies an action that must be refused; returns the refusal, and checks that nothing changed. */
export function refused(state: TwentyNineState, seat: number, action: unknown): Extract<Applied<TwentyNineState>, { ok: false }>['error'] {
  const before = JSON.stringify(state);
  const result = twentyNine.apply(state, seat, action as Action);
  if (result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error('a refused action changed the state');
  return result.error;
}

export const PASS: Action = { type: 'pass' };
export const ASK: Action = { type: 'ask' };
export const REVEAL: Action = { type: 'reveal' };

/** A bid action. */
export function bid(value: number): Action {
  return { type: 'bid', value };
}

/** A play action. */
export function card(id: string): Action {
  return { type: 'play', card: id };
}

/** Runs actions, each by the seat whose turn it is; a string is a list of cards to play. */
export function run(state: TwentyNineState, actions: (Action | string)[]): { state: TwentyNineState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const item of actions) {
    const list = typeof item === 'string' ? cards(item).map(card) : [item];
    for (const action of list) {
      const result = act(state, state.turn, action);
      state = result.state;
      events.push(...result.events);
    }
  }
  return { state, events };
}

/** Passes every question until the phase is `phase` (or the game moves past the questions). */
export function passUntil(state: TwentyNineState, phase: TwentyNineState['phase']): TwentyNineState {
  const questions = ['firstAnnul', 'secondAnnul', 'single', 'double', 'redouble', 'fullSet', 'pair'];
  while (state.phase !== phase && questions.includes(state.phase)) state = act(state, state.turn, PASS).state;
  return state;
}

/** The first event of a type, which must exist. */
export function eventOf(events: GameEvent[], type: string): GameEvent & Record<string, unknown> {
  const event = events.find((e) => e.type === type);
  if (!event) throw new Error(`no ${type} event among ${events.map((e) => e.type).join(', ')}`);
  return event;
}

/** The legal actions of whoever is to act. */
export function legal(state: TwentyNineState): Action[] {
  return twentyNine.legalActions(state, state.turn);
}
