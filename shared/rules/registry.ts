import type { BaseState, GameRules } from './core/game.js';
import { allFours } from './games/all-fours/index.js';
import { baloot } from './games/baloot/index.js';
import { fiftySix } from './games/fifty-six/index.js';
import { twentyEight } from './games/twenty-eight/index.js';
import { twentyNine } from './games/twenty-nine/index.js';
import { META as ALL_FOURS } from './games/all-fours/meta.js';
import { META as BALOOT } from './games/baloot/meta.js';
import { META as FIFTY_SIX } from './games/fifty-six/meta.js';
import { META as TWENTY_EIGHT } from './games/twenty-eight/meta.js';
import { META as TWENTY_NINE } from './games/twenty-nine/meta.js';
import { isGameId, type GameId } from './manifests.js';

// every game's rules, one line per game keyed by its manifest's id; a game missing here fails the typecheck
const ENGINES = {
  [BALOOT.id]: baloot,
  [FIFTY_SIX.id]: fiftySix,
  [ALL_FOURS.id]: allFours,
  [TWENTY_EIGHT.id]: twentyEight,
  [TWENTY_NINE.id]: twentyNine,
} satisfies Record<GameId, GameRules<BaseState>>;

// each type is inferred in one step: with `Parameters<F>[0]` or `ReturnType<F>[number]`, code generic
// in the game id would take any game's state or hand where one game's is wanted
type StateIn<F> = F extends (state: infer S, ...rest: never[]) => unknown ? S : never;
type ReturnOf<F> = F extends (...args: never[]) => infer R ? R : never;
type ItemOf<F> = F extends (...args: never[]) => readonly (infer H)[] ? H : never;

/** Each game's own types, read off its rules: its state, what a viewer sees, one scored hand. */
type Types = {
  [G in GameId]: {
    state: StateIn<(typeof ENGINES)[G]['toAct']>;
    view: ReturnOf<(typeof ENGINES)[G]['view']>;
    history: ItemOf<(typeof ENGINES)[G]['history']>;
  };
};

/** The state of game `G`. */
export type StateOf<G extends GameId> = Types[G]['state'];

/** What a seat or spectator sees of game `G`. */
export type ViewOf<G extends GameId> = Types[G]['view'];

/** One scored hand of game `G`'s history (a row of its score sheet). */
export type HistoryOf<G extends GameId> = Types[G]['history'];

/** The rules of game `G`, with its own types. */
export type RulesOf<G extends GameId> = GameRules<StateOf<G>, ViewOf<G>, HistoryOf<G>>;

/**
 * Each game's rules by id, with its own types. Typed as a map from id to `RulesOf`, so code generic
 * in the id (`RULES[game]` with `game: G`) gets game `G`'s types, not a union of every game's.
 */
export const RULES: { readonly [G in GameId]: RulesOf<G> } = ENGINES;

/** Every game's rules by id, for code that treats all games alike (the table server, the bots' runner). */
export const GAMES: Readonly<Record<GameId, GameRules<BaseState>>> = RULES;

// games added beside the product's at run time (a test's fixture game): the product's one list stays
// ENGINES above, and nothing in it changes for them
const ADDED = new Map<string, GameRules<BaseState>>();

/**
 * Adds a game beside the product's, found by `gameById` from then on (a test plugs a fixture game in
 * with this one line; the table server treats it as any other game). Its id may not be a product game's.
 */
export function addGame(rules: GameRules<BaseState>): void {
  if (isGameId(rules.id)) throw new Error(`"${rules.id}" is a game of the product already`);
  ADDED.set(rules.id, rules);
}

/** The rules of a game by id (the product's, or one added with `addGame`), or undefined for an unknown id. */
export function gameById(id: string): GameRules<BaseState> | undefined {
  return isGameId(id) ? GAMES[id] : ADDED.get(id);
}
