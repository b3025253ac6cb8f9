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
