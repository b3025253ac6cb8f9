import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/rules/registry.js';
import { replay, type Replay } from '../../shared/table/replay.js';
import type { LogEntry } from '../../shared/table/table-record.js';
import { frameAt, handAt, nextTrick, positionOf, previousTrick } from '../../web/src/lib/replay/frames.js';
import { gameNumber, recordOf } from '../../web/src/lib/replay/record.js';
import { mustSetup, randomPlayout } from '../kit/playout.js';

// a whole Baloot game of random legal moves, logged as a table logs it, and its replay
const rules = GAMES.baloot;
const setup = { seats: 4, seed: 'frames', options: { target: 40 } };
const actions: LogEntry[] = [];
randomPlayout(rules, mustSetup(rules, setup), 'frames-moves', 20_000, ({ before, seat, action }) => {
  actions.push({ version: before.version, seat, action, by: 'seat', at: actions.length });
});
const built = replay(rules, { setup, actions });
if ('message' in built) throw new Error(built.message);
const game: Replay = built;
const scored = game.hands.filter((hand) => hand.scoredAt !== null);

describe('the replay, position by position', () => {
  it('shows a trick card by card, then whole with its winner, then clears the table', () => {
    const trick = scored[0].tricks[2];
    trick.at.forEach((index, i) => {
      const frame = frameAt(game, index);
      expect(frame.trick).toBe(2);
      expect(frame.table).toEqual(trick.plays.slice(0, i + 1));
      expect(frame.winner).toBe(i === trick.plays.length - 1 ? trick.winner : null);
    });
    const after = frameAt(game, trick.at.at(-1)! + 1);
    expect(after.table.length).toBeLessThanOrEqual(1);
  });

  it('ends a hand on its last trick and result, from the state before the next deal, without the last card', () => {
    const hand = scored[0];
    const frame = frameAt(game, hand.scoredAt!);
    expect(frame.scored).toBe(true);
    expect(frame.hand).toBe(game.hands.indexOf(hand));
    expect(frame.state).toBe(game.positions[hand.scoredAt! - 1].state);
    const lastTrick = hand.tricks.at(-1)!;
    expect(frame.played).toEqual([lastTrick.plays.at(-1)!.card]);
    expect(frame.table).toEqual(lastTrick.plays);
    expect(frame.winner).toBe(lastTrick.winner);
    // the next position is the next deal's
    expect(handAt(game, hand.scoredAt! + 1)).toBe(frame.hand + 1);
    expect(frameAt(game, hand.scoredAt! + 1).scored).toBe(false);
  });

  it('goes trick by trick across deals, and back', () => {
    const ends = game.hands.flatMap((hand) => hand.tricks.map((trick) => trick.at.at(-1)!));
    const forward: number[] = [];
    for (let at: number | null = 0; (at = nextTrick(game, at)) !== null; ) forward.push(at);
    expect(forward).toEqual(ends);
    const back: number[] = [];
    for (let at: number | null = game.positions.length - 1; (at = previousTrick(game, at)) !== null; ) back.push(at);
    expect(back).toEqual([...ends].reverse().slice(ends.at(-1) === game.positions.length - 1 ? 1 : 0));
  });

  it('reads a link position as a state version, refusing what the game does not have', () => {
    expect(positionOf(game, null)).toBe(0);
    expect(positionOf(game, '17')).toBe(17);
    expect(positionOf(game, String(game.positions.length - 1))).toBe(game.positions.length - 1);
    for (const bad of [String(game.positions.length), '-1', '1.5', 'abc', '1e3', '99999999']) expect(positionOf(game, bad)).toBeNull();
    // a frame asked past the ends is the nearest end
    expect(frameAt(game, 10 ** 6).index).toBe(game.positions.length - 1);
  });
});

describe("a replay link's game and record", () => {
  it('takes a number, or the latest finished game', () => {
    expect(gameNumber('3', { gameNo: 5, status: 'playing' })).toBe(3);
    expect(gameNumber('latest', { gameNo: 2, status: 'over' })).toBe(2);
    expect(gameNumber('latest', { gameNo: 2, status: 'playing' })).toBe(1);
    expect(gameNumber('latest', { gameNo: 1, status: 'playing' })).toBeNull();
    for (const bad of ['0', '-1', 'x', '01', '']) expect(gameNumber(bad, { gameNo: 5, status: 'over' })).toBeNull();
  });

  it('reads the fields it needs from the route JSON, whatever else it carries', () => {
    const json = { n: 1, setup, actions, startedAt: 1, finishedAt: 2, outcome: null, serverSeed: 'extra', nonces: [] };
    expect(recordOf(json)).toEqual({ n: 1, setup, actions });
    expect(recordOf({ n: 1, setup: { seats: 4 }, actions })).toBeNull();
    expect(recordOf({ n: 1, setup, actions: [{ version: 0 }] })).toBeNull();
    expect(recordOf(null)).toBeNull();
  });
});
