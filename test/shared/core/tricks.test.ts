import { describe, expect, it } from 'vitest';
import { cardPoints, codeOf, isCardCode, makePack, rankStrength } from '../../../shared/rules/core/cards.js';
import { checkDeal, splitPack } from '../../../shared/rules/core/deal.js';
import { canSee } from '../../../shared/rules/core/game.js';
import { resolveOptions, type OptionSpec } from '../../../shared/rules/core/options.js';
import { nextSeat, seatAfter, seatsFrom } from '../../../shared/rules/core/seats.js';
import { followSuit, ledSuit, winningPlay } from '../../../shared/rules/core/tricks.js';

const natural = rankStrength(['A', 'K', 'Q', 'J', 'T', '9', '8', '7']);
const strength = (card: string): number => natural[card[0]];

describe('core: cards, seats, tricks, options, deals', () => {
  it('reads card codes and builds packs with copy digits for two-pack games', () => {
    expect(isCardCode('TH')).toBe(true);
    expect(isCardCode('1H')).toBe(false);
    expect(isCardCode('THX')).toBe(false);
    expect(codeOf('JS2')).toBe('JS');
    expect(makePack(['A', 'K'])).toEqual(['AS', 'KS', 'AH', 'KH', 'AD', 'KD', 'AC', 'KC']);
    expect(makePack(['A'], 2)).toEqual(['AS1', 'AH1', 'AD1', 'AC1', 'AS2', 'AH2', 'AD2', 'AC2']);
    expect(cardPoints(['AS', 'TH', '7C'], { A: 11, T: 10 })).toBe(21);
  });

  it('rotates seats in playing order', () => {
    expect(nextSeat(3, 4)).toBe(0);
    expect(seatAfter(1, -2, 4)).toBe(3);
    expect(seatsFrom(2, 4)).toEqual([2, 3, 0, 1]);
  });

  it('follows suit when able, otherwise any card', () => {
    expect(followSuit(['AS', 'KH', '7S'], 'S')).toEqual(['AS', '7S']);
    expect(followSuit(['AS', 'KH'], 'D')).toEqual(['AS', 'KH']);
    expect(followSuit(['AS'], null)).toEqual(['AS']);
    expect(ledSuit([{ seat: 1, card: 'QD' }])).toBe('D');
  });

  it('gives the trick to the highest trump, else the highest card of the suit led', () => {
    const plays = [
      { seat: 0, card: 'KH' },
      { seat: 1, card: 'AH' },
      { seat: 2, card: '7S' },
      { seat: 3, card: 'AD' },
    ];
    expect(winningPlay(plays, null, strength)).toBe(1);
    expect(winningPlay(plays, 'S', strength)).toBe(2);
    expect(winningPlay(plays, 'D', strength)).toBe(3);
  });

  it('gives a tie between identical cards to the one played first', () => {
    const plays = [
      { seat: 0, card: 'TS1' },
      { seat: 1, card: 'JS2' },
      { seat: 2, card: 'JS1' },
    ];
    expect(winningPlay(plays, null, strength)).toBe(1);
  });

  it('fills option defaults and refuses unknown keys and bad values with a message', () => {
    const specs: OptionSpec[] = [
      { key: 'mode', rule: 'X-1', values: ['a', 'b'], default: 'a' },
      { key: 'target', rule: 'X-2', positiveInt: true, max: 100, default: 10 },
    ];
    expect(resolveOptions(specs, undefined)).toEqual({ ok: true, options: { mode: 'a', target: 10 } });
    expect(resolveOptions(specs, { target: 7 })).toEqual({ ok: true, options: { mode: 'a', target: 7 } });
    expect(resolveOptions(specs, { colour: 'red' })).toMatchObject({ ok: false, message: expect.stringContaining('unknown option "colour"') });
    expect(resolveOptions(specs, { mode: 'c' })).toMatchObject({ ok: false, message: expect.stringContaining('"a" | "b"') });
    expect(resolveOptions(specs, { target: 0 })).toMatchObject({ ok: false });
    expect(resolveOptions(specs, { target: 2.5 })).toMatchObject({ ok: false });
  });

  it('checks explicit deals card by card', () => {
    const pack = makePack(['A', 'K']);
    expect(checkDeal(splitPack(pack, 2, 4), pack, 2, 4, 0)).toBeNull();
    const twice = { hands: [['AS', 'AS'], ['AH', 'KH'], ['AD', 'KD'], ['AC', 'KC']], stock: [] };
    expect(checkDeal(twice, pack, 2, 4, 0)).toContain('dealt twice');
    const foreign = { hands: [['ZZ', 'KS'], ['AH', 'KH'], ['AD', 'KD'], ['AC', 'KC']], stock: [] };
    expect(checkDeal(foreign, pack, 2, 4, 0)).toContain('not a card');
    expect(checkDeal({ hands: [], stock: [] }, pack, 2, 4, 0)).toContain('4 hands');
  });

  it('routes events to their audience', () => {
    expect(canSee('all', 'spectator', null)).toBe(true);
    expect(canSee({ seat: 1 }, 1, 1)).toBe(true);
    expect(canSee({ seat: 1 }, 3, 1)).toBe(false);
    expect(canSee({ seat: 1 }, 'spectator', null)).toBe(false);
    expect(canSee({ team: 0 }, 2, 0)).toBe(true);
    expect(canSee({ team: 0 }, 1, 1)).toBe(false);
  });
});
