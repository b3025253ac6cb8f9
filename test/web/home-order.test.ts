import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../shared/rules/manifests.js';
import { gamesFor } from '../../web/src/lib/home/order.js';

describe("the home page's games in each language", () => {
  it('puts the games of the language\'s own players first, then the others in the manifests\' order', () => {
    expect(gamesFor('ml')[0]).toBe('twenty-eight');
    expect(gamesFor('bn')[0]).toBe('twenty-nine');
    expect(gamesFor('ta')[0]).toBe('fifty-six');
    expect(gamesFor('ar')[0]).toBe('baloot');
    expect(gamesFor('en')).toEqual(GAME_IDS);
    for (const locale of ['en', 'ar', 'ta', 'bn', 'tl', 'ml']) expect([...gamesFor(locale)].sort()).toEqual([...GAME_IDS].sort());
  });
});
