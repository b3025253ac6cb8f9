import { describe, expect, it } from 'vitest';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import { gameById } from '../../../shared/rules/registry.js';
import { shuffleDeal } from '../../../shared/rules/core/shuffle.js';
import { makePack } from '../../../shared/rules/core/cards.js';
import { PASS, calls, deal, eventOf, start, suit } from './stack.js';
import { handsOf } from '../../../shared/rules/games/fifty-six/hands.js';

const teams = (seats: number, options: Record<string, unknown> = {}) => {
  const state = start({ seats, options });
  return Array.from({ length: seats }, (_, seat) => fiftySix.teamOf(state, seat));
};

describe('[FS-1] teams and seats', () => {
  it('is registered as fifty-six for 4, 6 and 8 players', () => {
    expect(gameById('fifty-six')).toBe(fiftySix);
    expect(fiftySix.seatCounts).toEqual([4, 6, 8]);
  });

  it('[FS-1.1] by default N/2 teams of two, partners opposite', () => {
    expect(teams(4)).toEqual([0, 1, 0, 1]);
    expect(teams(6)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(teams(8)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
  });

  it('[FS-1.2] option teams=two: even seats against odd seats', () => {
    expect(teams(4, { teams: 'two' })).toEqual([0, 1, 0, 1]);
    expect(teams(6, { teams: 'two' })).toEqual([0, 1, 0, 1, 0, 1]);
    expect(teams(8, { teams: 'two' })).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    expect(start({ seats: 6, options: { teams: 'two' } }).tables).toEqual([12, 12]);
  });

  it('[FS-1.3] each team starts with 12 tables; option tables; score sets them per team', () => {
    expect(start({ seats: 8 }).tables).toEqual([12, 12, 12, 12]);
    expect(start({ seats: 6, options: { tables: 5 } }).tables).toEqual([5, 5, 5]);
    expect(start({ seats: 6, score: [3, 4, 5] }).tables).toEqual([3, 4, 5]);
  });

  it('refuses a bad setup', () => {
    const bad = (input: Record<string, unknown>) => {
      const result = fiftySix.setup({ seats: 4, seed: 's', ...input } as never);
      expect(result.ok).toBe(false);
      return result.ok ? '' : result.error.code;
    };
    expect(bad({ seats: 5 })).toBe('badSetup');
    expect(bad({ seed: '' })).toBe('badSetup');
    expect(bad({ options: { teams: 'three' } })).toBe('badSetup');
    expect(bad({ options: { tables: 0 } })).toBe('badSetup');
    expect(bad({ options: { trumps: true } })).toBe('badSetup');
    expect(bad({ score: [12] })).toBe('badSetup');
    expect(bad({ score: [12, 0] })).toBe('badSetup');
    expect(bad({ dealer: 4 })).toBe('badSetup');
    expect(bad({ deal: deal(suit('S'), suit('H'), suit('D'), suit('D')) })).toBe('badSetup');
    expect(bad({ deal: deal(suit('S'), suit('H'), suit('D')) })).toBe('badSetup');
    expect(bad({ deal: { hands: [[], [], [], []], stock: makePack(['J'], 2) } })).toBe('badSetup');
    expect(bad({ deal: [deal(suit('S'), suit('H'), suit('D'), suit('C')), { hands: 'x' }] })).toBe('badSetup');
  });
});

describe('[FS-2] cards and the deal', () => {
  it('[FS-2.1][FS-2.2] 4 players: 48 cards, 12 each, two of each card told apart by a copy digit', () => {
    const state = start({ seats: 4 });
    expect(handsOf(state).map((h) => h.length)).toEqual([12, 12, 12, 12]);
    const all = handsOf(state).flat().sort();
    expect(all).toEqual(makePack(['J', '9', 'A', 'T', 'K', 'Q'], 2).sort());
    expect(all).toContain('JS1');
    expect(all).toContain('JS2');
  });

  it('[FS-2.1][FS-2.2] 6 players: 48 cards, 8 each; 8 players: 64 cards with 8s and 7s, 8 each', () => {
    expect(handsOf(start({ seats: 6 })).map((h) => h.length)).toEqual([8, 8, 8, 8, 8, 8]);
    const eight = start({ seats: 8 });
    expect(handsOf(eight).map((h) => h.length)).toEqual(Array(8).fill(8));
    expect(handsOf(eight).flat().sort()).toEqual(makePack(['J', '9', 'A', 'T', 'K', 'Q', '8', '7'], 2).sort());
  });

  it('option shortPack4: 4 players with 32 cards (J 9 A T twice per suit), 8 each, still 56 points', () => {
    const state = start({ seats: 4, options: { shortPack4: true } });
    expect(handsOf(state).map((h) => h.length)).toEqual([8, 8, 8, 8]);
    expect(handsOf(state).flat().sort()).toEqual(makePack(['J', '9', 'A', 'T'], 2).sort());
  });

  it('option shortPack4 also applies when 6 players become 4', () => {
    let state = start({
      seats: 6,
      dealer: 0,
      score: [1, 12, 12],
      options: { shortPack4: true },
      deal: deal(
        'KS1 KS2 QS1 QS2 KH1 KH2 QH1 QH2',
        'JS1 JS2 9S1 9S2 AS1 AS2 TS1 TS2',
        'JH1 JH2 9H1 9H2 AH1 AH2 TH1 TH2',
        'KD1 KD2 QD1 QD2 KC1 KC2 QC1 QC2',
        'JD1 JD2 9D1 9D2 AD1 AD2 TD1 TD2',
        'JC1 JC2 9C1 9C2 AC1 AC2 TC1 TC2',
      ),
    });
    state = calls(state, Array(6).fill(PASS)).state;
    while (state.hand === 1) state = calls(state, [fiftySix.legalActions(state, state.turn)[0]]).state;
    expect(state.tables).toEqual([0, 14, 11]);
    expect(handsOf(state).map((h) => h.length)).toEqual([0, 8, 8, 0, 8, 8]);
  });

  it('[FS-2.3] the first dealer comes from the seed; cards go one at a time from the dealer\'s right', () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 40; i++) dealers.add(start({ seats: 4, seed: `dealer-${i}` }).dealer);
    expect(dealers.size).toBe(4);
    expect(start({ seats: 4, seed: 'same' }).dealer).toBe(start({ seats: 4, seed: 'same' }).dealer);
    const state = start({ seats: 4, seed: 'order', dealer: 1 });
    const pack = shuffleDeal(makePack(['J', '9', 'A', 'T', 'K', 'Q'], 2), 'order', 'hand1');
    expect(handsOf(state)[2][0]).toBe(pack[0]);
    expect(handsOf(state)[3][0]).toBe(pack[1]);
    expect(handsOf(state)[0][0]).toBe(pack[2]);
    expect(handsOf(state)[1][0]).toBe(pack[3]);
    expect(handsOf(state)[2][1]).toBe(pack[4]);
  });

  it('[FS-2.3] the deal passes to the right after every hand', () => {
    let state = start({ seats: 4, dealer: 3, deal: deal(suit('S'), suit('H'), suit('D'), suit('C')) });
    state = calls(state, [PASS, PASS, PASS, PASS]).state;
    const events = [];
    while (state.hand === 1) {
      const step = calls(state, [fiftySix.legalActions(state, state.turn)[0]]);
      state = step.state;
      events.push(...step.events);
    }
    expect(eventOf(events, 'handDealt')).toMatchObject({ hand: 2, dealer: 0, players: [1, 2, 3, 0], handSize: 12 });
    expect(state.turn).toBe(1);
    for (const seat of [0, 1, 2, 3]) {
      const dealt = events.find((e) => e.type === 'cardsDealt' && e.seat === seat);
      expect(dealt?.audience).toEqual({ seat });
      expect(dealt?.cards).toEqual(handsOf(state)[seat]);
    }
  });
});

describe('stacked deals', () => {
  it('a stacked deal that does not fit the seats still at the table is refused when its hand comes', () => {
    const first = deal(
      'KS1 KS2 QS1 QS2 KH1 KH2 QH1 QH2',
      'JS1 JS2 9S1 9S2 AS1 AS2 TS1 TS2',
      'JH1 JH2 9H1 9H2 AH1 AH2 TH1 TH2',
      'KD1 KD2 QD1 QD2 KC1 KC2 QC1 QC2',
      'JD1 JD2 9D1 9D2 AD1 AD2 TD1 TD2',
      'JC1 JC2 9C1 9C2 AC1 AC2 TC1 TC2',
    );
    // the second deal is for six players, but team 0 (seats 0 and 3) goes out in the first hand
    let state = start({ seats: 6, dealer: 0, score: [1, 12, 12], deal: [first, first] });
    state = calls(state, Array(6).fill(PASS)).state;
    for (let i = 0; i < 47; i++) state = calls(state, [fiftySix.legalActions(state, state.turn)[0]]).state;
    const last = fiftySix.legalActions(state, state.turn)[0];
    const result = fiftySix.apply(state, state.turn, last);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/does not fit/);
  });
});

describe('views', () => {
  it('show a seat its own hand only, hand sizes to all, and nothing to spectators', () => {
    const state = start({ seats: 6, seed: 'view' });
    const mine = fiftySix.view(state, 2);
    expect(mine.myHand).toEqual(handsOf(state)[2]);
    expect(mine.handSizes).toEqual([8, 8, 8, 8, 8, 8]);
    expect(mine.legal).toEqual(state.turn === 2 ? fiftySix.legalActions(state, 2) : []);
    const json = JSON.stringify(mine);
    for (const seat of [0, 1, 3, 4, 5]) for (const card of handsOf(state)[seat]) expect(json).not.toContain(`"${card}"`);
    const spectator = fiftySix.view(state, 'spectator');
    expect(spectator.myHand).toBeNull();
    expect(spectator.legal).toEqual([]);
    expect(JSON.stringify(spectator)).not.toContain('"scenario"');
  });
});
