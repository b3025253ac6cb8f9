import type { Component } from 'svelte';
import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { BaseState, GameRules } from '../../shared/rules/core/game.js';
import type { GameId } from '../../shared/rules/manifests.js';
import { GAMES, type HistoryOf, type ViewOf } from '../../shared/rules/registry.js';
import AllFoursSheet from '../../web/src/lib/games/all-fours/Sheet.svelte';
import BalootSheet from '../../web/src/lib/games/baloot/Sheet.svelte';
import FiftySixSheet from '../../web/src/lib/games/fifty-six/Sheet.svelte';
import type { SheetProps } from '../../web/src/lib/games/types.js';
import { mustSetup } from '../kit/playout.js';
import { randomBelow, seededRandom } from '../../shared/rules/core/shuffle.js';
import { testNaming } from './table-kit.js';

const naming = testNaming();

/** Random legal play until `hands` hands are scored (or the game ends). */
function playHands(rules: GameRules<BaseState>, seats: number, options: Record<string, unknown>, hands: number): BaseState {
  const random = seededRandom('sheet');
  let state = mustSetup(rules, { seats, seed: 'sheet-seed', options });
  for (let i = 0; i < 20_000 && rules.outcome(state) === null; i++) {
    if (rules.history(state).length >= hands) break;
    const movers = rules.toAct(state);
    const seat = movers[randomBelow(random, movers.length)];
    const legal = rules.legalActions(state, seat);
    const result = rules.apply(state, seat, legal[randomBelow(random, legal.length)]);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return state;
}

/** The labels of the score sheet's rows (the last table the sheet draws). */
function sheetRows(Sheet: Component<SheetProps<GameId>>, view: ViewOf<GameId>, history: readonly HistoryOf<GameId>[]): string[] {
  const html = render(Sheet, { props: { view, history, act: () => {}, naming } }).body;
  const tables = html.split('<table').slice(1);
  const body = tables.at(-1)!.split('<tbody')[1].split('</tbody>')[0];
  return [...body.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
}

const CASES: [GameId, Component<SheetProps<GameId>>, number, Record<string, unknown>][] = [
  ['baloot', BalootSheet, 4, { target: 500 }],
  ['fifty-six', FiftySixSheet, 6, { tables: 36 }],
  ['all-fours', AllFoursSheet, 4, { target: 50 }],
];

describe('score sheets draw the game history', () => {
  for (const [game, Sheet, seats, options] of CASES) {
    it(`${game}: one row per scored hand of the game, for a seat and a spectator, from JSON as sent`, () => {
      const rules = GAMES[game];
      const state = playHands(rules, seats, options, 3);
      const history: HistoryOf<GameId>[] = JSON.parse(JSON.stringify(rules.history(state)));
      expect(history.length).toBeGreaterThanOrEqual(3);
      for (const viewer of [0, 'spectator'] as const) {
        const view = JSON.parse(JSON.stringify(rules.view(state, viewer)));
        expect(view).not.toHaveProperty('history');
        const rows = sheetRows(Sheet, view, history);
        expect(rows).toHaveLength(history.length);
        expect(rows.map((row) => row.split('.')[0])).toEqual(history.map((h) => String(h.hand)));
      }
    });
  }
});
