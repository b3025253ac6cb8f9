import { META } from '../../rules/games/twenty-nine/meta.js';
import type { TwentyNineView } from '../../rules/games/twenty-nine/view.js';
import type { SearchBudget } from '../expert/budget.js';
import type { GameBots } from '../game-bots.js';
import { randomBot } from '../random.js';
import { twentyNineBot } from './index.js';
import { twentyNineMemory } from './memory.js';

/** The expert's settings (unused while the expert is the standard bot). */
export function twentyNineBudget(seats: number): SearchBudget {
  void seats;
  return { plays: 32_000, most: 120, fewest: 20 };
}

/** Twenty-Nine's bots, what its hints read, and its bench tables. */
export const GAME_BOTS: GameBots<typeof META.id, TwentyNineView, SearchBudget> = {
  game: META.id,
  // the expert searches no deals yet: it plays as the standard bot
  levels: { random: randomBot, standard: twentyNineBot, expert: twentyNineBot },
  memory: (view) => (view.phase === 'playing' ? twentyNineMemory(view) : null),
  strongCalls: ['bid', 'hold', 'double', 'redouble', 'singleHand', 'fullSet'],
  search: { budget: twentyNineBudget, expertWith: () => twentyNineBot },
  bench: {
    standard: [
      { key: 'twenty_nine.4p', seats: 4, teams: 'alternate' },
      { key: 'twenty_nine.4p_hand_card', seats: 4, options: { indicator: 'handCard', bidding: 'hold' }, teams: 'alternate' },
    ],
    expert: [{ key: 'twenty_nine.4p', seats: 4, teams: 'alternate' }],
  },
};
