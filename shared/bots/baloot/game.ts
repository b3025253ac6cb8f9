import { META } from '../../rules/games/baloot/meta.js';
import type { BalootView } from '../../rules/games/baloot/view.js';
import type { GameBots } from '../game-bots.js';
import { randomBot } from '../random.js';
import { BALOOT_SEARCH, balootExpert, balootExpertWith, type BalootSearch } from './expert.js';
import { balootBot } from './index.js';
import { balootMemory } from './memory.js';

const PRO = META.presets.find((preset) => preset.id === 'pro')!.options;

/** Baloot's bots, what its hints read, and its bench tables. */
export const GAME_BOTS: GameBots<typeof META.id, BalootView, BalootSearch> = {
  game: META.id,
  levels: { random: randomBot, standard: balootBot, expert: balootExpert },
  memory: (view) => (view.phase === 'playing' && view.contract ? balootMemory(view) : null),
  strongCalls: ['hokum', 'sun', 'ashkal', 'double', 'triple', 'four', 'gahwa'],
  search: { budget: () => BALOOT_SEARCH, expertWith: balootExpertWith },
  // [BAL-15] and the Saudi apps' pack: Qayd, Kawesh, Akka and the rest
  bench: {
    standard: [
      { key: 'baloot', seats: 4, teams: 'alternate' },
      { key: 'baloot.pro', seats: 4, teams: 'alternate', options: PRO },
    ],
    expert: [
      { key: 'baloot', seats: 4, teams: 'alternate' },
      { key: 'baloot.pro', seats: 4, teams: 'alternate', options: PRO },
    ],
  },
};
