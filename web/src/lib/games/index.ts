import type { GameId } from '../../../../shared/rules/manifests.js';
import type { GameUis } from './types.js';

/** The games the web app knows, each loaded only when a table of it is opened (every game: typechecked). */
export const GAME_UI: { [G in GameId]: () => Promise<{ ui: GameUis[G] }> } = {
  baloot: () => import('./baloot/index.js'),
  'fifty-six': () => import('./fifty-six/index.js'),
  'all-fours': () => import('./all-fours/index.js'),
};

/** Loads the UI of game `game`. */
export async function loadUi<G extends GameId>(game: G): Promise<GameUis[G]> {
  return (await GAME_UI[game]()).ui;
}

/** Starts loading the UI of the game stored as `game` (a table's entry), if it is one; false if not. */
export function prefetchUi(game: string): boolean {
  if (!Object.hasOwn(GAME_UI, game)) return false;
  GAME_UI[game as GameId]().catch(() => {}); // a failed download is tried again when the table needs it
  return true;
}
