import { describe, expect, it } from 'vitest';
import { applyPatch, diff, PatchError, type Json } from '../../../shared/protocol/patch.js';
import { randomBelow, seededRandom } from '../../../shared/rules/core/shuffle.js';
import { GAMES } from '../../../shared/rules/registry.js';
import { MANIFESTS } from '../../../shared/rules/manifests.js';

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Json;

describe('diff and applyPatch', () => {
  it('equal values give an empty patch', () => {
    expect(diff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });

  it('sets changed leaves, deletes gone keys, adds new ones', () => {
    const from = { a: 1, b: { c: 'x', d: true }, gone: 3 };
    const to = { a: 2, b: { c: 'x', d: false }, added: [1] };
    const patch = diff(from, to);
    expect(patch).toEqual([[['gone']], [['a'], 2], [['b', 'd'], false], [['added'], [1]]]);
    expect(applyPatch(from, patch)).toEqual(to);
  });

  it('appends to an array that grew and sets one that shrank or changed its length otherwise', () => {
    expect(diff({ t: [1, 2] }, { t: [1, 2, 3, 4] })).toEqual([[['t'], [3, 4], 1]]);
    expect(diff({ t: [1, 2, 3] }, { t: [2, 3] })).toEqual([[['t'], [2, 3]]]);
    expect(diff({ t: [1, 2] }, { t: [0, 2, 3] })).toEqual([[['t'], [0, 2, 3]]]);
    expect(applyPatch({ t: [1, 2] }, diff({ t: [1, 2] }, { t: [1, 2, 3, 4] }))).toEqual({ t: [1, 2, 3, 4] });
  });

  it('compares old items by their JSON, key order and undefined keys aside, and names each path apart', () => {
    const from = { t: [{ a: 1, b: [2] }], u: { x: [1, { y: 2 }], z: 3 } };
    const to = { t: [{ b: [2], a: 1, gone: undefined }, { a: 2 }], u: { x: [1, { y: 3 }], z: 4 } };
    expect(diff(from, to)).toEqual([[['t'], [{ a: 2 }], 1], [['u', 'x', 1, 'y'], 3], [['u', 'z'], 4]]);
    expect(diff({ t: [{ a: 1 }] }, { t: [{ a: 1, b: 1 }, 2] })).toEqual([[['t'], [{ a: 1, b: 1 }, 2]]]);
  });

  it('replaces the whole value when its kind changes, null included', () => {
    expect(diff({ a: null }, { a: { b: 1 } })).toEqual([[['a'], { b: 1 }]]);
    expect(diff([1], { a: 1 })).toEqual([[[], { a: 1 }]]);
    expect(applyPatch([1], [[[], 'x']])).toBe('x');
  });

  it('never changes its input', () => {
    const from = { a: [1, 2], b: { c: 1 } };
    const before = JSON.stringify(from);
    applyPatch(from, [[['a'], [3], 1], [['b', 'c'], 2], [['b', 'd'], 4]]);
    expect(JSON.stringify(from)).toBe(before);
  });

  it('a patch that does not fit the value is refused with a PatchError', () => {
    expect(() => applyPatch({ a: 1 }, [[['a', 'b'], 1]])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [[['a', 3], 1]])).toThrow(PatchError);
    expect(() => applyPatch({ a: [1] }, [[['a', 0]]])).toThrow(PatchError);
    expect(() => applyPatch({ a: 1 }, [[['a'], [2], 1]])).toThrow(PatchError);
    expect(() => applyPatch({ a: {} }, [[['a', 'x', 'y'], 1]])).toThrow(PatchError);
    expect(() => applyPatch(null, [[['a'], 1]])).toThrow(PatchError);
  });
});

describe('every view of whole games, seat by seat, is its previous view patched', () => {
  for (const manifest of Object.values(MANIFESTS)) {
    for (const seats of manifest.seatCounts) {
      it(`${manifest.id}, ${seats} seats: patches rebuild each view exactly and are far smaller than views`, () => {
        const rules = GAMES[manifest.id];
        const random = seededRandom(`patch-${manifest.id}-${seats}`);
        let patchBytes = 0;
        let viewBytes = 0;
        for (let game = 0; game < 3; game++) {
          const setup = rules.setup({ seats, seed: `patch-${game}`, options: {} });
          if (!setup.ok) throw new Error(setup.error.message);
          let state = setup.state;
          const viewers = [...Array.from({ length: seats }, (_, seat) => seat), 'spectator' as const];
          let views = viewers.map((viewer) => json(rules.view(state, viewer)));
          while (rules.outcome(state) === null) {
            const movers = rules.toAct(state);
            const seat = movers[randomBelow(random, movers.length)];
            const legal = rules.legalActions(state, seat);
            const result = rules.apply(state, seat, legal[randomBelow(random, legal.length)]);
            if (!result.ok) throw new Error(result.error.message);
            state = result.state;
            const next = viewers.map((viewer) => json(rules.view(state, viewer)));
            next.forEach((view, i) => {
              const patch = diff(views[i], view);
              expect(applyPatch(views[i], patch)).toEqual(view);
              patchBytes += JSON.stringify(patch).length;
              viewBytes += JSON.stringify(view).length;
            });
            views = next;
          }
        }
        expect(patchBytes * 4).toBeLessThan(viewBytes);
      });
    }
  }
});

describe('diff of objects built in memory', () => {
  it('treats a key whose value is undefined as absent, as JSON does', () => {
    const from = { a: 1, b: undefined, c: 2 } as unknown as Json;
    const to = { a: undefined, b: 3, c: 2 } as unknown as Json;
    const patch = diff(from, to);
    expect(patch).toEqual([[['a']], [['b'], 3]]);
    expect(applyPatch(json(from), JSON.parse(JSON.stringify(patch)))).toEqual(json(to));
  });
});
