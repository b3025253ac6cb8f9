import { META } from '../../rules/games/twenty-nine/meta.js';
import type { TwentyNineView } from '../../rules/games/twenty-nine/view.js';
import type { SearchBudget } from '../expert/budget.js';
import type { GameBots } from '../game-bots.js';
import { randomBot } from '../random.js';
import { twentyNineBudget, twentyNineExpert, twentyNineExpertWith } from './expert.js';
import { twentyNineBot } from './index.js';
import { twentyNineMemory } from './memory.js';

/** Twenty-Nine's bots, what its hints read, and its bench tables. */
export const GAME_BOTS: GameBots<typeof META.id, TwentyNineView, SearchBudget> = {
  game: META.id,
  levels: { random: randomBot, standard: twentyNineBot, expert: twentyNineExpert },
  memory: (view) => (view.phase === 'playing' ? twentyNineMemory(view) : null),
  strongCalls: ['bid', 'hold', 'double', 'redouble', 'singleHand', 'fullSet'],
  search: { budget: twentyNineBudget, expertWith: twentyNineExpertWith },
  bench: {
    standard: [
      { key: 'twenty_nine.4p', seats: 4, teams: 'alternate' },
      { key: 'twenty_nine.4p_hand_card', seats: 4, options: { indicator: 'handCard', bidding: 'hold' }, teams: 'alternate' },
    ],
    // to 3 game points instead of 6: a game lasts about half as many hands, so the comparison fits in a bench run
    expert: [{ key: 'twenty_nine.4p', seats: 4, options: { target: 3 }, teams: 'alternate', length: 'target' }],
  },
};
