import type { BaseState, GameRules, SetupInput } from '../shared/rules/core/game.js';
import { drawBelow, seededSource, type SeededSource } from '../shared/rules/core/shuffle.js';

/** What one throughput run measured. */
export interface Throughput {
  games: number;
  hands: number;
  actions: number;
  seconds: number;
}

/**
 * Plays one whole random game of seed `bench-<n>`, computing the legal actions at every step; returns
 * the scored hands (`handScored` events) and the actions. The moves are picked with the numbers of
 * seededRandom('bench') and randomBelow, from a SeededSource: the same games, for less of the
 * harness's own time and allocation.
 */
export function playGame<S extends BaseState>(
  rules: GameRules<S>,
  input: Omit<SetupInput, 'seed'>,
  n: number,
  random: SeededSource,
): { hands: number; actions: number } {
  const setup = rules.setup({ ...input, seed: `bench-${n}` });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.state;
  let hands = 0;
  let actions = 0;
  while (rules.outcome(state) === null) {
    const movers = rules.toAct(state);
    const seat = movers[movers.length === 1 ? 0 : drawBelow(random, movers.length)];
    const legal = rules.legalActions(state, seat);
    const result = rules.apply(state, seat, legal[drawBelow(random, legal.length)]);
    if (!result.ok) throw new Error(result.error.message);
    for (let i = 0; i < result.events.length; i++) if (result.events[i].type === 'handScored') hands++;
    state = result.state;
    actions++;
  }
  return { hands, actions };
}

/** Plays whole random games (see `playGame`) for about `seconds` and counts games, hands and actions. */
export function measureThroughput<S extends BaseState>(
  rules: GameRules<S>,
  input: Omit<SetupInput, 'seed'>,
  seconds: number,
): Throughput {
  const random = seededSource('bench');
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let games = 0;
  let hands = 0;
  let actions = 0;
  while (performance.now() < deadline) {
    const game = playGame(rules, input, games, random);
    hands += game.hands;
    actions += game.actions;
    games++;
  }
  return { games, hands, actions, seconds: (performance.now() - started) / 1000 };
}

/** Prints a figure for people and as a `BENCH <key> <number> <unit>` line for scripts. */
export function report(key: string, value: number, unit: string, note = ''): void {
  const shown = value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2);
  console.log(`  ${key.padEnd(34)} ${shown.padStart(12)} ${unit}${note ? `  (${note})` : ''}`);
  console.log(`BENCH ${key} ${value >= 100 ? Math.round(value) : Number(value.toFixed(3))} ${unit}`);
}
