import { META } from '../../rules/games/fifty-six/meta.js';
import type { FiftySixView } from '../../rules/games/fifty-six/view.js';
import type { GameBots } from '../game-bots.js';
import { randomBot } from '../random.js';
import { fiftySixBudget, fiftySixExpert, fiftySixExpertWith, type FiftySixSearch } from './expert.js';
import { fiftySixBot } from './index.js';
import { fiftySixMemory } from './memory.js';

/** Fifty-Six's bots, what its hints read, and its bench tables. */
export const GAME_BOTS: GameBots<typeof META.id, FiftySixView, FiftySixSearch> = {
  game: META.id,
  levels: { random: randomBot, standard: fiftySixBot, expert: fiftySixExpert },
  memory: (view) => (view.phase === 'playing' && view.contract ? fiftySixMemory(view) : null),
  strongCalls: ['bid', 'double', 'redouble'],
  search: { budget: fiftySixBudget, expertWith: (budget) => fiftySixExpertWith(() => budget) },
  bench: {
    // 6 and 8 players in two teams, and the default pairs layout: one standard pair against two or three random pairs
    standard: [
      { key: 'fifty_six.4p', seats: 4, teams: 'alternate' },
      { key: 'fifty_six.6p', seats: 6, options: { teams: 'two' }, teams: 'alternate' },
      { key: 'fifty_six.8p', seats: 8, options: { teams: 'two' }, teams: 'alternate' },
      { key: 'fifty_six.6p_pairs', seats: 6, teams: 'pairs' },
      { key: 'fifty_six.8p_pairs', seats: 8, teams: 'pairs' },
    ],
    // to 4 tables a team instead of 12: a game lasts a third as many hands, so the comparison fits in a
    // bench run (each hand still counts in full)
    expert: [
      { key: 'fifty_six.4p', seats: 4, options: { tables: 4 }, teams: 'alternate', length: 'tables' },
      { key: 'fifty_six.6p', seats: 6, options: { teams: 'two', tables: 4 }, teams: 'alternate', length: 'tables' },
    ],
  },
};
