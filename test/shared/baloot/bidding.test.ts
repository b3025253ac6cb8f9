import { describe, expect, it } from 'vitest';
import { cards, Table } from './stack.js';
import { ACE_DEAL as ACE, RAW_DEAL as RAW } from './plans.js';

const types = (t: Table, seat: number) => t.legal(seat).map((a) => (a.suit ? `${a.type}-${a.suit}` : a.type));

describe('Baloot first round of bidding [BAL-2]', () => {
  it('[BAL-2.1] the dealer\'s right speaks first; Ashkal only for the 3rd and 4th speakers', () => {
    const t = new Table({ deal: RAW, dealer: 3 });
    expect(t.state.turn).toBe(0);
    expect(types(t, 0)).toEqual(['pass', 'hokum', 'sun']);
    expect(types(t, 1)).toEqual([]);
    expect(t.refuse(0, { type: 'ashkal' }).code).toBe('illegal');
    expect(t.refuse(1, { type: 'pass' }).code).toBe('notYourTurn');
    t.calls('0:pass');
    expect(types(t, 1)).toEqual(['pass', 'hokum', 'sun']);
    expect(t.refuse(1, { type: 'ashkal' }).code).toBe('illegal');
    t.calls('1:pass');
    expect(types(t, 2)).toEqual(['pass', 'hokum', 'sun', 'ashkal']);
    t.calls('2:pass');
    expect(types(t, 3)).toEqual(['pass', 'hokum', 'sun', 'ashkal']);
    expect(t.eventsOf('bidMade').map((e) => [e.seat, e.call])).toEqual([[0, 'pass'], [1, 'pass'], [2, 'pass']]);
  });

  it('[BAL-2.1] with dealer 1, seat 2 speaks first', () => {
    const t = new Table({ deal: RAW, dealer: 1 });
    expect(t.state.turn).toBe(2);
    expect(t.refuse(3, { type: 'pass' }).code).toBe('notYourTurn');
  });

  it('[BAL-2.1] a kept Hokum has the suit of the face-up card as trumps', () => {
    const t = new Table({ deal: RAW });
    expect(t.refuse(0, { type: 'hokum', suit: 'S' }).code).toBe('illegal'); // no other suit in round 1
    t.calls('0:pass 1:hokum 2:pass 3:pass 0:pass 1:hokum');
    expect(t.state.deal.contract).toMatchObject({ kind: 'hokum', trump: 'D', declarer: 1, ashkal: false, level: 1 });
  });

  it('[BAL-2.2] after a Hokum every other player may say Sun, an earlier passer included', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:pass 1:hokum');
    expect(t.state.turn).toBe(2);
    expect(types(t, 2)).toEqual(['pass', 'sun', 'ashkal']);
    t.calls('2:pass 3:pass');
    expect(t.state.turn).toBe(0);
    expect(types(t, 0)).toEqual(['pass', 'sun']);
    expect(t.refuse(0, { type: 'hokum' }).code).toBe('illegal');
    t.calls('0:sun'); // seat 0 is first in the order: nobody is earlier to take it over
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', trump: null, declarer: 0 });
  });

  it('[BAL-2.2] if all pass, the Hokum bidder keeps Hokum', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:hokum 1:pass 2:pass 3:pass');
    expect(t.state.turn).toBe(0);
    expect(types(t, 0)).toEqual(['hokum', 'sun']);
    expect(t.refuse(0, { type: 'pass' }).code).toBe('illegal');
    expect(t.refuse(0, { type: 'hokum', suit: 'S' }).code).toBe('illegal');
    t.calls('0:hokum');
    expect(t.state.deal.contract).toMatchObject({ kind: 'hokum', trump: 'D', declarer: 0 });
    expect(t.eventsOf('contractMade')).toHaveLength(1);
  });

  it('[BAL-2.2] [BAL-2.3] the Hokum bidder may switch to Sun, and that is final', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:pass 1:pass 2:hokum 3:pass 0:pass 1:pass 2:sun');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', trump: null, declarer: 2 });
    expect(t.state.phase).toBe('playing'); // nobody is asked again (and the Sun chain is closed at 0-0)
    expect(t.cards.hands.map((h) => h.length)).toEqual([8, 8, 8, 8]);
  });

  it('[BAL-2.3] Sun take-over: the earlier seats are asked in order and the first who takes it declares', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:pass 1:pass 2:sun');
    expect(t.state.deal.auction.stage).toBe('takeover');
    expect(t.state.turn).toBe(0);
    expect(types(t, 0)).toEqual(['pass', 'sun']);
    expect(t.refuse(3, { type: 'sun' }).code).toBe('notYourTurn');
    t.calls('0:pass');
    expect(t.state.turn).toBe(1);
    t.calls('1:sun');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 1, ashkal: false });
    expect(t.eventsOf('bidMade').map((e) => [e.seat, e.call, e.stage])).toEqual([
      [0, 'pass', 'open'],
      [1, 'pass', 'open'],
      [2, 'sun', 'open'],
      [0, 'pass', 'takeover'],
      [1, 'sun', 'takeover'],
    ]);
  });

  it('[BAL-2.3] when nobody takes it over the caller declares the Sun', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:pass 1:pass 2:pass 3:sun 0:pass 1:pass 2:pass');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 3 });
  });

  it('[BAL-2.3] a partner taking over only changes the declarer', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:pass 1:pass 2:sun 0:sun');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 0 });
    expect(t.cards.hands[0]).toContain('TD'); // the new declarer takes the bid card
  });

  it('[BAL-2.3] players after the Sun caller cannot take it', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:pass 1:sun');
    expect(t.state.turn).toBe(0);
    expect(t.refuse(2, { type: 'sun' }).code).toBe('notYourTurn');
    t.calls('0:pass');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 1 });
    expect(t.eventsOf('bidMade').some((e) => e.seat === 2 || e.seat === 3)).toBe(false);
  });

  it('[BAL-2.3] a Sun by the first speaker closes the auction at once', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:sun');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 0 });
    expect(t.eventsOf('bidMade')).toHaveLength(1);
  });

  it('[BAL-2.3] a Sun after a Hokum closes it to Hokum; the Hokum bidder, earlier, may take the Sun', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:hokum 1:pass 2:sun');
    expect(t.state.deal.auction.stage).toBe('takeover');
    expect(types(t, 0)).toEqual(['pass', 'sun']);
    t.calls('0:sun');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 0 });
  });

  it('[BAL-2.4] Ashkal makes the caller\'s partner the declarer: bid card, first lead, doubling', () => {
    const t = new Table({ deal: RAW, score: [110, 20] });
    t.calls('0:pass 1:pass 2:ashkal');
    expect(t.state.turn).toBe(0); // earlier seats may still take the Sun
    t.calls('0:pass 1:pass');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 0, ashkal: true });
    expect(t.eventsOf('bidCardTaken')).toEqual([{ type: 'bidCardTaken', audience: 'all', seat: 0, card: 'TD' }]);
    expect(t.cards.hands[0]).toEqual(cards('AS KS QS JS TS TD 9D 8D'));
    expect(t.cards.hands[2]).toEqual(cards('QH JH TH 9H 8H QC JC TC'));
    // team 0 has 110 and team 1 20: the chain is open, the double is offered after the declarer (seat 0)
    expect(t.state.phase).toBe('raising');
    expect(t.state.turn).toBe(1);
    t.calls('1:pass 3:pass');
    expect(t.eventsOf('playStarted')[0]).toMatchObject({ leader: 0 });
  });

  it('[BAL-2.4] Ashkal by the dealer: seat 1 declares after seats 0, 1, 2 decline the take-over', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:pass 1:pass 2:pass 3:ashkal 0:pass 1:pass 2:pass');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 1, ashkal: true });
    expect(t.state.turn).toBe(1); // Sun chain closed at 0-0: the declarer leads
  });

  it('[BAL-2.4] an Ashkal counts as a Sun from the caller\'s seat for the take-over', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:pass 1:pass 2:ashkal 0:pass 1:sun');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 1, ashkal: false });
  });

  it('[BAL-2.4] Ashkal is allowed after a Hokum for the 3rd and 4th speakers', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:pass 1:hokum 2:pass 3:ashkal 0:pass 1:pass 2:pass');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 1, ashkal: true });
  });

  it('[BAL-2.5] if all four pass, the second round starts at once from the dealer\'s right', () => {
    const t = new Table({ deal: RAW });
    t.calls('0:pass 1:pass 2:pass 3:pass');
    expect(t.state.deal.auction.round).toBe(2);
    expect(t.state.deal.auction.stage).toBe('open');
    expect(t.state.turn).toBe(0);
    expect(types(t, 0)).toEqual(['pass', 'hokum', 'sun']);
    expect(t.state.match.hand).toBe(1);
  });
});

describe('Baloot option ashkalOnAce [BAL-2.1]', () => {
  it('[BAL-2.1] ashkalOnAce=true (default): Ashkal may be called on a face-up Ace', () => {
    const t = new Table({ deal: ACE }).calls('0:pass 1:pass');
    expect(types(t, 2)).toContain('ashkal');
    t.calls('2:ashkal 0:pass 1:pass');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', declarer: 0, ashkal: true });
  });

  it('[BAL-2.1] ashkalOnAce=false: no Ashkal on a face-up Ace, but still on other cards', () => {
    const t = new Table({ deal: ACE, options: { ashkalOnAce: false } }).calls('0:pass 1:pass');
    expect(types(t, 2)).toEqual(['pass', 'hokum', 'sun']);
    expect(t.refuse(2, { type: 'ashkal' }).code).toBe('illegal');
    const other = new Table({ deal: RAW, options: { ashkalOnAce: false } }).calls('0:pass 1:pass');
    expect(types(other, 2)).toContain('ashkal');
  });
});
