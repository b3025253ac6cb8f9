import { describe, expect, it } from 'vitest';
import type { Play } from '../../shared/rules/core/tricks.js';
import type { BalootState } from '../../shared/rules/games/baloot/state.js';
import { GAME_IDS, MANIFESTS, type GameId } from '../../shared/rules/manifests.js';
import { GAMES, RULES, type ViewOf } from '../../shared/rules/registry.js';
import { legalPlays, trickModel, type GameParts, type TrickView } from '../../web/src/lib/games/trick-model.js';
import { mustSetup, randomPlayout } from '../kit/playout.js';

// every game's view has what `trickModel` reads: a view of `GAMES` (typed unknown) may be taken for a TrickView below
const _fits: ViewOf<GameId> extends TrickView ? true : never = true;

/** The parts a game would supply, plain: only `trickModel`'s own fields are looked at here. */
const parts = (seats: number): GameParts => ({
  seats,
  hand: [],
  teams: Array.from({ length: seats }, (_, seat) => seat % 2),
  out: Array.from({ length: seats }, () => false),
  notes: Array.from({ length: seats }, () => ''),
  headline: 'headline',
  score: [0, 0],
  scoreLabel: 'label',
});

describe('trickModel: the fields every trick game reads off its view alike', () => {
  // every game's first table layout, a whole seeded game; what the model says is checked against the
  // engine's events (the cards played, the tricks won, the deals) and its rules (legal actions, outcome)
  for (const game of GAME_IDS) {
    it(`${game}: the trick on the table, the last trick, the tricks done and the playable cards follow the game's events`, () => {
      const rules = GAMES[game];
      const { seats, options } = MANIFESTS[game].layouts[0];
      const start = mustSetup(rules, { seats, seed: `trick-model-${game}`, options: { ...options } });
      const viewers = [...Array.from({ length: seats }, (_, seat) => seat), 'spectator' as const];
      let trick: Play[] = [];
      let last: { plays: Play[]; winner: number } | null = null;
      let done = 0;
      let tricksWon = 0;
      // All Fours clears the table as a hand is scored; the others leave the hand's tricks on it until the next deal
      const cleared = game === 'all-fours' ? 'handScored' : 'cardsDealt';
      let playableSeen = 0;
      const { state } = randomPlayout(rules, start, `trick-model-${game}`, 20_000, ({ after, events }) => {
        for (const event of events) {
          if (event.type === cleared) [trick, last, done] = [[], null, 0];
          if (event.type === 'cardPlayed') trick.push({ seat: event.seat as number, card: event.card as string });
          if (event.type === 'trickWon') [last, trick, done, tricksWon] = [{ plays: trick, winner: event.seat as number }, [], done + 1, tricksWon + 1];
        }
        const over = rules.outcome(after);
        for (const viewer of viewers) {
          const model = trickModel(rules.view(after, viewer) as TrickView, parts(seats));
          expect(model.viewer).toBe(viewer === 'spectator' ? null : viewer);
          expect(model.version).toBe(after.version);
          expect(model.trick).toEqual(trick);
          expect(model.lastTrick).toEqual(last);
          expect(model.tricksDone).toBe(done);
          expect(model.over).toBe(over !== null);
          expect(model.winner).toBe(over?.winner ?? null);
          if (over) expect(model.turn).toEqual([]);
          else expect(rules.toAct(after)).toContain(model.turn[0]);
          const plays = viewer === 'spectator' ? [] : rules.legalActions(after, viewer).flatMap((a) => (a.type === 'play' ? [a.card] : []));
          expect([...model.playable]).toEqual(plays);
          playableSeen += plays.length;
          // nothing lies face up, beside a seat or may be called unless the game says so
          expect(model).toMatchObject({ offTurn: null, shown: [], aside: null });
          expect(model.callable.size).toBe(0);
        }
      });
      expect(rules.outcome(state)).not.toBeNull();
      expect(tricksWon).toBeGreaterThan(0);
      expect(playableSeen).toBeGreaterThan(0);
    });
  }

  it("Baloot's first trick won: its four cards and its winner as the last trick; the winner leads next, any card of its hand", () => {
    const rules = RULES.baloot;
    const played: Play[] = [];
    let first = null as { state: BalootState; trick: { plays: Play[]; winner: number } } | null;
    randomPlayout(rules, mustSetup(rules, { seats: 4, seed: 'trick-model' }), 'trick-model', 200, ({ after, events }) => {
      for (const event of events) {
        if (first) return;
        if (event.type === 'cardPlayed') played.push({ seat: event.seat as number, card: event.card as string });
        if (event.type === 'trickWon') first = { state: after, trick: { plays: played.slice(), winner: event.seat as number } };
      }
    });
    expect(first).not.toBeNull();
    const { state, trick } = first!;
    expect(trick.plays.map((p) => p.seat).sort()).toEqual([0, 1, 2, 3]);
    const view = rules.view(state, trick.winner);
    const model = trickModel(view, parts(4));
    expect(model.lastTrick).toEqual(trick);
    expect(model.trick).toEqual([]);
    expect(model.tricksDone).toBe(1);
    expect(model.turn).toEqual([trick.winner]);
    expect([...model.playable].sort()).toEqual([...view.myHand!].sort());
    expect(model.handSizes).toEqual([7, 7, 7, 7]);
    // the others may play nothing now
    for (const seat of [0, 1, 2, 3].filter((s) => s !== trick.winner)) expect(trickModel(rules.view(state, seat), parts(4)).playable.size).toBe(0);
  });

  it("the game's parts are the model's: its own playable cards, cards shown and aside, note meanings only where given", () => {
    const rules = RULES['twenty-eight'];
    const view = rules.view(mustSetup(rules, { seats: 4, seed: 'trick-model', dealer: 0 }), 1);
    expect(legalPlays(view)).toEqual([]);
    const aside = { seat: 2, card: null, label: 'Trump card' };
    const own = { ...parts(4), playable: new Set(['JS']), shown: [[], ['9H'], [], []], aside, noteMeanings: ['', 'a', '', ''] };
    const model = trickModel(view, own);
    expect(model).toMatchObject({ ...own, viewer: 1, dealer: 0, tricksDone: 0, lastTrick: null, over: false, winner: null });
    expect([...model.playable]).toEqual(['JS']);
    expect(trickModel(view, parts(4))).not.toHaveProperty('noteMeanings');
  });
});
