import type { GameId } from '../../../../shared/rules/manifests.js';
import type { GameUi } from './types.js';

/** The games the web app knows, each loaded only when a table of it is opened (every game: typechecked). */
export const GAME_UI: Record<GameId, () => Promise<{ ui: GameUi }>> = {
  baloot: () => import('./baloot/index.js'),
  'fifty-six': () => import('./fifty-six/index.js'),
  'all-fours': () => import('./all-fours/index.js'),
};
