import { META } from '../../rules/games/all-fours/meta.js';
import type { AllFoursView } from '../../rules/games/all-fours/view.js';
import type { GameBots } from '../game-bots.js';
import { randomBot } from '../random.js';
import { ALL_FOURS_BUDGET, allFoursExpert, allFoursExpertWith, type AllFoursSearch } from './expert.js';
import { allFoursBot } from './index.js';
import { allFoursMemory } from './play.js';

/** All Fours' bots, what its hints read, and its bench tables. */
export const GAME_BOTS: GameBots<typeof META.id, AllFoursView, AllFoursSearch> = {
  game: META.id,
  levels: { random: randomBot, standard: allFoursBot, expert: allFoursExpert },
  memory: (view) => (view.phase === 'play' && view.trump ? allFoursMemory(view) : null),
  strongCalls: [],
  search: { budget: () => ALL_FOURS_BUDGET, expertWith: allFoursExpertWith },
  bench: {
    standard: [
      { key: 'all_fours.2p', seats: 2, teams: 'alone' },
      { key: 'all_fours.4p', seats: 4, teams: 'alternate' },
    ],
    expert: [
      { key: 'all_fours.2p', seats: 2, teams: 'alone' },
      { key: 'all_fours.4p', seats: 4, teams: 'alternate' },
    ],
  },
};
