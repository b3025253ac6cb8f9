import { META } from '../../rules/games/baloot/meta.js';
import type { BalootView } from '../../rules/games/baloot/view.js';
import type { GameBots } from '../game-bots.js';
import { randomBot } from '../random.js';
import { BALOOT_SEARCH, balootExpert, balootExpertWith, type BalootSearch } from './expert.js';
import { balootBot } from './index.js';
import { balootMemory } from './memory.js';

/** Baloot's bots, what its hints read, and its bench tables. */
export const GAME_BOTS: GameBots<typeof META.id, BalootView, BalootSearch> = {
  game: META.id,
  levels: { random: randomBot, standard: balootBot, expert: balootExpert },
  memory: (view) => (view.phase === 'playing' && view.contract ? balootMemory(view) : null),
  strongCalls: ['hokum', 'sun', 'ashkal', 'double', 'triple', 'four', 'gahwa'],
  search: { budget: () => BALOOT_SEARCH, expertWith: balootExpertWith },
  bench: {
    standard: [{ key: 'baloot', seats: 4, teams: 'alternate' }],
    expert: [{ key: 'baloot', seats: 4, teams: 'alternate' }],
  },
};
