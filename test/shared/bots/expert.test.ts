import { describe, expect, it } from 'vitest';
import { chooseAction, type BotGame, type BotLevel, type BotViews } from '../../../shared/bots/index.js';
import { playBotGame, rulesOf, type BotMatch } from '../../../shared/bots/match.js';
import type { BaseState } from '../../../shared/rules/core/game.js';
import { HIDDEN, rehide, type Hidden } from './rehide.js';
import { TABLES, type BotTable } from './tables.js';

// The expert searches (sampled deals played out), so its tests play short games: a low target, few
// tables. The counts are of decisions, never of time.
const SHORT: Partial<Record<BotGame, Record<string, unknown>>> = {
  baloot: { target: 50 },
  'fifty-six': { tables: 2 },
  'all-fours': { target: 5 },
};

/** A short game of `table` with team `expertTeam` expert and every other team standard. */
function match(table: BotTable, expertTeam: number, seed: string): BotMatch {
  const levels: BotLevel[] = [];
  table.teams.forEach((seats, t) => seats.forEach((s) => (levels[s] = t === expertTeam ? 'expert' : 'standard')));
  return { game: table.game, seats: table.seats, options: { ...table.options, ...SHORT[table.game] }, seed, levels };
}

describe.each(TABLES)('expert bots at $label', (table) => {
  it('choose only legal actions, in games against standard teams from either seat', () => {
    let decisions = 0;
    for (let g = 0; g < 2; g++) {
      // playBotGame throws as soon as the engine refuses a bot's action
      const result = playBotGame(match(table, g % table.teams.length, `expert-legal-${g}`), {
        decide: (level, decide) => (level === 'expert' && decisions++, decide()),
      });
      expect(result.outcome.winners.length).toBeGreaterThan(0);
    }
    expect(decisions).toBeGreaterThan(20);
  });
});

describe.each(TABLES.filter((t) => ['baloot saudi options', 'fifty-six 6p two teams', 'all-fours 4p with options'].includes(t.label)))(
  'expert bots at $label',
  (table) => {
    it('replay a game exactly from the same seed', () => {
      const transcript = (): string => {
        const moves: string[] = [];
        playBotGame(match(table, 0, 'expert-replay'), { step: ({ seat, action }) => moves.push(`${seat}:${JSON.stringify(action)}`) });
        return moves.join('\n');
      };
      const first = transcript();
      expect(first.length).toBeGreaterThan(0);
      expect(transcript()).toBe(first);
    });

    it('decide the same when the cards other seats hold are dealt differently (they see only their view)', () => {
      const rules = rulesOf(table.game);
      const hidden = HIDDEN[table.game] as Hidden<BaseState>;
      const game = match(table, 1, 'expert-hidden');
      let changed = 0;
      let checked = 0;
      playBotGame(game, {
        step: ({ before, seat, action }) => {
          if (game.levels[seat] !== 'expert') return;
          const other = rehide(hidden, before, seat, `expert-hidden/${before.version}`);
          if (JSON.stringify(other) !== JSON.stringify(before)) changed++;
          const view = rules.view(other, seat) as BotViews[BotGame];
          expect(chooseAction(table.game, view, 'expert', 'expert-hidden/bots')).toEqual(action);
          checked++;
        },
      });
      expect(checked).toBeGreaterThan(10);
      expect(changed / checked).toBeGreaterThan(0.5);
    });
  },
);
