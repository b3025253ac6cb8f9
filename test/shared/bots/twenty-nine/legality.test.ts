import { describe, expect, it } from 'vitest';
import { decisionRandom, type Bot } from '../../../../shared/bots/bot.js';
import { GAME_BOTS } from '../../../../shared/bots/twenty-nine/game.js';
import type { Action } from '../../../../shared/rules/core/game.js';
import { seededRandom } from '../../../../shared/rules/core/shuffle.js';
import { twentyNine } from '../../../../shared/rules/games/twenty-nine/index.js';
import type { TwentyNineView } from '../../../../shared/rules/games/twenty-nine/view.js';
import { OPTION_SETS } from './option-sets.js';

// the expert's answer is legal whatever its budget: a small one keeps thousands of positions quick
const LEVELS: [string, Bot<TwentyNineView>][] = [
  ['random', GAME_BOTS.levels.random],
  ['standard', GAME_BOTS.levels.standard],
  ['expert (small budget)', GAME_BOTS.search.expertWith({ plays: 1500, most: 6, fewest: 3 })],
];

function key(action: Action): string {
  return JSON.stringify(action, Object.keys(action).sort());
}

// Random walks through whole games: at every position, the seat to act is shown its view, and each
// level's answer must be one of that view's legal actions.

describe.each(OPTION_SETS)('twenty-nine bots at $label', ({ options }) => {
  it('return one of view.legal in thousands of positions', () => {
    let positions = 0;
    for (let g = 0; g < 6 || positions < 3000; g++) {
      const setup = twentyNine.setup({ seats: 4, seed: `legal-${g}`, options });
      if (!setup.ok) throw new Error(setup.error.message);
      let state = setup.state;
      const walk = seededRandom(`walk-${g}`);
      let steps = 0;
      while (twentyNine.outcome(state) === null && steps < 3000) {
        const [seat] = twentyNine.toAct(state);
        const view = twentyNine.view(state, seat);
        const legal = new Set(view.legal.map(key));
        for (const [level, bot] of LEVELS) {
          const action = bot(view, decisionRandom(`legal-${g}`, view));
          if (!legal.has(key(action))) throw new Error(`${level} chose ${key(action)} of ${[...legal].join(' ')}`);
        }
        positions++;
        // move on mostly as the standard bot would, sometimes at random, so that odd positions come up too
        const bot = walk() < 0.7 ? GAME_BOTS.levels.standard : GAME_BOTS.levels.random;
        const action = bot(view, decisionRandom(`walk-${g}`, view));
        const result = twentyNine.apply(state, seat, action);
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
        steps++;
      }
    }
    expect(positions).toBeGreaterThanOrEqual(3000);
  });
});

