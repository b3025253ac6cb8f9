import type { Action, Applied, GameEvent, SetupInput } from '../../../shared/rules/core/game.js';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import type { BidForm, Denomination, FiftySixState } from '../../../shared/rules/games/fifty-six/state.js';

/** The cards of a hand from a string of card ids: `'JS1 JS2 9H1'`. */
export function cards(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** A stacked deal from one string of card ids per seat (empty string for a seat that is out). */
export function deal(...hands: string[]): { hands: string[][]; stock: string[] } {
  return { hands: hands.map(cards), stock: [] };
}

const RANKS_48 = ['J', '9', 'A', 'T', 'K', 'Q'];

/** All 12 cards of one suit of the 48-card pack (both copies). */
export function suit(s: string): string {
  return [1, 2].flatMap((copy) => RANKS_48.map((rank) => `${rank}${s}${copy}`)).join(' ');
}

/** Sets up a game and fails loudly if refused. */
export function start(input: Omit<SetupInput, 'seed'> & { seed?: string }): FiftySixState {
  const result = fiftySix.setup({ seed: 'scenario', ...input });
  if (!result.ok) throw new Error(`setup refused: ${result.error.message}`);
  return result.state;
}

/** Applies an action that must be accepted; returns the new state and its events. */
export function act(state: FiftySixState, seat: number, action: Action): { state: FiftySixState; events: GameEvent[] } {
  const result = fiftySix.apply(state, seat, action);
  if (!result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${result.error.message}`);
  return { state: result.state, events: result.events };
}

/** Applies an action that must be refused; returns the refusal. */
export function refused(state: FiftySixState, seat: number, action: unknown): Extract<Applied<FiftySixState>, { ok: false }>['error'] {
  const result = fiftySix.apply(state, seat, action as Action);
  if (result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} was accepted`);
  return result.error;
}

/** A bid action. */
export function bid(value: number, denomination: Denomination, form: BidForm = 'numberSuit'): Action {
  return { type: 'bid', value, denomination, form };
}

export const PASS: Action = { type: 'pass' };
export const DOUBLE: Action = { type: 'double' };
export const REDOUBLE: Action = { type: 'redouble' };

/** Runs a sequence of calls, each by the seat whose turn it is; returns the state and all events. */
export function calls(state: FiftySixState, actions: Action[]): { state: FiftySixState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const action of actions) {
    const result = act(state, state.turn, action);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** Plays the first legal card for whoever is to act until hand `state.hand` is over; returns all events. */
export function playHand(state: FiftySixState): { state: FiftySixState; events: GameEvent[] } {
  const hand = state.hand;
  const events: GameEvent[] = [];
  while (state.phase === 'playing' && state.hand === hand) {
    const result = act(state, state.turn, fiftySix.legalActions(state, state.turn)[0]);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** The first event of a type, which must exist. */
export function eventOf(events: GameEvent[], type: string): GameEvent & Record<string, unknown> {
  const event = events.find((e) => e.type === type);
  if (!event) throw new Error(`no ${type} event among ${events.map((e) => e.type).join(', ')}`);
  return event;
}
