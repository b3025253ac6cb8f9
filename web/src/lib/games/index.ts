import type { GameUi } from './types.js';

/** The games the web app knows, each loaded only when a table of it is opened. */
export const GAME_UI: Record<string, () => Promise<{ ui: GameUi }>> = {
  baloot: () => import('./baloot/index.js'),
  'fifty-six': () => import('./fifty-six/index.js'),
  'all-fours': () => import('./all-fours/index.js'),
};

/** The game ids in the order the home page lists them. */
export const GAME_IDS = ['baloot', 'fifty-six', 'all-fours'] as const;
