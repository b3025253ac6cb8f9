import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../../shared/bots/random.js';
import { twentyEightBot } from '../../../../shared/bots/twenty-eight/index.js';
import { duplicate } from './play-game.js';

// Duplicate deals: each seed is played once with the standard bots in each team's seats (each seat at 3
// players, one standard bot against two random ones), so the deals do not decide the rate.
describe('the standard Twenty-Eight bot against random, on duplicate deals', () => {
  it('4 players: wins at least 80% of 60 games', () => {
    const { games, won } = duplicate(4, 30, twentyEightBot, randomBot, undefined, 'rate4');
    expect(games).toBe(60);
    expect(won / games).toBeGreaterThanOrEqual(0.8);
  });

  it('6 players: wins at least 80% of 60 games', () => {
    const { games, won } = duplicate(6, 30, twentyEightBot, randomBot, undefined, 'rate6');
    expect(won / games).toBeGreaterThanOrEqual(0.8);
  });

  it('3 players, alone against two random seats: wins well over a third of 60 games', () => {
    const { games, won } = duplicate(3, 20, twentyEightBot, randomBot, undefined, 'rate3');
    expect(games).toBe(60);
    expect(won / games).toBeGreaterThanOrEqual(0.5);
  });
});
