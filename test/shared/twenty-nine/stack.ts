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
  const questions = ['firstAnnul', 'secondAnnul', 'single', 'double', 'redouble', 'fullSet'];
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

/** Plays the first legal action of whoever is to act until the hand ends (or the game does); returns all events. */
export function playOut(state: TwentyNineState): { state: TwentyNineState; events: GameEvent[] } {
  const hand = state.hand;
  const deals = state.deals;
  const events: GameEvent[] = [];
  while (state.phase !== 'over' && state.hand === hand && state.deals === deals) {
    const result = act(state, state.turn, legal(state)[0]);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** Each seat holds one suit (spades, hearts, diamonds, clubs): nobody can ever follow another's lead. */
export const SUITED = deal('JS 9S AS TS KS QS 8S 7S', 'JH 9H AH TH KH QH 8H 7H', 'JD 9D AD TD KD QD 8D 7D', 'JC 9C AC TC KC QC 8C 7C');

/**
 * A mixed deal (dealer 3, so seat 0 is F): seat 1 holds hearts, two spades and two low clubs (its
 * seventh card is 8C); seat 2 holds the King and Queen of hearts; seat 3 is void in spades and diamonds.
 */
export const MIXED = deal('JS 9S AS TS KD QD 8D 7D', 'JH 9H AH TH KS QS 8C 7C', 'JD 9D AD TD KH QH 8S 7S', 'JC 9C AC TC KC QC 8H 7H');
