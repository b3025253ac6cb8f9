import { describe, expect, it } from 'vitest';
import { describeAllFours } from '../../web/src/lib/games/all-fours/describe.js';
import { describeBaloot } from '../../web/src/lib/games/baloot/describe.js';
import { describeFiftySix } from '../../web/src/lib/games/fifty-six/describe.js';
import type { LogLine } from '../../web/src/lib/net/snapshot.js';
import { testNaming } from './table-kit.js';

const line = (type: string, seat: number | null, data: Record<string, unknown>): LogLine => ({ id: 0, seat, type, data });
const games = { baloot: describeBaloot, 'fifty-six': describeFiftySix, 'all-fours': describeAllFours };

describe('log lines are said to their person', () => {
  for (const [game, describeLine] of Object.entries(games)) {
    it(`${game}: "You win the trick", "Hand 2: you deal"; others by name`, () => {
      const you = testNaming(1);
      expect(describeLine(line('trickWon', 1, { seat: 1 }), you)).toBe('You win the trick');
      expect(describeLine(line('trickWon', 2, { seat: 2 }), you)).toBe('Seat2 wins the trick');
      expect(describeLine(line('handDealt', null, { hand: 2, dealer: 1 }), you)).toBe('Hand 2: you deal');
      expect(describeLine(line('handDealt', null, { hand: 2, dealer: 3 }), you)).toBe('Hand 2: Seat3 deals');
      // a spectator has no "you"
      expect(describeLine(line('trickWon', 1, { seat: 1 }), testNaming(null))).toBe('Seat1 wins the trick');
    });
  }

  it('contracts and the first dealer take "you" forms too', () => {
    const you = testNaming(0);
    const sun = { kind: 'sun', declarer: 0, level: 1, gahwa: false, locked: false, ashkal: false };
    expect(describeBaloot(line('contractMade', 0, { contract: sun }), you)).toBe('You play Sun');
    expect(describeBaloot(line('contractMade', 2, { contract: { ...sun, declarer: 2 } }), you)).toBe('Seat2 plays Sun');
    const fs = { seat: 0, team: 0, value: 30, trump: 'S', forced: false, doubled: 0, doubler: null };
    expect(describeFiftySix(line('contractMade', 0, { contract: fs }), you)).toMatch(/^You play 30/);
    expect(describeAllFours(line('firstDealerChosen', null, { dealer: 0, by: 'cut', rounds: [] }), you)).toBe('You cut highest and deal first');
    expect(describeAllFours(line('firstDealerChosen', null, { dealer: 1, by: 'cut', rounds: [] }), you)).toBe('Seat1 cut highest and deals first');
  });
});
