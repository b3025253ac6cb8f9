import { describe, expect, it } from 'vitest';
import { countValue, highAndLow, playedTrumps } from '../../../shared/bots/all-fours/count.js';
import { cardNumber } from '../../../shared/bots/all-fours/playout.js';

const HEARTS = 1;
const n = (codes: string): number[] => codes.split(' ').map(cardNumber);

describe('all-fours expert: the count of a played-out deal [AF-5]', () => {
  it('[AF-5.1] is the points to the team less the other team\'s while nobody reaches the target', () => {
    const awards = [{ team: 0, points: 1 }, { team: 1, points: 1 }, { team: 1, points: 3 }, { team: -1, points: 1 }];
    expect(countValue([2, 3], 14, 0, awards, 10)).toBe(1 - 1 - 3);
  });

  it('[AF-5.2] stops at the first team to reach the target: Low to 14 wins before the opponents\' hang jack', () => {
    const awards = [{ team: 1, points: 1 }, { team: 0, points: 1 }, { team: 1, points: 3 }, { team: 1, points: 1 }];
    expect(countValue([13, 12], 14, 0, awards, 10)).toBe(10);
    expect(countValue([13, 12], 14, 1, awards, 10)).toBe(-10);
    // one point short, the jack and game carry the other team over instead
    expect(countValue([12, 12], 14, 0, awards, 10)).toBe(-10);
  });

  it('[AF-4.1] [AF-4.2] finds High and Low among the trumps dealt, played ones included', () => {
    const hands = [n('KH 5S'), n('3H')];
    const played = playedTrumps(2, [{ seat: 1, card: 'AH' }, { seat: 0, card: '2H' }, { seat: 0, card: 'AS' }], cardNumber, HEARTS);
    expect(played).toEqual([n('2H'), n('AH')]);
    expect(highAndLow([hands, played], HEARTS)).toEqual({ high: 1, low: 0 });
    expect(highAndLow([[n('5S'), n('3C')]], HEARTS)).toEqual({ high: -1, low: -1 });
    // one trump in play is both High and Low
    expect(highAndLow([[[], n('9H')]], HEARTS)).toEqual({ high: 1, low: 1 });
  });
});
