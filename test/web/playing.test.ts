import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/rules/registry.js';
import { ui as allFours } from '../../web/src/lib/games/all-fours/index.js';
import { ui as baloot } from '../../web/src/lib/games/baloot/index.js';
import { playingOf } from '../../web/src/lib/games/playing.js';
import type { AnyGameShown } from '../../web/src/lib/net/snapshot.js';
import { mustSetup } from '../kit/playout.js';

describe('playingOf', () => {
  const rules = RULES.baloot;
  const state = mustSetup(rules, { seats: 4, seed: 'playing' });
  const shown: AnyGameShown = { game: 'baloot', view: rules.view(state, 0), history: rules.history(state) };

  it("pairs a game's view with that game's UI and draws its model", () => {
    const playing = playingOf(shown, baloot);
    expect(playing?.ui).toBe(baloot);
    expect(playing?.model.hand).toHaveLength(rules.view(state, 0).myHand!.length);
  });

  it("gives nothing for another game's UI or before the first game", () => {
    expect(playingOf(shown, allFours)).toBeNull();
    expect(playingOf({ game: 'baloot', view: null, history: [] }, baloot)).toBeNull();
  });
});
