import { describe, expect, it } from 'vitest';
import type { Card } from '../../shared/rules/core/cards.js';
import { canSee, type Action, type BaseState, type GameRules, type Viewer } from '../../shared/rules/core/game.js';
import { randomBelow, seededRandom } from '../../shared/rules/core/shuffle.js';
import { deepFreeze, mustSetup, randomPlayout, type Step } from './playout.js';

/** How one game (at one seat count and options) runs the shared contract suite. */
export interface ContractConfig<S extends BaseState> {
  rules: GameRules<S>;
  label: string;
  seats: number;
  options?: Record<string, unknown>;
  /** Whole random games that must finish (the issue asks for at least 2,000). */
  games: number;
  /** Of those, how many also check every view and event for hidden cards (slower). */
  leakGames: number;
  maxSteps: number;
  /** The cards `viewer` may not see in `state`: other hands, the stock, unrevealed cards. */
  secretCards(state: S, viewer: Viewer): Card[];
  /** The hand of a seat (its cards may become public when it acts). */
  handOf(state: S, seat: number): Card[];
  /** Game invariants checked after every step (throw or use expect on a violation). */
  checkStep?(step: Step<S>): void;
  /** Game invariants of a finished game. */
  checkEnd?(state: S): void;
  /** Actions that look plausible but are never legal for `seat` now (beyond the generic ones). */
  illegalSamples?(state: S, seat: number): Action[];
}

const GARBAGE: unknown[] = [
  null,
  undefined,
  42,
  'play',
  [],
  {},
  { type: 42 },
  { type: 'noSuchAction' },
  { type: 'play' },
  { type: 'play', card: 'ZZ' },
  { type: 'play', card: 12 },
  { type: 'bid', value: 'lots' },
  { type: '__proto__' },
  { type: 'constructor' },
];

/** Things that are not an action of any game: refused as `badAction` before anything else is looked at. */
const NOT_ACTIONS: unknown[] = [null, undefined, 42, 'play', [], {}, { type: 42 }, { type: 'noSuchAction' }, { type: '__proto__' }, { type: 'constructor' }];

function viewersOf(seats: number): Viewer[] {
  const viewers: Viewer[] = ['spectator'];
  for (let s = 0; s < seats; s++) viewers.push(s);
  return viewers;
}

/** Every string in a JSON text (keys and values), read once: a card is shown when it is one of them. */
function stringsOf(json: string): Set<string> {
  const strings = new Set<string>();
  for (const match of json.matchAll(/"((?:[^"\\]|\\.)*)"/g)) strings.add(match[1]);
  return strings;
}

function leaked(json: string | Set<string>, secrets: Card[]): Card[] {
  const shown = typeof json === 'string' ? stringsOf(json) : json;
  return secrets.filter((card) => shown.has(card));
}

/** Registers the contract tests every game must pass. */
export function contractSuite<S extends BaseState>(config: ContractConfig<S>): void {
  const { rules, seats, options } = config;
  const start = (seed: string): S => mustSetup(rules, { seats, options, seed });

  describe(`contract: ${config.label}`, () => {
    it('is deterministic: the same seed and actions give the same states', () => {
      for (const seed of ['alpha', 'beta', 'gamma']) {
        const a = randomPlayout(rules, start(seed), `moves-${seed}`, config.maxSteps);
        const b = randomPlayout(rules, start(seed), `moves-${seed}`, config.maxSteps);
        expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
        expect(a.state.version).toBe(a.steps);
      }
      expect(JSON.stringify(start('one'))).not.toBe(JSON.stringify(start('two')));
    });

    it('survives a JSON round trip and structuredClone at every step, and never mutates its input', () => {
      randomPlayout(rules, deepFreeze(start('roundtrip')), 'rt', config.maxSteps, ({ after, seat, action }) => {
        const copy = JSON.parse(JSON.stringify(after)) as S;
        expect(copy).toEqual(after);
        expect(structuredClone(after)).toEqual(after);
        deepFreeze(after);
        if (rules.outcome(after) === null) {
          const next = rules.toAct(copy)[0];
          expect(rules.legalActions(copy, next)).toEqual(rules.legalActions(after, next));
        }
        expect(seat).toBeGreaterThanOrEqual(0);
        expect(action.type).toBeTypeOf('string');
      });
    });

    it('has legal actions until the end, applies every one of them, and refuses illegal ones', () => {
      const random = seededRandom('legal');
      randomPlayout(rules, start('legal'), 'legal-moves', config.maxSteps, ({ before, after, seat }) => {
        expect(after.version).toBe(before.version + 1);
        const movers = rules.toAct(before);
        expect(movers).toContain(seat);
        const waited = rules.waitingFor(before);
        expect(waited.length).toBeGreaterThan(0);
        for (const s of waited) expect(movers).toContain(s);
        for (const action of rules.legalActions(before, seat)) {
          const result = rules.apply(before, seat, action);
          if (!result.ok) throw new Error(`legal ${JSON.stringify(action)} refused: ${result.error.message}`);
        }
        // one guard ladder for every game: the same refusal codes in the same order
        for (let other = 0; other < seats; other++) {
          if (movers.includes(other)) continue;
          expect(rules.legalActions(before, other)).toEqual([]);
          const someone = rules.legalActions(before, movers[0]);
          const result = rules.apply(before, other, someone[randomBelow(random, someone.length)]);
          expect(result.ok ? null : result.error.code).toBe('notYourTurn');
        }
        for (const junk of GARBAGE) {
          const result = rules.apply(before, seat, junk as Action);
          expect(result.ok).toBe(false);
        }
        for (const junk of NOT_ACTIONS) {
          const result = rules.apply(before, seat, junk as Action);
          expect(result.ok ? null : result.error.code).toBe('badAction');
        }
        for (const action of config.illegalSamples?.(before, seat) ?? []) {
          const result = rules.apply(before, seat, action);
          if (result.ok) throw new Error(`illegal ${JSON.stringify(action)} accepted`);
        }
        for (const nowhere of [seats, seats + 3, -1, 0.5, Number.NaN]) {
          const result = rules.apply(before, nowhere, rules.legalActions(before, seat)[0]);
          expect(result.ok ? null : result.error.code).toBe('badSeat');
        }
      });
    });

    it('keeps the history of scored hands: one more entry per handScored event, the older ones unchanged', () => {
      const { state } = randomPlayout(rules, start('history'), 'history-moves', config.maxSteps, ({ before, after, events }) => {
        const old = rules.history(before);
        const now = rules.history(after);
        expect(now.length).toBe(old.length + events.filter((event) => event.type === 'handScored').length);
        expect(now.slice(0, old.length)).toEqual(old);
      });
      expect(rules.history(start('history'))).toEqual([]);
      expect(rules.history(state).length).toBeGreaterThan(0);
    });

    // whole random games with every view and event checked: up to ~11 s on one quiet core, so room for a busy one
    it(`views and events never show a viewer another seat's hidden cards (${config.leakGames} games)`, { timeout: 90_000 }, () => {
      const viewers = viewersOf(seats);
      for (let g = 0; g < config.leakGames; g++) {
        randomPlayout(rules, start(`leak-${g}`), `leak-moves-${g}`, config.maxSteps, ({ before, after, seat, events }) => {
          // card codes recur from deal to deal: events before a new deal are checked against the old deal
          const dealtAt = events.findIndex((event) => event.type === 'handDealt');
          // every viewer is sent the same history, so it must hide whatever a spectator may not see
          if (events.some((event) => event.type === 'handScored')) {
            const history = JSON.stringify(rules.history(after));
            const shown = leaked(history, config.secretCards(after, 'spectator'));
            if (shown.length) throw new Error(`history shows ${shown.join(' ')}`);
            expect(history).not.toContain(`"${after.seed}"`);
          }
          // each event's strings read once for every viewer (the same check, without re-reading the text per viewer)
          const eventStrings = events.map((event) => stringsOf(JSON.stringify(event)));
          for (const viewer of viewers) {
            const secrets = config.secretCards(after, viewer);
            const oldSecrets = dealtAt >= 0 ? config.secretCards(before, viewer).filter((card) => !config.handOf(before, seat).includes(card)) : [];
            const team = viewer === 'spectator' ? null : rules.teamOf(after, viewer);
            const seen = stringsOf(JSON.stringify(rules.view(after, viewer)));
            const leaks = leaked(seen, secrets);
            if (leaks.length) throw new Error(`view of ${viewer} shows ${leaks.join(' ')}`);
            expect(seen.has(after.seed)).toBe(false);
            for (const [i, event] of events.entries()) {
              if (!canSee(event.audience, viewer, team)) continue;
              const shown = leaked(eventStrings[i], dealtAt >= 0 && i < dealtAt ? oldSecrets : secrets);
              if (shown.length) throw new Error(`${event.type} shows ${viewer} ${shown.join(' ')}`);
            }
          }
        });
      }
    });

    it(`finishes ${config.games} seeded random games with valid results`, () => {
      for (let g = 0; g < config.games; g++) {
        const { state, steps } = randomPlayout(rules, start(`game-${g}`), `moves-${g}`, config.maxSteps, config.checkStep);
        const outcome = rules.outcome(state);
        if (outcome === null) throw new Error(`game ${g} did not finish in ${steps} steps`);
        expect(rules.toAct(state)).toEqual([]);
        expect(rules.waitingFor(state)).toEqual([]);
        for (let s = 0; s < seats; s++) expect(rules.legalActions(state, s)).toEqual([]);
        expect(outcome.winners.every((s) => rules.teamOf(state, s) === outcome.winner)).toBe(true);
        for (const late of [{ type: 'pass' }, { type: 'noSuchAction' }, null]) {
          const result = rules.apply(state, 0, late as Action);
          expect(result.ok ? null : result.error.code).toBe('gameOver');
        }
        config.checkEnd?.(state);
      }
    });
  });
}
