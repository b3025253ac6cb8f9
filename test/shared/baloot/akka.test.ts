import { describe, expect, it } from 'vitest';
import { Table } from './stack.js';

// Hokum with spades named in round 2 by seat 0, who holds all the hearts (bid card 7H).
const VOID_HANDS = [
  'AH KH QH JH TH 9H 8H 7H',
  '9S 7S AD QD TD 8D AC QC',
  'JS KS KD JD 9D 7D KC JC',
  'AS TS QS 8S TC 9C 8C 7C',
];
const hokum = (options: Record<string, unknown>) =>
  new Table({ hands: VOID_HANDS, declarer: 0, bid: '7H', options }).calls('0:pass 1:pass 2:pass 3:pass 0:hokum 1:pass 2:pass 3:pass 0:hokum-S 1:pass 3:pass');
const akkas = (t: Table, seat: number) => t.legal(seat).flatMap((a) => (a.type === 'akka' ? [a.card as string] : []));

describe('[BAL-12] Akka', () => {
  it('[BAL-12.1] [BAL-12.1a] offered to the leader on a side-suit card, not an Ace, once every higher card of its suit is played', () => {
    const t = hokum({ akka: true });
    // the AH is an Ace; the TH has the AH above it, unplayed though its own leader holds it
    expect(akkas(t, 0)).toEqual([]);
    t.play('AH AD KC TC');
    expect(t.state.turn).toBe(0);
    expect(akkas(t, 0)).toEqual(['TH']);
    expect(t.refuse(0, { type: 'akka', card: 'KH' }).code).toBe('illegal');
    t.act(0, { type: 'akka', card: 'TH' });
    expect(t.last).toEqual([
      { type: 'cardPlayed', audience: 'all', seat: 0, card: 'TH' },
      { type: 'akkaAnnounced', audience: 'all', seat: 0, card: 'TH' },
    ]);
    expect(t.state.deal.fouls).toEqual([]);
    // [BAL-12.2] information only: the others play as they would
    expect(t.playable(1)).toHaveLength(7);
  });

  it('[BAL-12.1a] never with a trump, never in Sun, never without the option, never when following', () => {
    const t = hokum({ akka: true }).play('AH AD KC TC');
    expect(akkas(t, 0)).not.toContain('9S');
    expect(akkas(hokum({}).play('AH AD KC TC'), 0)).toEqual([]);
    t.play('TH');
    expect(akkas(t, 1)).toEqual([]);
    expect(t.refuse(1, { type: 'akka', card: 'AD' }).code).toBe('illegal');
  });

  it('[BAL-12.3] with Qayd every side-suit lead but an Ace may be announced; a false Akka is a foul nobody is told of', () => {
    const t = hokum({ akka: true, qayd: true }).play('AH AD KC TC');
    expect(akkas(t, 0)).toEqual(['KH', 'QH', 'JH', 'TH', '9H', '8H', '7H']);
    t.act(0, { type: 'akka', card: 'KH' });
    expect(t.state.deal.fouls).toEqual([{ seat: 0, card: expect.any(Number), rule: 'falseAkka' }]);
    expect(t.last.map((e) => e.type)).toEqual(['cardPlayed', 'akkaAnnounced']);
    t.act(1, { type: 'qayd', card: 'KH' });
    expect(t.summary()).toMatchObject({ result: 'qayd', score: [0, 16], qayd: { correct: true, rule: 'falseAkka' } });
  });
});
