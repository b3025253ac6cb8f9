import { decisionRandom, type Bot } from '../../../../shared/bots/bot.js';
import type { Action, GameEvent } from '../../../../shared/rules/core/game.js';
import { twentyNine } from '../../../../shared/rules/games/twenty-nine/index.js';
import type { TwentyNineState } from '../../../../shared/rules/games/twenty-nine/state.js';
import type { TwentyNineView } from '../../../../shared/rules/games/twenty-nine/view.js';

// A small match loop on the engine: each bot is given its seat's view only; one seat acts at a time
// (the engine declares a Pair itself [TN-5.1b]).

/** One move: the state before it, the seat, its action and the events. */
export interface Step {
  before: TwentyNineState;
  seat: number;
  action: Action;
  events: GameEvent[];
}

/** Plays a whole game of Twenty-Nine between `bots` (by seat); returns the final state and the number of moves. */
export function playGame(bots: readonly Bot<TwentyNineView>[], seed: string, options: Record<string, unknown> = {}, onStep?: (step: Step) => void): { state: TwentyNineState; steps: number } {
  const setup = twentyNine.setup({ seats: 4, seed, options });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.state;
  let steps = 0;
  const botSeed = `${seed}/bots`;
  while (twentyNine.outcome(state) === null) {
    if (steps > 20_000) throw new Error(`game ${seed} did not end`);
    const [seat] = twentyNine.toAct(state);
    const view = twentyNine.view(state, seat);
    const action = bots[seat](view, decisionRandom(botSeed, view));
    const result = twentyNine.apply(state, seat, action);
    if (!result.ok) throw new Error(`seat ${seat} chose ${JSON.stringify(action)}: ${result.error.message}`);
    onStep?.({ before: state, seat, action, events: result.events });
    state = result.state;
    steps++;
  }
  return { state, steps };
}

/** Plays `deals` deals twice, bot A in seats 0 and 2 then in 1 and 3; returns A's share of the games. */
export function duplicateShare(a: Bot<TwentyNineView>, b: Bot<TwentyNineView>, deals: number, prefix: string, options: Record<string, unknown> = {}): number {
  let won = 0;
  for (let d = 0; d < deals; d++) {
    for (const team of [0, 1]) {
      const bots = [0, 1, 2, 3].map((s) => ((s & 1) === team ? a : b));
      const { state } = playGame(bots, `${prefix}-${d}`, options);
      if (state.winner === team) won++;
    }
  }
  return won / (2 * deals);
}
