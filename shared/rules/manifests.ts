import type { GameMeta } from './core/meta.js';
import { META as allFours } from './games/all-fours/meta.js';
import { META as baloot } from './games/baloot/meta.js';
import { META as fiftySix } from './games/fifty-six/meta.js';
import { META as twentyEight } from './games/twenty-eight/meta.js';
import { META as twentyNine } from './games/twenty-nine/meta.js';

/**
 * Every game of the product by id, engine-free (the home page and the create form read only this).
 * The one list of game ids: the engines' registry, the bots and the web app's games are typed by it,
 * so a game added here and forgotten there fails the typecheck.
 */
export const MANIFESTS = {
  baloot,
  'fifty-six': fiftySix,
  'all-fours': allFours,
  'twenty-eight': twentyEight,
  'twenty-nine': twentyNine,
} as const satisfies Record<string, GameMeta>;

/** A game id (= folder name = URL slug). */
export type GameId = keyof typeof MANIFESTS;

// each manifest's id is its key
const _ids: { [Id in GameId]: GameMeta<Id> } = MANIFESTS;

/** The game ids in the order the home page lists them. */
export const GAME_IDS = Object.keys(MANIFESTS) as GameId[];

/** The game the home page offers first (until one is chosen) and an address without a game opens. */
export const DEFAULT_GAME: GameId = GAME_IDS[0];

/** True for the id of a game of the product. */
export function isGameId(id: string): id is GameId {
  return Object.hasOwn(MANIFESTS, id);
}
