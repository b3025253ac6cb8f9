import { describe, expect, it } from 'vitest';
import { shuffledIndexes } from '../../../shared/rules/core/shuffle.js';
import { packNumbers } from '../../../shared/rules/games/fifty-six/cards.js';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import { playingAfter } from '../../../shared/rules/games/fifty-six/seating.js';
import { mustSetup, randomPlayout } from '../../kit/playout.js';

describe('[FS-10] the club rules', () => {
  it('[FS-10.3] [FS-10.3a] dealPackets four: four cards at a time from the dealer\'s right; single (default): one at a time', () => {
    for (const [dealPackets, packet] of [['four', 4], ['single', 1]] as const) {
      const state = mustSetup(fiftySix, { seats: 6, seed: 'packets', options: { dealPackets } });
      const players = playingAfter(state, state.dealer);
      const pack = packNumbers(6, false)!.pack;
      const order = shuffledIndexes(pack.length, 'packets/hand1');
      const expected = players.map(() => [] as number[]);
      order.forEach((index, i) => expected[Math.floor(i / packet) % players.length].push(pack[index]));
      players.forEach((seat, k) => expect(state.dealt[seat]).toEqual(expected[k]));
    }
  });

  it('[FS-10.1] [FS-10.1a] fixedGames: scores from 0, paid in full and maybe below 0, nobody out, the best after the last hand wins', () => {
    let negative = false;
    for (let g = 0; g < 30; g++) {
      const start = mustSetup(fiftySix, { seats: 4, seed: `fixed-${g}`, options: { match: 'fixedGames', games: 3, teams: 'two' } });
      expect(start.tables).toEqual([0, 0]);
      const { state } = randomPlayout(fiftySix, start, `moves-${g}`, 20_000);
      expect(state.phase).toBe('over');
      expect(state.history.length).toBeGreaterThanOrEqual(3);
      // a tie after the last hand plays one more hand at a time: the game ends only on a lead
      for (const hand of state.history.slice(2, -1)) expect(hand.tables[0]).toBe(hand.tables[1]);
      expect(state.tables[state.winner!]).toBeGreaterThan(state.tables[1 - state.winner!]);
      expect(state.tables[0] + state.tables[1]).toBe(0);
      negative ||= state.history.some((hand) => hand.tables.some((n) => n < 0));
    }
    expect(negative).toBe(true);
  });

  it('[FS-10.1] a starting score may be given below 0 in a fixed-games match, not in a match of tables', () => {
    expect(fiftySix.setup({ seats: 4, seed: 's', options: { match: 'fixedGames', teams: 'two' }, score: [-3, 3] }).ok).toBe(true);
    expect(fiftySix.setup({ seats: 4, seed: 's', options: { teams: 'two' }, score: [-3, 3] }).ok).toBe(false);
    expect(fiftySix.setup({ seats: 4, seed: 's', options: { match: 'seven' } }).ok).toBe(false);
    expect(fiftySix.setup({ seats: 4, seed: 's', options: { dealPackets: 'three' } }).ok).toBe(false);
  });
});
