import { describe, expect, it } from 'vitest';
import type { Action, BaseState, GameRules, SetupInput } from '../../../shared/rules/core/game.js';
import { GAMES } from '../../../shared/rules/registry.js';
import type { GameId } from '../../../shared/rules/manifests.js';
import { replay, scoredHandTricks, type Replay } from '../../../shared/table/replay.js';
import type { LogEntry } from '../../../shared/table/table-record.js';
import { mustSetup, randomPlayout } from '../../kit/playout.js';

/** A whole game of random legal moves, logged as a table logs it. */
function playedLog(game: GameId, setup: SetupInput) {
  const rules = GAMES[game];
  const actions: LogEntry[] = [];
  const { state } = randomPlayout(rules, mustSetup(rules, setup), `moves-${setup.seed}`, 20_000, ({ before, seat, action }) => {
    actions.push({ version: before.version, seat, action, by: 'seat', at: 1000 + actions.length });
  });
  return { rules, log: { setup, actions }, final: state };
}

function mustReplay(rules: GameRules<BaseState>, log: Parameters<typeof replay>[1]): Replay {
  const replayed = replay(rules, log);
  if ('message' in replayed) throw new Error(replayed.message);
  return replayed;
}

const CASES: [GameId, SetupInput][] = [
  ['baloot', { seats: 4, seed: 'replay-b', options: { target: 60 } }],
  ['fifty-six', { seats: 6, seed: 'replay-f', options: { tables: 2 } }],
  ['all-fours', { seats: 2, seed: 'replay-a', options: { target: 5 } }],
];

describe('replaying a finished game from its log', () => {
  for (const [game, setup] of CASES) {
    it(`${game}: gives every position, ending in the game's final state`, () => {
      const { rules, log, final } = playedLog(game, setup);
      expect(rules.outcome(final)).not.toBeNull();
      const { positions } = mustReplay(rules, log);
      expect(positions).toHaveLength(log.actions.length + 1);
      positions.forEach((position, i) => expect(position.version).toBe(i));
      expect(positions.at(-1)!.state).toEqual(final);
      expect(positions[0].entry).toBeNull();
      expect(positions[5].entry).toBe(log.actions[4]);
    });

    it(`${game}: finds each deal and its tricks, every card of a trick played in the positions it spans`, () => {
      const { rules, log } = playedLog(game, setup);
      const { positions, hands } = mustReplay(rules, log);
      expect(hands.length).toBeGreaterThan(1);
      const scored = hands.filter((hand) => hand.scoredAt !== null);
      expect(scored).toHaveLength(rules.history(positions.at(-1)!.state).length);
      let before = -1;
      for (const hand of hands) {
        // deals follow one another without a gap
        expect(hand.from).toBe(before + 1);
        expect(hand.to).toBeGreaterThanOrEqual(hand.from);
        before = hand.to;
        for (const trick of hand.tricks) {
          expect(trick.at[0]).toBeGreaterThanOrEqual(hand.from);
          expect(trick.at.at(-1)).toBeLessThanOrEqual(hand.to);
          const played = positions.slice(trick.at[0], trick.at.at(-1)! + 1).flatMap((p) => (p.entry?.action.type === 'play' ? [p.entry.action.card] : []));
          expect(played).toEqual(trick.plays.map((p) => p.card));
          expect(trick.at.map((i) => positions[i].entry?.action.card)).toEqual(trick.plays.map((p) => p.card));
          expect(trick.plays.map((p) => p.seat)).toContain(trick.winner);
        }
        if (hand.scoredAt !== null) expect(hand.to).toBe(hand.scoredAt);
      }
      expect(before).toBe(positions.length - 1);
      // a scored hand played every trick of its deal: each seat played as many cards as there are tricks
      const first = scored[0];
      const bySeat = new Map<number, number>();
      for (const trick of first.tricks) for (const play of trick.plays) bySeat.set(play.seat, (bySeat.get(play.seat) ?? 0) + 1);
      expect(new Set(bySeat.values())).toEqual(new Set([first.tricks.length]));
    });

    it(`${game}: the tricks of a scored hand alone, without keeping the states`, () => {
      const { rules, log } = playedLog(game, setup);
      const { hands } = mustReplay(rules, log);
      const scored = hands.filter((hand) => hand.scoredAt !== null);
      scored.forEach((hand, i) => expect(scoredHandTricks(rules, log, i + 1)).toEqual(hand.tricks.map(({ plays, winner }) => ({ plays, winner }))));
      expect(scoredHandTricks(rules, log, scored.length + 1)).toBeNull();
      // the log of a game still being played: only the hands scored so far
      const cut = { setup: log.setup, actions: log.actions.slice(0, scored[0].scoredAt! - 1) };
      expect(scoredHandTricks(rules, cut, 1)).toBeNull();
    });
  }

  it('says which action does not replay instead of throwing', () => {
    const { rules, log } = playedLog('baloot', CASES[0][1]);
    const broken = { setup: log.setup, actions: log.actions.map((entry, i) => (i === 3 ? { ...entry, action: { type: 'play', card: 'XX' } as Action } : entry)) };
    expect(replay(rules, broken)).toMatchObject({ version: 3 });
    const skipped = { setup: log.setup, actions: log.actions.filter((_, i) => i !== 2) };
    expect(replay(rules, skipped)).toMatchObject({ version: 3 });
    expect(replay(rules, { setup: { ...log.setup, seats: 3 }, actions: [] })).toMatchObject({ version: null });
  });
});
