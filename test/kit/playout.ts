import type { Action, BaseState, GameEvent, GameRules, SetupInput } from '../../shared/rules/core/game.js';
import { randomBelow, seededRandom } from '../../shared/rules/core/shuffle.js';

/** One step of a random playout: who acted, what, and the states around it. */
export interface Step<S> {
  before: S;
  after: S;
  seat: number;
  action: Action;
  events: GameEvent[];
}

/** Sets up a game and fails loudly if the setup is refused (a test helper, not for user input). */
export function mustSetup<S extends BaseState>(rules: GameRules<S>, input: SetupInput): S {
  const result = rules.setup(input);
  if (!result.ok) throw new Error(`setup refused: ${result.error.message}`);
  return result.state;
}

/** Applies an action and fails loudly if it is refused. */
export function mustApply<S extends BaseState>(rules: GameRules<S>, state: S, seat: number, action: Action): S {
  const result = rules.apply(state, seat, action);
  if (!result.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${result.error.message}`);
  return result.state;
}

/** Plays uniformly random legal actions from a seed until the game ends or `maxSteps` is reached. */
export function randomPlayout<S extends BaseState>(
  rules: GameRules<S>,
  start: S,
  seed: string,
  maxSteps: number,
  onStep?: (step: Step<S>) => void,
): { state: S; steps: number } {
  const random = seededRandom(seed);
  let state = start;
  let steps = 0;
  while (rules.outcome(state) === null && steps < maxSteps) {
    const movers = rules.toAct(state);
    if (movers.length === 0) throw new Error('no seat to act before the game is over');
    const seat = movers[randomBelow(random, movers.length)];
    const legal = rules.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} is to act but has no legal action`);
    const action = legal[randomBelow(random, legal.length)];
    const result = rules.apply(state, seat, action);
    if (!result.ok) throw new Error(`legal action refused: ${JSON.stringify(action)}: ${result.error.message}`);
    onStep?.({ before: state, after: result.state, seat, action, events: result.events });
    state = result.state;
    steps++;
  }
  return { state, steps };
}

/** Freezes a plain JSON value all the way down, so any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
