import { decisionRandom, type Bot } from '../../../../shared/bots/bot.js';
import type { Action } from '../../../../shared/rules/core/game.js';
import { twentyEight } from '../../../../shared/rules/games/twenty-eight/index.js';
import type { TwentyEightState } from '../../../../shared/rules/games/twenty-eight/state.js';
import type { TwentyEightView } from '../../../../shared/rules/games/twenty-eight/view.js';

// A bots-only game of Twenty-Eight, as the table runner would play it: the seat waited for acts, one at a
// time (toAct is waitingFor: the engine declares every Pair itself [TE-6.1b]).

/** One decision: the state before it, the seat, its view and what its bot chose. */
export interface Decision {
  state: TwentyEightState;
  seat: number;
  view: TwentyEightView;
  action: Action;
}

/** A bots-only game: its table, seed, the bot in each seat, and a hook on every decision. */
export interface Game {
  seats: number;
  seed: string;
  options?: Record<string, unknown>;
  bots: readonly Bot<TwentyEightView>[];
  decided?(decision: Decision): void;
}

/**
 * Plays a whole game and returns its final state, its steps and the Pairs the engine declared; throws on a
 * refused action or a game that does not end.
 */
export function playGame(game: Game): { state: TwentyEightState; steps: number; pairs: number } {
  const setup = twentyEight.setup({ seats: game.seats, seed: game.seed, options: game.options });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.state;
  let steps = 0;
  let pairs = 0;
  const botSeed = `${game.seed}/bots`;
  const act = (seat: number): Action => {
    const view = twentyEight.view(state, seat);
    const action = game.bots[seat](view, decisionRandom(botSeed, view));
    game.decided?.({ state, seat, view, action });
    return action;
  };
  const apply = (seat: number, action: Action): void => {
    const result = twentyEight.apply(state, seat, action);
    if (!result.ok) throw new Error(`seat ${seat} chose ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
    steps++;
    for (const event of result.events) if (event.type === 'pairDeclared') pairs++;
  };
  while (twentyEight.outcome(state) === null) {
    if (steps > 20_000) throw new Error(`game ${game.seed} did not end`);
    const waiting = twentyEight.waitingFor(state);
    if (waiting.length !== 1 || JSON.stringify(twentyEight.toAct(state)) !== JSON.stringify(waiting)) {
      throw new Error(`toAct ${JSON.stringify(twentyEight.toAct(state))} is not waitingFor ${JSON.stringify(waiting)}`);
    }
    apply(waiting[0], act(waiting[0]));
  }
  return { state, steps, pairs };
}

/** The seats of the team of `seat` (alone at 3 players). */
export function teamSeats(seats: number, team: number): number[] {
  if (seats === 3) return [team];
  return [...Array(seats).keys()].filter((s) => s % 2 === team);
}

/**
 * Duplicate games, standard against random: each seed played once per team (each seat at 3 players)
 * with the `strong` bot in that team's seats. Returns the games played and those the strong side won.
 */
export function duplicate(seats: number, seeds: number, strong: Bot<TwentyEightView>, weak: Bot<TwentyEightView>, options?: Record<string, unknown>, label = 'dup'): { games: number; won: number } {
  const teams = seats === 3 ? 3 : 2;
  let games = 0;
  let won = 0;
  for (let g = 0; g < seeds; g++) {
    for (let team = 0; team < teams; team++) {
      const mine = teamSeats(seats, team);
      const bots = [...Array(seats).keys()].map((s) => (mine.includes(s) ? strong : weak));
      const { state } = playGame({ seats, seed: `${label}-${g}`, options, bots });
      games++;
      if (state.winners.some((s) => mine.includes(s))) won++;
    }
  }
  return { games, won };
}
