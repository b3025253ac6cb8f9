import { describe, expect, it } from 'vitest';
import { Table } from './stack.js';
import { HOKUM_PLAN, HOKUM_WINNERS, SUN_PLAN, SUN_WINNERS } from './plans.js';

// Hokum with spades named in round 2 by seat 0, who holds all the hearts (bid card 7H); nobody else
// holds a heart, so every heart lead tests what a void player may do.
const VOID_HANDS = [
  'AH KH QH JH TH 9H 8H 7H',
  '9S 7S AD QD TD 8D AC QC',
  'JS KS KD JD 9D 7D KC JC',
  'AS TS QS 8S TC 9C 8C 7C',
];
const voidHokum = (options: Record<string, unknown> = {}) =>
  new Table({ hands: VOID_HANDS, declarer: 0, bid: '7H', options })
    .calls('0:pass 1:pass 2:pass 3:pass 0:hokum 1:pass 2:pass 3:pass 0:hokum-S 1:pass 3:pass');

describe('Baloot play [BAL-5]', () => {
  it('[BAL-5.1] the declarer leads the first trick; the trick winner leads the next', () => {
    const t = new Table({ plan: HOKUM_PLAN, declarer: 1, bid: 'KS' });
    t.calls('0:pass 1:hokum 2:pass 3:pass 0:pass 1:hokum 2:pass 0:pass');
    expect(t.state.turn).toBe(1);
    expect(t.eventsOf('playStarted')[0]).toMatchObject({ leader: 1, contract: { declarer: 1, kind: 'hokum', trump: 'S' } });
    expect(t.refuse(0, { type: 'play', card: 'AH' }).code).toBe('notYourTurn');
    t.play('7H TH 8H AH');
    expect(t.last.filter((e) => e.type === 'trickWon')).toEqual([{ type: 'trickWon', audience: 'all', seat: 0, trick: 1 }]);
    expect(t.state.turn).toBe(0);
    expect(t.cards.tricks[0]).toEqual({
      plays: [{ seat: 1, card: '7H' }, { seat: 2, card: 'TH' }, { seat: 3, card: '8H' }, { seat: 0, card: 'AH' }],
      winner: 0,
    });
  });

  it('[BAL-5.1] option firstLead=dealerRight: the dealer\'s right leads whoever declared', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 1, bid: 'QS', options: { firstLead: 'dealerRight' } });
    t.calls('0:pass 1:sun 0:pass');
    expect(t.state.deal.contract?.declarer).toBe(1);
    expect(t.state.turn).toBe(0);
    expect(t.eventsOf('playStarted')[0]).toMatchObject({ leader: 0 });
    t.playPlan(SUN_PLAN);
    expect(t.trickWinners()).toEqual(SUN_WINNERS);
    expect(t.eventsOf('cardPlayed')[0]).toMatchObject({ seat: 0, card: 'AS' });
  });

  it('[BAL-5.1] option firstLead=declarer (default) with dealer 1: the declarer leads', () => {
    const t = new Table({ plan: SUN_PLAN, dealer: 1, declarer: 1, bid: 'QS' });
    t.calls('2:pass 3:pass 0:pass 1:sun 2:pass 3:pass 0:pass');
    expect(t.state.turn).toBe(1);
  });

  it('[BAL-5.2] follow suit if able', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD' }).calls('0:sun').play('AS');
    expect(t.playable(1)).toEqual(['7S', 'QS']);
    const refused = t.refuse(1, { type: 'play', card: 'TH' });
    expect(refused.code).toBe('illegal');
    expect(refused.message).toContain('follow suit');
    expect(t.refuse(1, { type: 'play', card: 'TS' }).code).toBe('illegal'); // not in that hand
  });

  it('[BAL-5.2] a void player may play any card: nobody is forced to trump', () => {
    const t = voidHokum().play('AH');
    expect(t.playable(1)).toEqual(['9S', '7S', 'AD', 'QD', 'TD', '8D', 'AC', 'QC']);
    t.play('AD'); // discards instead of trumping
    expect(t.playable(2)).toHaveLength(8);
    t.play('KC');
    expect(t.playable(3)).toHaveLength(8);
  });

  it('[BAL-5.3] the highest trump wins the trick: a low trump beats the Ace led', () => {
    const t = voidHokum().play('AH AD KC 8S');
    expect(t.trickWinners()).toEqual([3]);
    expect(t.state.turn).toBe(3);
  });

  it('[BAL-5.3] the Jack of trumps beats the Ace of trumps; without trumps the highest card of the suit led', () => {
    const t = voidHokum().play('AH 7S JS AS');
    expect(t.trickWinners()).toEqual([2]);
    // seat 2 leads KD: the TD of seat 1 is higher (A T K Q J 9 8 7); seat 0's hearts and seat 3's clubs do not count
    t.play('KD TC 8H TD');
    expect(t.trickWinners()).toEqual([2, 1]);
  });

  it('[BAL-5.3] Sun: the highest card of the suit led wins every trick of the plan', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD' }).calls('0:sun').playPlan(SUN_PLAN);
    expect(t.trickWinners()).toEqual(SUN_WINNERS);
  });

  it('[BAL-5.4] the hand ends after 8 tricks', () => {
    const t = new Table({ plan: HOKUM_PLAN, declarer: 0, bid: '9S' }).calls('0:hokum 1:pass 2:pass 3:pass 0:hokum 1:pass 3:pass');
    t.play('AH 7H TH 8H 9H KH QH JH AD 8D TD 7D 9D QD JD KD AC KC TC QC 7C JC 8C 9C 7S AS 8S JS');
    expect(t.cards.tricks).toHaveLength(7);
    expect(t.eventsOf('handScored')).toHaveLength(0);
    t.play('9S KS TS');
    expect(t.eventsOf('handScored')).toHaveLength(0);
    t.play('QS');
    expect(t.eventsOf('trickWon').map((e) => e.trick)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(t.trickWinners()).toEqual(HOKUM_WINNERS);
    expect(t.eventsOf('handScored')).toHaveLength(1);
    expect(t.state.match.hand).toBe(2);
    expect(t.state.phase).toBe('auction');
    expect(t.state.match.lastHand?.tricks).toEqual([5, 3]);
  });
});

describe('Baloot option trumpObligation [BAL-5.2]', () => {
  it('[BAL-9 trumpObligation] saudi: a void player must trump and must over-trump an opponent\'s trump', () => {
    const t = voidHokum({ trumpObligation: 'saudi' }).play('AH');
    expect(t.playable(1)).toEqual(['9S', '7S']); // void in hearts: must trump
    expect(t.refuse(1, { type: 'play', card: 'AD' }).code).toBe('illegal');
    t.play('9S');
    expect(t.playable(2)).toEqual(['JS']); // must beat the opponent's 9S: KS is lower
    t.play('JS');
    expect(t.playable(3)).toEqual(['AS', 'TS', 'QS', '8S']); // cannot beat JS: any trump
    t.play('8S');
    expect(t.trickWinners()).toEqual([2]);
  });

  it('[BAL-9 trumpObligation] saudi: following suit is enough in a plain suit; a void player is free when the partner wins', () => {
    const t = voidHokum({ trumpObligation: 'saudi' }).play('AH 9S JS 8S');
    t.play('KD');
    expect(t.playable(3)).toEqual(['AS', 'TS', 'QS']); // the opponent's KD wins: must trump
    t.play('AS');
    expect(t.playable(0)).toHaveLength(7); // no trumps: any card
    t.play('8H');
    expect(t.playable(1)).toEqual(['AD', 'QD', 'TD', '8D']); // follows diamonds, not forced over the trump
    t.play('AD');
    expect(t.trickWinners()).toEqual([2, 3]);
    t.play('7C 7H AC JC'); // seat 1 wins with AC
    t.play('QD 7D');
    expect(t.playable(3)).toEqual(['TS', 'QS', 'TC', '9C', '8C']); // partner (seat 1) wins: free
  });

  it('[BAL-9 trumpObligation] saudi: when trumps are led, an opponent must over-trump if able', () => {
    const t = voidHokum({ trumpObligation: 'saudi' }).play('AH 9S JS 8S');
    t.play('KS'); // seat 2 leads the King of trumps
    expect(t.playable(3)).toEqual(['AS', 'TS']);
    const none = voidHokum().play('AH 9S JS 8S KS');
    expect(none.playable(3)).toEqual(['AS', 'TS', 'QS']);
  });
});
