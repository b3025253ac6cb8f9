import { describe, expect, it } from 'vitest';
import type { Clock } from '../../shared/protocol/table-config.js';
import { GAME_IDS, MANIFESTS, type GameId } from '../../shared/rules/manifests.js';
import type { SharePreview } from '../../shared/table/share-preview.js';
import { shareTexts } from '../../worker/share/share-texts.js';
import { tableRules } from '../../web/src/lib/games/table-rules.js';
import { seatTeams } from '../../web/src/lib/games/teams.js';

// The share page's first paint draws the lobby's summary of a table's rules before the app has loaded
// (worker/share/share-texts.ts): its lines must be the app's own (lib/games/table-rules.ts), so the
// app takes the page over without a word changing.

function lobby(game: GameId, seats: number, options: Record<string, string | number | boolean>, clock: Clock): SharePreview {
  const teams = seatTeams(game, seats, options);
  return {
    id: 'AAAAAAAAAAAAAAAA', game, status: 'lobby', hostName: null, score: null, trick: [], turn: [], handSizes: [], outcome: null,
    seats: teams.map((team, seat) => ({ seat, kind: 'empty', name: null, team })),
    options, clock,
  };
}

const CLOCKS: Clock[] = [{ kind: 'none' }, { kind: 'live', seconds: 30 }, { kind: 'async', hours: 24 }];

describe('the first paint\'s summary of a table\'s rules', () => {
  it('says what the app\'s lobby says, for every game, seat count, house rule and clock', () => {
    let checked = 0;
    for (const game of GAME_IDS) {
      const { seatCounts, options: specs, layouts } = MANIFESTS[game];
      // the rules as written, each layout the game knows, and each option set away from its default alone
      const sets = [{}, ...layouts.map((l) => l.options), ...specs.filter((s) => 'values' in s).map((s) => ({ [s.key]: (s as { values: readonly (string | boolean)[] }).values.find((v) => v !== s.default)! }))];
      for (const seats of seatCounts)
        for (const options of sets)
          for (const clock of CLOCKS) {
            const app = tableRules(game, seats, options, { mode: clock.kind, seconds: clock.kind === 'live' ? clock.seconds : clock.kind === 'async' ? clock.hours * 3600 : 0 });
            const slots = shareTexts(lobby(game, seats, options, clock), 'en').slots;
            const where = `${game} ${seats} ${JSON.stringify(options)} ${clock.kind}`;
            expect([slots.get('rules-teams'), slots.get('rules-target'), slots.get('rules-clock')], where).toEqual([app.teams, app.target, app.clock]);
            expect(slots.get('rules-house'), where).toBe(app.house.length === 0 ? 'No house rules: the game as the rules page tells it' : 'House rules:');
            checked++;
          }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
