import { describe, expect, it } from 'vitest';
import { chooseAction, type BotGame, type BotViews } from '../../../shared/bots/index.js';
import { playBotGame, rulesOf } from '../../../shared/bots/match.js';
import type { BaseState } from '../../../shared/rules/core/game.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import { HIDDEN, rehide, type Hidden } from './rehide.js';
import { levelsFor, TABLES } from './tables.js';

describe('bots see only their seat\'s view', () => {
  it('take the game\'s view type, never its state (checked by tsc)', () => {
    const state = baloot.setup({ seats: 4, seed: 'types' });
    if (!state.ok) throw new Error(state.error.message);
    // @ts-expect-error a bot is handed a seat's view: passing the game state does not type-check
    const misuse = (): unknown => chooseAction('baloot', state.state, 'standard', 'seed');
    expect(typeof misuse).toBe('function');
    const seat = baloot.toAct(state.state)[0];
    expect(chooseAction('baloot', baloot.view(state.state, seat), 'standard', 'seed')).toBeTypeOf('object');
    expect(() => chooseAction('baloot', baloot.view(state.state, (seat + 1) % 4), 'standard', 'seed')).toThrow(/no legal action/);
  });

  describe.each(TABLES.filter((t) => HIDDEN[t.game]))('$label', (table) => {
    it('decide the same when the cards other seats hold are dealt differently', () => {
      const rules = rulesOf(table.game);
      const hidden = HIDDEN[table.game] as Hidden<BaseState>;
      let changed = 0;
      let checked = 0;
      for (let g = 0; g < 40; g++) {
        const levels = levelsFor(table, g);
        const seed = `hidden-${g}`;
        playBotGame({ game: table.game, seats: table.seats, options: table.options, seed, levels }, { step: ({ before, seat, action }) => {
          if (levels[seat] !== 'standard') return;
          const other = rehide(hidden, before, seat, `${seed}/${before.version}`);
          if (JSON.stringify(other) !== JSON.stringify(before)) changed++;
          const view = rules.view(other, seat) as BotViews[BotGame];
          expect(chooseAction(table.game, view, 'standard', `${seed}/bots`)).toEqual(action);
          checked++;
        } });
      }
      expect(checked).toBeGreaterThan(1000);
      expect(changed / checked).toBeGreaterThan(0.5);
    });
  });
});
