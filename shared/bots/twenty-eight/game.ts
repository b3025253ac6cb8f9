import { META } from '../../rules/games/twenty-eight/meta.js';
import type { TwentyEightView } from '../../rules/games/twenty-eight/view.js';
import type { SearchBudget } from '../expert/budget.js';
import { twentyEightBudget, twentyEightExpert, twentyEightExpertWith } from './expert.js';
import type { GameBots } from '../game-bots.js';
import { randomBot } from '../random.js';
import { twentyEightBot } from './index.js';
import { twentyEightMemory } from './memory.js';

/** Twenty-Eight's bots, what its hints read, and its bench tables. */
export const GAME_BOTS: GameBots<typeof META.id, TwentyEightView, SearchBudget> = {
  game: META.id,
  levels: { random: randomBot, standard: twentyEightBot, expert: twentyEightExpert },
  memory: (view) => (view.phase === 'play' ? twentyEightMemory(view) : null),
  strongCalls: ['bid', 'thani', 'double', 'redouble'],
  search: { budget: twentyEightBudget, expertWith: (budget) => twentyEightExpertWith(() => budget) },
  bench: {
    standard: [
      { key: 'twenty_eight.4p', seats: 4, teams: 'alternate' },
      { key: 'twenty_eight.3p', seats: 3, teams: 'alone' },
      { key: 'twenty_eight.6p', seats: 6, teams: 'alternate' },
    ],
    expert: [
      { key: 'twenty_eight.4p', seats: 4, teams: 'alternate' },
      { key: 'twenty_eight.6p', seats: 6, teams: 'alternate' },
    ],
  },
};
