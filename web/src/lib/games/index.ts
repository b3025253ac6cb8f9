import type { GameId } from '$shared/rules/manifests.js';
import { byGameFolder } from './plug-ins.js';
import type { GameUis } from './types.js';

/** The games the web app knows (each folder's index.ts), each loaded only when a table of it is opened. */
export const GAME_UI = byGameFolder<{ readonly [G in GameId]: () => Promise<{ ui: GameUis[G] }> }>(import.meta.glob('./*/index.ts'));

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
