import { describe, expect, it } from 'vitest';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import { strengthOf } from '../../../shared/rules/games/baloot/cards.js';
import { cards, Table } from './stack.js';
import { RAW_DEAL as RAW, SUN_PLAN } from './plans.js';

describe('Baloot deal [BAL-1]', () => {
  it('[BAL-1.1] the first dealer is drawn from the seed when not given', () => {
    const dealers = new Set<number>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
      const one = baloot.setup({ seats: 4, seed });
      const two = baloot.setup({ seats: 4, seed });
      if (!one.ok || !two.ok) throw new Error('setup refused');
      expect(one.state.match.dealer).toBe(two.state.match.dealer);
      expect([0, 1, 2, 3]).toContain(one.state.match.dealer);
      expect(one.state.turn).toBe((one.state.match.dealer + 1) % 4);
      dealers.add(one.state.match.dealer);
    }
    expect(dealers.size).toBeGreaterThan(1);
  });

  it('[BAL-1.1] the deal passes to the next seat after a scored hand', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD' });
    t.calls('0:sun').playPlan(SUN_PLAN);
    expect(t.eventsOf('handScored')).toHaveLength(1);
    expect(t.state.match.hand).toBe(2);
    expect(t.state.match.dealer).toBe(0);
    expect(t.state.turn).toBe(1);
    expect(t.state.phase).toBe('auction');
    expect(t.eventsOf('handDealt').map((e) => e.dealer)).toEqual([3, 0]);
  });

  it('[BAL-1.1] the deal passes to the next seat after a thrown-in hand too', () => {
    const t = new Table({ deal: [RAW, RAW, RAW], dealer: 3 });
    t.calls('0:pass 1:pass 2:pass 3:pass 0:pass 1:pass 2:pass 3:pass');
    expect(t.state.match.dealer).toBe(0);
    expect(t.state.match.hand).toBe(2);
    t.calls('1:pass 2:pass 3:pass 0:pass 1:pass 2:pass 3:pass 0:pass');
    expect(t.state.match.dealer).toBe(1);
    expect(t.state.match.hand).toBe(3);
    expect(t.state.turn).toBe(2);
    expect(t.eventsOf('handThrownIn').map((e) => e.dealer)).toEqual([3, 0]);
  });

  it('[BAL-1.2] every player gets 5 cards and the next card is turned face up', () => {
    const t = new Table({ deal: RAW });
    expect(t.cards.hands).toEqual(RAW.hands);
    expect(t.cards.bidCard).toBe('TD');
    expect(t.cards.stock).toHaveLength(11);
    const dealt = baloot.setup({ seats: 4, seed: 'x', dealer: 3, deal: RAW });
    if (!dealt.ok) throw new Error('setup refused');
    expect(dealt.events[0]).toEqual({ type: 'handDealt', audience: 'all', hand: 1, dealer: 3, bidCard: 'TD' });
    const toSeats = dealt.events.filter((e) => e.type === 'cardsDealt');
    expect(toSeats.map((e) => e.audience)).toEqual([{ seat: 0 }, { seat: 1 }, { seat: 2 }, { seat: 3 }]);
    expect(toSeats.map((e) => e.cards)).toEqual(RAW.hands);
  });

  it('[BAL-1.2] a random deal gives 5 cards each, a bid card and 11 in the stock, all 32 different', () => {
    const t = new Table({ deal: undefined, seed: 'random deal' });
    const all = [...t.cards.hands.flat(), t.cards.bidCard, ...t.cards.stock];
    expect(t.cards.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(new Set(all).size).toBe(32);
  });

  it('[BAL-1.3] the declarer takes the bid card and 2 more, the others 3, dealt from the dealer\'s right', () => {
    // dealer 3: seat 0 gets 9D 8D 7D, seat 1 AC KC QC, declarer seat 2 TD + JC TC, seat 3 9C 8C 7C
    const t = new Table({ deal: RAW, dealer: 3 });
    t.calls('0:pass 1:pass 2:sun 0:pass 1:pass');
    expect(t.state.deal.contract?.declarer).toBe(2);
    expect(t.cards.hands[0]).toEqual(cards('AS KS QS JS TS 9D 8D 7D'));
    expect(t.cards.hands[1]).toEqual(cards('9S 8S 7S AH KH AC KC QC'));
    expect(t.cards.hands[2]).toEqual(cards('QH JH TH 9H 8H TD JC TC'));
    expect(t.cards.hands[3]).toEqual(cards('7H AD KD QD JD 9C 8C 7C'));
    expect(t.cards.stock).toEqual([]);
    expect(t.eventsOf('bidCardTaken')).toEqual([{ type: 'bidCardTaken', audience: 'all', seat: 2, card: 'TD' }]);
    const dealt = t.eventsOf('cardsDealt').slice(4);
    expect(dealt.map((e) => [e.audience, e.cards])).toEqual([
      [{ seat: 0 }, cards('9D 8D 7D')],
      [{ seat: 1 }, cards('AC KC QC')],
      [{ seat: 2 }, cards('TD JC TC')],
      [{ seat: 3 }, cards('9C 8C 7C')],
    ]);
  });

  it('[BAL-1.3] with dealer 1 and declarer 3 the stock goes to seats 2, 3, 0, 1', () => {
    const t = new Table({ deal: RAW, dealer: 1 });
    t.calls('2:pass 3:sun 2:pass');
    expect(t.state.deal.contract?.declarer).toBe(3);
    expect(t.cards.hands[2]).toEqual(cards('QH JH TH 9H 8H 9D 8D 7D'));
    expect(t.cards.hands[3]).toEqual(cards('7H AD KD QD JD TD AC KC'));
    expect(t.cards.hands[0]).toEqual(cards('AS KS QS JS TS QC JC TC'));
    expect(t.cards.hands[1]).toEqual(cards('9S 8S 7S AH KH 9C 8C 7C'));
  });

  it('[BAL-1.4] trump ranks J 9 A T K Q 8 7, other suits and Sun A T K Q J 9 8 7', () => {
    const byStrength = (list: string, trump: 'S' | null) =>
      cards(list).sort((a, b) => strengthOf(b, trump) - strengthOf(a, trump)).join(' ');
    expect(byStrength('7S 8S 9S TS JS QS KS AS', 'S')).toBe('JS 9S AS TS KS QS 8S 7S');
    expect(byStrength('7H 8H 9H TH JH QH KH AH', 'S')).toBe('AH TH KH QH JH 9H 8H 7H');
    expect(byStrength('7S 8S 9S TS JS QS KS AS', null)).toBe('AS TS KS QS JS 9S 8S 7S');
  });
});
