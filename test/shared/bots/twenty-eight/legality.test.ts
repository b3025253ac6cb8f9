import { describe, expect, it } from 'vitest';
import { decisionRandom, type Bot } from '../../../../shared/bots/bot.js';
import { randomBot } from '../../../../shared/bots/random.js';
import { GAME_BOTS } from '../../../../shared/bots/twenty-eight/game.js';
import type { TwentyEightView } from '../../../../shared/rules/games/twenty-eight/view.js';
import { playGame } from './play-game.js';
import { TABLES } from './tables.js';

const LEVELS = Object.entries(GAME_BOTS.levels) as [string, Bot<TwentyEightView>][];

// Games between random and standard seats; at every decision every level is asked too, from the same view.
describe.each(TABLES)('twenty-eight bots at $label', (table) => {
  it('return one of view.legal in thousands of positions; the engine declares the Pairs', () => {
    let positions = 0;
    let pairs = 0;
    for (let g = 0; g < 30; g++) {
      // every third game all standard (long hands: random seats call Thani half the time), else mixed
      const bots = [...Array(table.seats).keys()].map((s) => (g % 3 === 0 || (s + g) % 2 === 0 ? GAME_BOTS.levels.standard : randomBot));
      const result = playGame({
        seats: table.seats,
        seed: `legal-${table.label}-${g}`,
        options: table.options,
        bots,
        decided: ({ view, seat, state }) => {
          expect(seat).toBe(state.turn);
          expect(view.legal.length).toBeGreaterThan(0);
          // the expert searches: every twentieth position keeps the test quick (its legality is also checked where it searches, hidden.test.ts)
          for (const [level, bot] of LEVELS) {
            if (level === 'expert' && positions % 20 !== 0) continue;
            const action = bot(view, decisionRandom(`${level}-${g}`, view));
            if (!view.legal.some((a) => JSON.stringify(a) === JSON.stringify(action))) throw new Error(`${level} chose ${JSON.stringify(action)} in ${view.phase}`);
          }
          positions++;
        },
      });
      pairs += result.pairs;
    }
    expect(positions).toBeGreaterThan(2000);
    // [TE-6.1b] the engine declares Pairs in these games
    if (table.options?.thani !== 'off') expect(pairs).toBeGreaterThan(0);
  });
});
