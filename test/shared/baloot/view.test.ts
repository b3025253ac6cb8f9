import { describe, expect, it } from 'vitest';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import { cards, Table } from './stack.js';
import { ALL_SPADES, SUN_PLAN } from './plans.js';

const seen = (value: unknown) => JSON.stringify(value);

describe('Baloot view: each seat sees its own hand only', () => {
  it('shows a seat its own 5 cards, the others as counts, never the stock or the seed', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD', seed: 'secret-seed' });
    const view = baloot.view(t.state, 1);
    expect(view.myHand).toEqual(t.cards.hands[1]);
    expect(view.handSizes).toEqual([5, 5, 5, 5]);
    expect(view.bidCard).toBe('KD');
    expect(view.turn).toBe(0);
    expect(view.legal).toEqual([]);
    const text = seen(view);
    for (const seat of [0, 2, 3]) for (const card of t.cards.hands[seat]) expect(text).not.toContain(`"${card}"`);
    for (const card of t.cards.stock) expect(text).not.toContain(`"${card}"`);
    expect(text).not.toContain('secret-seed');
    expect(Object.keys(view)).not.toContain('stock');
    expect(Object.keys(view)).not.toContain('hands');
    expect(Object.keys(view.auction)).not.toContain('queue');
    expect(baloot.view(t.state, 0).legal).toEqual([{ type: 'pass' }, { type: 'hokum' }, { type: 'sun' }]);
  });

  it('shows a spectator no hand and no legal actions', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD' }).calls('0:sun');
    const view = baloot.view(t.state, 'spectator');
    expect(view.myHand).toBeNull();
    expect(view.legal).toEqual([]);
    expect(view.projects?.mine).toBeNull();
    const text = seen(view);
    // every card in hand is hidden, except the face-up bid card the declarer took
    for (const card of t.cards.hands.flat()) if (card !== t.cards.bidCard) expect(text).not.toContain(`"${card}"`);
  });

  it('keeps other seats\' project candidates secret; declared projects show after the first trick', () => {
    const t = new Table({ hands: ALL_SPADES, declarer: 0, bid: 'AS' }).calls('0:sun');
    const before = baloot.view(t.state, 1);
    expect(before.projects?.mine).toEqual({ candidates: [], declared: null });
    for (const card of cards('KS QS JS TS 9S 8S 7S')) expect(seen(before)).not.toContain(`"${card}"`);
    expect(baloot.view(t.state, 0).projects?.mine?.candidates).toHaveLength(21);
    t.declare(0, ['AS KS QS JS TS', '9S 8S 7S']).play('AS');
    const during = baloot.view(t.state, 1);
    expect(during.projects?.kinds[0]).toEqual(['hundred', 'sira']);
    expect(seen(during)).not.toContain('"KS"');
    t.playOut({}, 1);
    const after = baloot.view(t.state, 1);
    expect(after.projects?.revealed?.[0]?.map((p) => p.kind)).toEqual(['hundred', 'sira']);
    expect(after.tricks).toHaveLength(1);
  });

  it('shows the raise step but not who is queued after, and the last hand\'s summary', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD', score: [110, 20] }).calls('0:sun');
    expect(baloot.view(t.state, 2).raising).toEqual({ step: 'double' });
    t.calls('1:pass 3:pass').playPlan(SUN_PLAN);
    const view = baloot.view(t.state, 'spectator');
    expect(view.lastHand?.score).toEqual([18, 8]);
    expect(view.score).toEqual([128, 28]);
  });
});

describe('Baloot refusals carry clear error codes', () => {
  it('badAction for anything that is not an action', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD' });
    for (const garbage of [null, undefined, 'pass', 7, [], {}, { type: 7 }, { type: 'fly' }, { type: 'PASS' }]) {
      expect(t.refuse(0, garbage).code).toBe('badAction');
    }
  });

  it('notYourTurn for another seat, badSeat for a seat that does not exist', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD' });
    for (const seat of [1, 2, 3]) expect(t.refuse(seat, { type: 'pass' }).code).toBe('notYourTurn');
    for (const seat of [4, -1, 1.5, Number.NaN]) expect(t.refuse(seat, { type: 'pass' }).code).toBe('badSeat');
  });

  it('illegal for a call or card that is not allowed now, with a message saying what is', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD' });
    const early = t.refuse(0, { type: 'play', card: 'AS' });
    expect(early.code).toBe('illegal');
    expect(early.message).toContain('pass, hokum, sun');
    expect(t.refuse(0, { type: 'double' }).code).toBe('illegal');
    expect(t.refuse(0, { type: 'declare', projects: [] }).code).toBe('illegal');
    t.calls('0:sun');
    expect(t.refuse(0, { type: 'sun' }).code).toBe('illegal');
    expect(t.refuse(0, { type: 'play', card: 'ZZ' }).code).toBe('illegal');
    expect(t.refuse(0, { type: 'play', card: 7 }).code).toBe('illegal');
    expect(t.refuse(0, { type: 'play' }).code).toBe('illegal');
    expect(t.refuse(0, { type: 'play', card: '7S' }).message).toContain('do not hold');
  });

  it('badSetup for a bad table or deal', () => {
    const deal = { hands: [cards('AS KS QS JS TS'), cards('9S 8S 7S AH KH'), cards('QH JH TH 9H 8H'), cards('7H AD KD QD JD')], stock: cards('TD 9D 8D 7D AC KC QC JC TC 9C 8C 7C') };
    const bad: unknown[] = [
      { seats: 3, seed: 'x' },
      { seats: 4, seed: '' },
      { seats: 4, seed: 'x', dealer: 4 },
      { seats: 4, seed: 'x', dealer: 1.5 },
      { seats: 4, seed: 'x', score: [10] },
      { seats: 4, seed: 'x', score: [-1, 0] },
      { seats: 4, seed: 'x', options: { tie: 'maybe' } },
      { seats: 4, seed: 'x', options: { target: 0 } },
      { seats: 4, seed: 'x', options: { colour: 'red' } },
      { seats: 4, seed: 'x', deal: { ...deal, hands: [deal.hands[0].slice(1), ...deal.hands.slice(1)] } },
      { seats: 4, seed: 'x', deal: { ...deal, stock: deal.stock.slice(1) } },
      { seats: 4, seed: 'x', deal: { ...deal, stock: ['AS', ...deal.stock.slice(1)] } },
      { seats: 4, seed: 'x', deal: { ...deal, stock: ['6D', ...deal.stock.slice(1)] } },
      null,
    ];
    for (const input of bad) {
      const result = baloot.setup(input as never);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('badSetup');
    }
  });
});
