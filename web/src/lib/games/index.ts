import type { GameId } from '../../../../shared/rules/manifests.js';
import type { GameUi } from './types.js';

/** The games the web app knows, each loaded only when a table of it is opened (every game: typechecked). */
export const GAME_UI: Record<GameId, () => Promise<{ ui: GameUi }>> = {
  baloot: () => import('./baloot/index.js'),
  'fifty-six': () => import('./fifty-six/index.js'),
  'all-fours': () => import('./all-fours/index.js'),
};

/** True for the id of a game the web app knows (read from GAME_UI: no game's manifest is loaded). */
export function isGameId(id: string): id is GameId {
  return Object.hasOwn(GAME_UI, id);
}
