import type { BaseState, GameRules } from './core/game.js';
import { allFours } from './games/all-fours/index.js';
import { baloot } from './games/baloot/index.js';
import { fiftySix } from './games/fifty-six/index.js';

/** Every game of the product, by id (= folder name = URL slug). */
export const GAMES: Record<string, GameRules<BaseState>> = {
  'all-fours': allFours as unknown as GameRules<BaseState>,
  baloot: baloot as unknown as GameRules<BaseState>,
  'fifty-six': fiftySix as unknown as GameRules<BaseState>,
};

/** The rules of a game by id, or undefined for an unknown id. */
export function gameById(id: string): GameRules<BaseState> | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
