import { describe, expect, it } from 'vitest';
import { GAME_IDS, MANIFESTS } from '../../shared/rules/manifests.js';
import { GAME_UI, loadUi } from '../../web/src/lib/games/index.js';
import { gameBlurb, gameName } from '../../web/src/lib/games/names.js';
import { OPTION_GROUPS, OPTION_WORDS } from '../../web/src/lib/games/option-words.js';
import type { GameUi } from '../../web/src/lib/games/types.js';

// Every hook of a game's UI module, by the interface's own keys: a hook added to GameUi and not listed
// here fails the typecheck; a game's module without one fails its typecheck (GameUi<G>) and this test.
const UI_HOOKS = {
  game: 'required', model: 'required', Panel: 'required', Sheet: 'required', Center: 'nullable', describe: 'required',
  decisions: 'required', shownLabel: 'nullable', statWords: 'required',
} as const satisfies Record<keyof GameUi<'baloot'>, string>;

describe('each game is one plug-in: the web side of every game supplies every hook', () => {
  it('the web app\'s one list of UI modules (lazy: one chunk per game) holds the manifests\' games', () => {
    expect(Object.keys(GAME_UI)).toEqual(GAME_IDS);
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
