import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Action, BaseState, SetupInput, Viewer } from '../../../shared/rules/core/game.js';
import type { Seat } from '../../../shared/rules/core/seats.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import { STATE_FORMAT, type BalootState } from '../../../shared/rules/games/baloot/state.js';

// A game of seeded random legal moves played by the engine that kept its state in format 2 (commit
// 7910209, before the state was split into parts): its setup and actions, its states at five moments
// (in the auction, the raising, the first trick with projects declared, mid-hand, the game over) as
// stored then, and the views it gave of them.
interface Fixture {
  setup: SetupInput;
  actions: { seat: Seat; action: Action }[];
  snapshots: Record<string, BaseState>;
  views: Record<string, Record<string, unknown>>;
}
const fixture = JSON.parse(readFileSync(new URL('./fixtures/format-2-game.json', import.meta.url), 'utf8')) as Fixture;

// the state after the first `version` actions of the fixture's game, played by this engine
function replayed(version: number): BalootState {
  const setup = baloot.setup(fixture.setup);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.state;
  for (const { seat, action } of fixture.actions.slice(0, version)) {
    const next = baloot.apply(state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  return state;
}

describe('Baloot state formats', () => {
  it('a stored format-2 state becomes the state this engine reaches by the same actions', () => {
    expect(Object.keys(fixture.snapshots)).toHaveLength(5);
    for (const [moment, stored] of Object.entries(fixture.snapshots)) {
      expect(stored.format, moment).toBe(2);
      const migrated = baloot.migrate!(structuredClone(stored));
      expect(migrated, moment).toEqual(replayed(stored.version));
      expect(migrated!.format).toBe(STATE_FORMAT);
    }
  });

  it('the views of a converted state are those the format-2 engine gave (with what was added since at its default)', () => {
    for (const [moment, stored] of Object.entries(fixture.snapshots)) {
      const migrated = baloot.migrate!(structuredClone(stored))!;
      for (const [viewer, view] of Object.entries(fixture.views[moment])) {
        const who: Viewer = viewer === 'spectator' ? 'spectator' : Number(viewer);
        // [BAL-10] [BAL-12] the options added since (at their defaults), the viewer's foul cards and the Akkas (none) came after format 2
        const { fouls, akkas, ...now } = baloot.view(migrated, who);
        expect(fouls).toEqual([]);
        expect(akkas).toEqual([]);
        const old = (view as { options: Record<string, unknown> }).options;
        const options = Object.fromEntries(Object.entries(now.options).filter(([key]) => key in old));
        for (const spec of baloot.options) if (!(spec.key in old)) expect(now.options[spec.key], spec.key).toBe(spec.default);
        expect({ ...now, options }, `${moment}, viewer ${viewer}`).toEqual(view);
      }
    }
  });

  it('a converted state plays on: the rest of the game as replayed', () => {
    const stored = fixture.snapshots.midPlay;
    let state = baloot.migrate!(structuredClone(stored))!;
    for (const { seat, action } of fixture.actions.slice(stored.version)) {
      const next = baloot.apply(state, seat, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
    expect(state).toEqual(replayed(fixture.actions.length));
    expect(baloot.outcome(state)).not.toBeNull();
  });

  it('a state of this format is read as it is; one of an unknown format is not', () => {
    const state = replayed(30);
    expect(baloot.migrate!(state)).toBe(state);
    expect(baloot.migrate!({ ...fixture.snapshots.auction, format: undefined })).toBeNull();
    expect(baloot.migrate!({ ...state, format: STATE_FORMAT + 1 })).toBeNull();
  });
});
