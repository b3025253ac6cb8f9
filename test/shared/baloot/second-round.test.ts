import { describe, expect, it } from 'vitest';
import { cards, Table } from './stack.js';
import { RAW_DEAL as RAW } from './plans.js';

const types = (t: Table, seat: number) => t.legal(seat).map((a) => (a.suit ? `${a.type}-${a.suit}` : a.type));

describe('Baloot second round of bidding [BAL-3]', () => {
  const round2 = (deal = RAW) => new Table({ deal }).calls('0:pass 1:pass 2:pass 3:pass');

  it('[BAL-3.1] calls are Sun, Hokum and Pass: no Ashkal', () => {
    const t = round2().calls('0:pass 1:pass');
    expect(types(t, 2)).toEqual(['pass', 'hokum', 'sun']);
    expect(t.refuse(2, { type: 'ashkal' }).code).toBe('illegal');
  });

  it('[BAL-3.2] a Sun ends the auction at once, without take-over', () => {
    const t = round2().calls('0:pass 1:pass 2:sun');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 2, ashkal: false });
    expect(t.state.phase).toBe('playing');
  });

  it('[BAL-3.3] after a Hokum only those yet to speak may say Sun; the trump named must differ from the bid card', () => {
    const t = round2().calls('0:pass 1:hokum');
    expect(t.state.turn).toBe(2);
    expect(types(t, 2)).toEqual(['pass', 'sun']);
    t.calls('2:pass 3:pass');
    expect(t.state.turn).toBe(1); // seat 0 spoke already: it is not asked again
    expect(t.state.deal.auction.stage).toBe('suitChoice');
    expect(types(t, 1)).toEqual(['hokum-S', 'hokum-H', 'hokum-C', 'sun']);
    const refused = t.refuse(1, { type: 'hokum', suit: 'D' });
    expect(refused.code).toBe('illegal');
    expect(t.refuse(1, { type: 'hokum' }).code).toBe('illegal');
    expect(t.refuse(1, { type: 'hokum', suit: 'X' }).code).toBe('illegal');
    t.calls('1:hokum-S');
    expect(t.state.deal.contract).toMatchObject({ kind: 'hokum', trump: 'S', declarer: 1 });
    expect(t.cards.hands[1]).toContain('TD');
  });

  it('[BAL-3.3] a player yet to speak may say Sun after the Hokum, ending the auction', () => {
    const t = round2().calls('0:pass 1:hokum 2:pass 3:sun');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 3 });
  });

  it('[BAL-3.3] the Hokum bidder may switch to Sun', () => {
    const t = round2().calls('0:hokum 1:pass 2:pass 3:pass 0:sun');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 0 });
  });

  it('[BAL-3.3] a Hokum by the last speaker goes straight to naming the suit', () => {
    const t = round2().calls('0:pass 1:pass 2:pass 3:hokum');
    expect(t.state.turn).toBe(3);
    expect(t.state.deal.auction.stage).toBe('suitChoice');
    t.calls('3:hokum-H');
    expect(t.state.deal.contract).toMatchObject({ kind: 'hokum', trump: 'H', declarer: 3 });
  });

  it('[BAL-3.4] if all pass again the hand is thrown in and the next dealer deals (redeal)', () => {
    const next = {
      hands: [cards('AH KH QH JH TH'), cards('9H 8H 7H AS KS'), cards('QS JS TS 9S 8S'), cards('7S AC KC QC JC')],
      stock: cards('TC 9C 8C 7C AD KD QD JD TD 9D 8D 7D'),
    };
    const t = new Table({ deal: [RAW, next], score: [40, 30] });
    t.calls('0:pass 1:pass 2:pass 3:pass 0:pass 1:pass 2:pass 3:pass');
    expect(t.eventsOf('handThrownIn')).toEqual([{ type: 'handThrownIn', audience: 'all', hand: 1, dealer: 3 }]);
    expect(t.state.match.hand).toBe(2);
    expect(t.state.match.dealer).toBe(0);
    expect(t.state.turn).toBe(1);
    expect(t.state.deal.auction).toMatchObject({ round: 1, stage: 'open', calls: [] });
    expect(t.cards.bidCard).toBe('TC');
    expect(t.cards.hands).toEqual(next.hands);
    expect(t.state.match.score).toEqual([40, 30]);
    expect(t.eventsOf('handScored')).toHaveLength(0);
  });
});
