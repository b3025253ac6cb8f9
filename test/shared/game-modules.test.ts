import { describe, expect, it } from 'vitest';
import { BOTS } from '../../shared/bots/index.js';
import type { GameRecord } from '../../shared/record/game-record.js';
import type { GameBots } from '../../shared/bots/game-bots.js';
import type { GameMeta } from '../../shared/rules/core/meta.js';
import type { GameRules } from '../../shared/rules/core/game.js';
import { GAME_IDS, MANIFESTS } from '../../shared/rules/manifests.js';
import { RULES } from '../../shared/rules/registry.js';
import { SHARE_LOCALES } from '../../worker/share/share-words.js';

// Every hook of each side of a game's plug-in, by the interface's own keys: a hook added to an
// interface and not listed here fails the typecheck (`satisfies Record<keyof ..., ...>`), and a game
// whose module lacks one fails the test below (and, where the module is typed, the typecheck first).
const REQUIRED = 'required';
const OPTIONAL = 'optional';
const META_HOOKS = {
  id: REQUIRED, name: REQUIRED, seatCounts: REQUIRED, options: REQUIRED, presets: REQUIRED, claims: REQUIRED, practiceSeats: REQUIRED,
  teamOfSeat: REQUIRED, tileCards: REQUIRED, target: REQUIRED, names: REQUIRED, firstFor: REQUIRED, layouts: REQUIRED,
} as const satisfies Record<keyof GameMeta, string>;
const RULES_HOOKS = {
  id: REQUIRED, name: REQUIRED, seatCounts: REQUIRED, options: REQUIRED, stateFormat: OPTIONAL, migrate: OPTIONAL, lawful: OPTIONAL, setup: REQUIRED, toAct: REQUIRED,
  waitingFor: REQUIRED, legalActions: REQUIRED, timeoutAction: REQUIRED, apply: REQUIRED, view: REQUIRED, history: REQUIRED, record: REQUIRED, secrets: REQUIRED, score: REQUIRED,
  teamOf: REQUIRED, outcome: REQUIRED,
} as const satisfies Record<keyof GameRules, string>;
const BOT_HOOKS = { game: REQUIRED, levels: REQUIRED, memory: REQUIRED, strongCalls: REQUIRED, search: REQUIRED, bench: REQUIRED } as const satisfies Record<keyof GameBots, string>;
const RECORD_HOOKS = { game: REQUIRED, running: REQUIRED, stats: REQUIRED } as const satisfies Record<keyof GameRecord, string>;

function missing(module: object, hooks: Record<string, string>): string[] {
  return Object.entries(hooks).flatMap(([hook, need]) => (need === REQUIRED && (module as Record<string, unknown>)[hook] === undefined ? [hook] : []));
}

describe('each game is one plug-in: every module of every game supplies every hook', () => {
  it('the manifests are the one list of games, and every other list holds the same games, each under its own id', () => {
    expect(GAME_IDS.length).toBeGreaterThan(0);
    for (const list of [RULES, BOTS]) expect(Object.keys(list)).toEqual(GAME_IDS);
    for (const id of GAME_IDS) {
      expect([MANIFESTS[id].id, RULES[id].id, BOTS[id].game, RULES[id].record.game]).toEqual([id, id, id, id]);
    }
  });

  for (const id of GAME_IDS) {
    describe(id, () => {
      it('its manifest has every hook, and they fit its seats, options and the share preview\'s languages', () => {
        const meta = MANIFESTS[id];
        expect(missing(meta, META_HOOKS)).toEqual([]);
        expect(meta.seatCounts).toContain(meta.practiceSeats);
        expect(meta.tileCards.length).toBeGreaterThan(0);
        expect(meta.options.map((spec) => spec.key)).toContain(meta.target.key);
        for (const locale of SHARE_LOCALES) expect(meta.names[locale]).toBeTruthy();
        for (const locale of meta.firstFor) expect(SHARE_LOCALES).toContain(locale);
        // every layout is a table the game sets up
        expect(meta.layouts.length).toBeGreaterThan(0);
        for (const layout of meta.layouts) {
          expect(meta.seatCounts).toContain(layout.seats);
          expect(RULES[id].setup({ seats: layout.seats, seed: 'layout', options: layout.options }).ok).toBe(true);
        }
        for (const seats of meta.seatCounts) {
          const teams = Array.from({ length: seats }, (_, seat) => meta.teamOfSeat(seat, seats, {}));
          expect(teams.every((team) => Number.isInteger(team) && team >= 0 && team < seats)).toBe(true);
        }
      });

      it('its rules have every hook', () => {
        expect(missing(RULES[id], RULES_HOOKS)).toEqual([]);
      });

      it('its bots have every hook: a bot for every level, the hint\'s memory and calls, a search budget, bench tables', () => {
        const bots = BOTS[id];
        expect(missing(bots, BOT_HOOKS)).toEqual([]);
        expect(Object.keys(bots.levels).sort()).toEqual(['expert', 'random', 'standard']);
        expect(bots.search.budget(MANIFESTS[id].seatCounts[0]).plays).toBeGreaterThan(0);
        for (const table of [...bots.bench.standard, ...bots.bench.expert]) expect(MANIFESTS[id].seatCounts).toContain(table.seats);
        expect(bots.bench.standard.length).toBeGreaterThan(0);
      });

      it('its record has every hook, and an empty score sheet gives an empty record', () => {
        const record = RULES[id].record;
        expect(missing(record, RECORD_HOOKS)).toEqual([]);
        expect(record.running([], null).hands).toEqual([0]);
        expect(record.stats([], [0, 1, 0, 1]).seats).toHaveLength(4);
      });
    });
  }
});
