import { describe, expect, it } from 'vitest';
import { Table } from './stack.js';
import { HOKUM_PLAN, SUN_PLAN } from './plans.js';

const HOKUM_BY_0 = '0:hokum 1:pass 2:pass 3:pass 0:hokum';
const hokum = (options: Record<string, unknown> = {}) =>
  new Table({ plan: HOKUM_PLAN, declarer: 0, bid: '9S', options }).calls(HOKUM_BY_0);
const sun = (score: number[], options: Record<string, unknown> = {}) =>
  new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD', score, options }).calls('0:sun');
const types = (t: Table, seat: number) =>
  t.legal(seat).map((a) => a.type + ('locked' in a ? (a.locked ? '-locked' : '-open') : ''));

describe('Baloot raising the stakes [BAL-4]', () => {
  it('[BAL-4.1] the double is offered to the defenders in turn after the declarer, then the full chain', () => {
    const t = hokum();
    expect(t.state.phase).toBe('raising');
    expect(t.state.turn).toBe(1);
    expect(types(t, 1)).toEqual(['pass', 'double']);
    t.calls('1:pass');
    expect(t.state.turn).toBe(3);
    t.calls('3:double');
    expect(t.state.turn).toBe(0);
    expect(types(t, 0)).toEqual(['pass', 'triple']);
    t.calls('0:triple');
    expect(t.state.turn).toBe(3); // the player who doubled may Four
    expect(types(t, 3)).toEqual(['pass', 'four']);
    t.calls('3:four');
    expect(types(t, 0)).toEqual(['pass', 'gahwa']);
    t.calls('0:gahwa');
    expect(t.state.phase).toBe('playing');
    expect(t.state.deal.contract).toMatchObject({ level: 4, gahwa: true, locked: false, doubler: 3 });
    expect(t.eventsOf('stakesRaised').map((e) => [e.seat, e.step, e.level, e.gahwa, e.locked])).toEqual([
      [3, 'double', 2, false, true],
      [0, 'triple', 3, false, false],
      [3, 'four', 4, false, true],
      [0, 'gahwa', 4, true, false],
    ]);
    expect(t.eventsOf('raiseDeclined')).toEqual([{ type: 'raiseDeclined', audience: 'all', seat: 1, step: 'double' }]);
  });

  it('[BAL-4.1] declining a step ends the chain', () => {
    const t = hokum().calls('1:double 0:pass');
    expect(t.state.phase).toBe('playing');
    expect(t.state.deal.contract).toMatchObject({ level: 2, doubler: 1, gahwa: false, locked: true });
    expect(t.state.turn).toBe(0);
    const four = hokum().calls('1:double 0:triple 1:pass');
    expect(four.state.deal.contract).toMatchObject({ level: 3, locked: false });
    const gahwa = hokum().calls('1:double 0:triple 1:four 0:pass');
    expect(gahwa.state.deal.contract).toMatchObject({ level: 4, gahwa: false, locked: true });
  });

  it('[BAL-4.1] when both defenders decline the hand is played at its value', () => {
    const t = hokum().calls('1:pass 3:pass');
    expect(t.state.phase).toBe('playing');
    expect(t.state.deal.contract).toMatchObject({ level: 1, doubler: null, locked: false });
  });

  it('[BAL-4.1] raises out of turn or out of order are refused', () => {
    const t = hokum();
    expect(t.refuse(3, { type: 'double' }).code).toBe('notYourTurn');
    expect(t.refuse(0, { type: 'double' }).code).toBe('notYourTurn');
    expect(t.refuse(1, { type: 'triple' }).code).toBe('illegal');
    expect(t.refuse(1, { type: 'gahwa' }).code).toBe('illegal');
    expect(t.refuse(1, { type: 'play', card: '7S' }).code).toBe('illegal');
    t.calls('1:double');
    expect(t.refuse(0, { type: 'four' }).code).toBe('illegal');
    expect(t.refuse(1, { type: 'four' }).code).toBe('notYourTurn');
  });

  it('[BAL-4.2] Sun chain open: declarer\'s team over 100, defenders under 100', () => {
    const t = sun([101, 99]);
    expect(t.state.phase).toBe('raising');
    expect(t.state.turn).toBe(1);
    t.calls('1:double 0:triple 1:four 0:gahwa');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', level: 4, gahwa: true });
  });

  it('[BAL-4.2] Sun chain closed otherwise: play starts at once', () => {
    for (const score of [[0, 0], [100, 50], [150, 100], [101, 100], [50, 120]]) {
      const t = sun(score);
      expect(t.state.phase).toBe('playing');
      expect(t.state.turn).toBe(0);
      expect(t.eventsOf('playStarted')).toHaveLength(1);
    }
  });

  it('[BAL-4.2] the gate looks at the declarer\'s team: team 1 declaring with 120 against 50 may be doubled', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 1, bid: 'QS', score: [50, 120] }).calls('0:pass 1:sun 0:pass');
    expect(t.state.phase).toBe('raising');
    expect(t.state.turn).toBe(2);
  });

  it('[BAL-14.1] sunDoubleGate reached100: open from exactly 100 (defenders still under 100); seed needs over 100', () => {
    const gated = (score: number[]) =>
      new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD', score, options: { sunDoubleGate: 'reached100' } }).calls('0:sun');
    expect(gated([100, 99]).state.phase).toBe('raising');
    expect(gated([100, 100]).state.phase).toBe('playing');
    expect(gated([99, 0]).state.phase).toBe('playing');
    expect(sun([100, 99]).state.phase).toBe('playing');
  });

  it('[BAL-4.2] a Hokum may always be doubled, whatever the score', () => {
    const t = new Table({ plan: HOKUM_PLAN, declarer: 0, bid: '9S', score: [0, 140] }).calls(HOKUM_BY_0);
    expect(t.state.phase).toBe('raising');
  });

  it('[BAL-4.3] doubled (x2) is locked: no trump lead while holding another suit', () => {
    const t = hokum().calls('1:double 0:pass');
    expect(t.playable(0)).toEqual(['AH', '9H', '7D', 'KD', 'AC', '7C']);
    const refused = t.refuse(0, { type: 'play', card: 'JS' });
    expect(refused.code).toBe('illegal');
    expect(refused.message).toContain('locked');
  });

  it('[BAL-4.3] the lock restricts leads only, for the whole hand; a hand of only trumps may lead one', () => {
    const t = hokum().calls('1:double 0:pass');
    t.play('AH 7H TH 8H'); // seat 0 wins and leads again
    expect(t.playable(0)).not.toContain('JS');
    t.play('9H KH QH JH AD 8D TD 7D 9D QD JD KD'); // seat 1 wins tricks 2 and 3, seat 0 trick 4
    expect(t.state.turn).toBe(0);
    t.play('AC KC TC QC 7C JC 8C 9C'); // seat 1 wins trick 6 with JC, holding only 7S KS
    expect(t.state.turn).toBe(1);
    expect(t.playable(1)).toEqual(['7S', 'KS']);
    t.play('7S AS 8S JS');
    expect(t.state.turn).toBe(0);
    expect(t.playable(0)).toEqual(['9S']);
  });

  it('[BAL-4.3] tripled (x3) is open: a trump may be led', () => {
    const t = hokum().calls('1:double 0:triple 1:pass');
    expect(t.playable(0)).toContain('JS');
    t.play('JS');
    expect(t.cards.trick).toEqual([{ seat: 0, card: 'JS' }]);
  });

  it('[BAL-4.3] four (x4) is locked again, Gahwa is open', () => {
    const four = hokum().calls('1:double 0:triple 1:four 0:pass');
    expect(four.playable(0)).not.toContain('JS');
    const gahwa = hokum().calls('1:double 0:triple 1:four 0:gahwa');
    expect(gahwa.playable(0)).toContain('JS');
  });
});

describe('Baloot raising options', () => {
  it('[BAL-9 lock] lock=auto: the double takes no locked flag', () => {
    const t = hokum();
    expect(t.refuse(1, { type: 'double', locked: false }).code).toBe('illegal');
  });

  it('[BAL-9 lock] lock=doublerChooses: the doubler says locked or open, for the double and the four', () => {
    const open = hokum({ lock: 'doublerChooses' });
    expect(types(open, 1)).toEqual(['pass', 'double-locked', 'double-open']);
    expect(open.refuse(1, { type: 'double' }).code).toBe('illegal');
    open.calls('1:double-open 0:pass');
    expect(open.state.deal.contract).toMatchObject({ level: 2, locked: false });
    expect(open.playable(0)).toContain('JS');

    const locked = hokum({ lock: 'doublerChooses' }).calls('1:double-locked 0:pass');
    expect(locked.state.deal.contract).toMatchObject({ level: 2, locked: true });
    expect(locked.playable(0)).not.toContain('JS');

    const four = hokum({ lock: 'doublerChooses' }).calls('1:double-open 0:triple');
    expect(types(four, 1)).toEqual(['pass', 'four-locked', 'four-open']);
    four.calls('1:four-locked 0:pass');
    expect(four.state.deal.contract).toMatchObject({ level: 4, locked: true });
  });

  it('[BAL-9 sunRaises] doubleOnly: in Sun only the double is allowed', () => {
    const t = sun([110, 20], { sunRaises: 'doubleOnly' }).calls('1:double');
    expect(t.state.phase).toBe('playing');
    expect(t.state.deal.contract).toMatchObject({ kind: 'sun', level: 2, doubler: 1 });
    expect(t.eventsOf('playStarted')).toHaveLength(1);
  });

  it('[BAL-9 sunRaises] fullChain (default): the declarer may triple a doubled Sun', () => {
    const t = sun([110, 20]).calls('1:double');
    expect(t.state.phase).toBe('raising');
    expect(types(t, 0)).toEqual(['pass', 'triple']);
  });

  it('[BAL-9 sunRaises] doubleOnly leaves a Hokum\'s chain whole', () => {
    const t = hokum({ sunRaises: 'doubleOnly' }).calls('1:double');
    expect(t.state.phase).toBe('raising');
    expect(types(t, 0)).toEqual(['pass', 'triple']);
  });
});
