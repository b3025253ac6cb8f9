import type { BaseState, GameRules } from './core/game.js';
import { allFours } from './games/all-fours/index.js';
import { baloot } from './games/baloot/index.js';
import { fiftySix } from './games/fifty-six/index.js';
import type { GameId } from './manifests.js';

/** Each game's rules by id, with its own state and view types (a game missing here fails the typecheck). */
export const RULES = {
  baloot,
  'fifty-six': fiftySix,
  'all-fours': allFours,
} satisfies Record<GameId, GameRules<BaseState>>;

/** The rules of game `Id`, with its own types. */
export type RulesOf<Id extends GameId> = (typeof RULES)[Id];

/** What seat or spectator sees of a game `Id`. */
export type ViewOf<Id extends GameId> = ReturnType<RulesOf<Id>['view']>;

/** Every game's rules by id, for code that treats all games alike (the table server, the bots' runner). */
export const GAMES: Readonly<Record<GameId, GameRules<BaseState>>> = RULES;

/** The rules of a game by id, or undefined for an unknown id. */
export function gameById(id: string): GameRules<BaseState> | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id as GameId] : undefined;
}
