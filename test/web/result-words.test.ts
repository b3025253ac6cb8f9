import { describe, expect, it } from 'vitest';
import { nameList, scoreLine, winnerLine } from '../../web/src/lib/games/result-words.js';
import { testNaming } from './table-kit.js';

describe('the end of a game in words', () => {
  const four = { seats: 4, teams: [0, 1, 0, 1] };
  it('names the winner to each person: you, your team, or who beat you', () => {
    expect(winnerLine({ ...four, winner: 0, viewer: 2 }, testNaming(2), 'en')).toBe('Your team won the game!');
    expect(winnerLine({ ...four, winner: 1, viewer: 0 }, testNaming(0), 'en')).toBe('You lost: Seat1 and Seat3 won');
    expect(winnerLine({ ...four, winner: 1, viewer: null }, testNaming(null), 'en')).toBe('Seat1 and Seat3 won the game');
    expect(winnerLine({ seats: 2, teams: [0, 1], winner: 1, viewer: 1 }, testNaming(1), 'en')).toBe('You won the game!');
    expect(winnerLine({ ...four, winner: null, viewer: 0 }, testNaming(0), 'en')).toBeNull();
  });

  it('joins names as the language does, and writes the score per team', () => {
    expect(nameList(['Reem', 'Amira', 'Bot 3'], 'en')).toBe('Reem, Amira, and Bot 3');
    expect(nameList(['ريم', 'أميرة'], 'ar')).toBe('ريم وأميرة');
    expect(scoreLine([45, 62], testNaming(0))).toMatch(/45 · .* 62/);
  });
});
