import { describe, expect, it } from 'vitest';
import { GAME_IDS, MANIFESTS } from '../../shared/rules/manifests.js';
import { GAME_UI, loadUi } from '../../web/src/lib/games/index.js';
import { byGameFolder } from '../../web/src/lib/games/plug-ins.js';
import { gameBlurb, gameName } from '../../web/src/lib/games/names.js';
import { OPTION_GROUPS, OPTION_WORDS } from '../../web/src/lib/games/option-words.js';
import { SEAT_TEAMS } from '../../web/src/lib/games/teams.js';
import type { GameUi } from '../../web/src/lib/games/types.js';

// Every hook of a game's UI module, by the interface's own keys: a hook added to GameUi and not listed
// here fails the typecheck; a game's module without one fails its typecheck (GameUi<G>) and this test.
const UI_HOOKS = {
  game: 'required', model: 'required', Panel: 'required', Sheet: 'required', Center: 'nullable', describe: 'required',
  decisions: 'required', shownLabel: 'nullable', statWords: 'required',
} as const satisfies Record<keyof GameUi<'baloot'>, string>;

describe('each game is one plug-in: the web side of every game supplies every hook', () => {
  it('the web app\'s lists, found by file name in the games\' folders, hold every game of the manifests', () => {
    // the UI modules (lazy: one chunk per game), the teams before a game (the table page's, up front),
    // the names and the option words; a folder of a game not yet in the manifests may add an entry
    for (const list of [GAME_UI, SEAT_TEAMS, OPTION_WORDS, OPTION_GROUPS]) expect(Object.keys(list)).toEqual(expect.arrayContaining(GAME_IDS));
    for (const id of GAME_IDS) {
      expect(SEAT_TEAMS[id].game).toBe(id);
      expect(SEAT_TEAMS[id].teamOfSeat).toBe(MANIFESTS[id].teamOfSeat);
    }
    expect(byGameFolder({ './baloot/words.ts': 1, '../../rules/games/fifty-six/seat-teams.ts': 2 })).toEqual({ baloot: 1, 'fifty-six': 2 });
  });

  for (const id of GAME_IDS) {
    describe(id, () => {
      it('its UI module has every hook', async () => {
        const ui = (await loadUi(id)) as unknown as Record<string, unknown>;
        const missing = Object.entries(UI_HOOKS).filter(([hook, need]) => (need === 'required' ? ui[hook] == null : ui[hook] === undefined));
        expect(missing.map(([hook]) => hook)).toEqual([]);
        expect(ui.game).toBe(id);
        expect((ui.decisions as ReadonlySet<string>).size).toBeGreaterThan(0);
      });

      it('its name, blurb and every option (label, explanation, group) have words', () => {
        expect(gameName(id)).not.toBe(id);
        expect(gameBlurb(id)).toBeTruthy();
        const grouped = new Set(OPTION_GROUPS[id].flatMap((group) => group.keys));
        for (const spec of MANIFESTS[id].options) {
          expect(OPTION_WORDS[id][spec.key]?.label(), `${id}.${spec.key}`).toBeTruthy();
          expect(grouped.has(spec.key), `${id}.${spec.key} in a group`).toBe(true);
        }
      });
    });
  }
});
