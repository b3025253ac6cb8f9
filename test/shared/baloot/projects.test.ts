import { describe, expect, it } from 'vitest';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import { cards, Table } from './stack.js';
import { ALL_SPADES, FOUR_KINGS, PROJECTS_FAIL_PLAN } from './plans.js';

const HOKUM_BY_0 = '0:hokum 1:pass 2:pass 3:pass 0:hokum 1:pass 3:pass';

// Seat 0: run K Q J T 9 of hearts; seat 1: four Aces and four 8s (no project); nobody else a project.
const FOUR_ACES = [
  'KH QH JH TH 9H 7S 7D 7C',
  'AS AH AD AC 8S 8D 8C 8H',
  'KS JS 9S KD JD 9D KC JC',
  'QS TS 7H QD TD QC TC 9C',
];
// Seat 0: Sira A K Q of hearts (first speaker); seat 3: Fifty Q J T 9 of spades (the dealer).
const SIRA_VS_FIFTY = [
  'AH KH QH 7S 7D 9D 7C 9C',
  'AS 8S JH 9H 7H AD QD AC',
  'KS TH 8H KD JD KC JC 8C',
  'QS JS TS 9S TD 8D QC TC',
];
// Seat 0: Hundred Q J T 9 8 of hearts; seat 3: four Kings.
const FOUR_VS_RUN = [
  'QH JH TH 9H 8H 7S 7D 7C',
  'AS JS 9S AD JD 9D AC JC',
  'QS TS 8S QD TD 8D QC TC',
  'KS KH KD KC 9C 8C AH 7H',
];
// Seat 0: Sira K Q J of hearts; seat 3: Sira A K Q of spades.
const HIGHER_TOP = [
  'KH QH JH 7S 9S 7D 9D 7C',
  'JS 8S AH 9H 7H AD QD TD',
  'TS TH 8H KD JD 8D QC 9C',
  'AS KS QS AC KC JC TC 8C',
];
// Dealer 1 (order 2, 3, 0, 1): seat 3 and seat 0 both hold a King-high Sira.
const EARLIER_SEAT = [
  'KH QH JH AD QD TD 8D AC',
  'AS 9S 7S TH 8H QC TC 8C',
  'TS 8S AH 9H 7H JC 9C 7C',
  'KS QS JS KD JD 9D 7D KC',
];

const projectCards = (t: Table, seat: number) => t.state.deal.projects!.candidates[seat].map((p) => p.cards.join(' '));

describe('Baloot projects [BAL-6]', () => {
  it('[BAL-6.1] projects are declared on one\'s own turn in the first trick, before the card', () => {
    const t = new Table({ plan: PROJECTS_FAIL_PLAN, declarer: 0, bid: '8S' }).calls(HOKUM_BY_0);
    const declares = t.legal(0).filter((a) => a.type === 'declare');
    expect(declares).toEqual([
      { type: 'declare', projects: [cards('AH KH QH')] },
      { type: 'declare', projects: [cards('AH KH QH JH')] },
      { type: 'declare', projects: [cards('KH QH JH')] },
    ]);
    expect(t.refuse(1, { type: 'declare', projects: [cards('AD KD QD')] }).code).toBe('notYourTurn');
    t.declare(0, ['AH KH QH JH']);
    expect(t.last).toEqual([{ type: 'projectsDeclared', audience: 'all', seat: 0, kinds: ['fifty'] }]);
    expect(t.state.turn).toBe(0);
    expect(t.refuse(0, { type: 'declare', projects: [cards('AH KH QH')] }).code).toBe('illegal');
    t.play('7D');
    expect(t.refuse(1, { type: 'declare', projects: [cards('AH KH QH')] }).code).toBe('illegal'); // not held
    expect(t.refuse(1, { type: 'declare', projects: 'AD KD QD' }).code).toBe('illegal');
    t.declare(1, ['AD KD QD']).play('AD');
    expect(t.legal(2).some((a) => a.type === 'declare')).toBe(false);
    expect(t.refuse(2, { type: 'declare', projects: [cards('KS QS')] }).code).toBe('illegal'); // Baloot is not declared
    t.play('TD');
    // before the trick is complete only the kinds are known
    const before = baloot.view(t.state, 3).projects!;
    expect(before.kinds).toEqual([['fifty'], ['sira'], [], null]);
    expect(before.revealed).toBeNull();
    t.play('8D');
    const revealed = t.last.find((e) => e.type === 'projectsRevealed')!;
    expect(revealed.scoringTeam).toBe(0);
    expect((revealed.declared as { cards: string[] }[][]).map((d) => d.map((p) => p.cards.join(' ')))).toEqual([
      ['AH KH QH JH'],
      ['AD KD QD'],
      [],
      [],
    ]);
    expect(baloot.view(t.state, 3).projects!.revealed).toEqual(t.state.deal.projects!.declared);
    // trick 2: too late to declare
    expect(t.state.turn).toBe(1);
    expect(t.legal(1).some((a) => a.type === 'declare')).toBe(false);
    expect(t.refuse(1, { type: 'declare', projects: [cards('AD KD QD')] }).message).toContain('first trick');
  });

  it('[BAL-6.2] runs use A K Q J T 9 8 7, also in the trump suit: 3 Sira, 4 Fifty, 5+ Hundred', () => {
    // Hokum with spades trumps: seat 0's 8 trumps are still one run in the natural order
    const t = new Table({ hands: ALL_SPADES, declarer: 0, bid: 'AS' }).calls(HOKUM_BY_0);
    const runs = t.state.deal.projects!.candidates[0];
    expect(runs).toHaveLength(21); // 6 of 3 cards, 5 of 4, 4 of 5, 3 of 6, 2 of 7, 1 of 8
    const kinds = (length: number) => runs.filter((p) => p.cards.length === length).map((p) => p.kind);
    expect(kinds(3)).toEqual(Array(6).fill('sira'));
    expect(kinds(4)).toEqual(Array(5).fill('fifty'));
    expect([5, 6, 7, 8].flatMap(kinds)).toEqual(Array(10).fill('hundred'));
    expect(projectCards(t, 0)).toContain('JS TS 9S');
    expect(projectCards(t, 0)).toContain('AS KS QS JS TS 9S 8S 7S');
    for (const seat of [1, 2, 3]) expect(t.state.deal.projects!.candidates[seat]).toEqual([]);
  });

  it('[BAL-6.2] four Aces are a Four hundred in Sun and a Hundred in Hokum; four 8s are nothing', () => {
    const sun = new Table({ hands: FOUR_ACES, declarer: 0, bid: '7S' }).calls('0:sun');
    expect(sun.state.deal.projects!.candidates[1]).toEqual([{ kind: 'fourHundred', cards: cards('AS AH AD AC'), four: true }]);
    expect(projectCards(sun, 0)).toEqual(['KH QH JH', 'KH QH JH TH', 'KH QH JH TH 9H', 'QH JH TH', 'QH JH TH 9H', 'JH TH 9H']);
    expect(sun.state.deal.projects!.candidates[2]).toEqual([]);
    expect(sun.state.deal.projects!.candidates[3]).toEqual([]);
    const hokum = new Table({ hands: FOUR_ACES, declarer: 1, bid: '8S' }).calls('0:pass 1:hokum 2:pass 3:pass 0:pass 1:hokum 2:pass 0:pass');
    expect(hokum.state.deal.contract).toMatchObject({ kind: 'hokum', trump: 'S', declarer: 1 });
    expect(hokum.state.deal.projects!.candidates[1]).toEqual([{ kind: 'hundred', cards: cards('AS AH AD AC'), four: true }]);
  });

  it('[BAL-6.2] four Kings are a Hundred; the trump King and Queen of one hand are a Baloot in Hokum only', () => {
    const hokum = new Table({ hands: FOUR_KINGS, declarer: 0, bid: 'KS' }).calls(HOKUM_BY_0);
    expect(hokum.state.deal.projects!.candidates[0]).toEqual([{ kind: 'hundred', cards: cards('KS KH KD KC'), four: true }]);
    expect(hokum.state.deal.baloot).toEqual({ seat: 0, announced: false });
    const sun = new Table({ hands: FOUR_KINGS, declarer: 0, bid: 'KS' }).calls('0:sun');
    expect(sun.state.deal.baloot).toEqual({ seat: null, announced: false });
  });

  it('[BAL-6.2] Baloot is announced when the second of trump K and Q is played', () => {
    const t = new Table({ hands: FOUR_KINGS, declarer: 0, bid: 'KS' }).calls(HOKUM_BY_0);
    t.play('KS JS 9S 8S'); // seat 1 wins with the Jack
    expect(t.eventsOf('balootAnnounced')).toEqual([]);
    expect(baloot.view(t.state, 1).balootSeat).toBeNull();
    t.play('TS AS 7S QS');
    expect(t.last.filter((e) => e.type === 'balootAnnounced')).toEqual([{ type: 'balootAnnounced', audience: 'all', seat: 0 }]);
    expect(baloot.view(t.state, 1).balootSeat).toBe(0);
    t.playOut();
    expect(t.summary().baloot).toEqual([2, 0]);
  });

  it('[BAL-6.2] Baloot does not count when the King is part of the declared four-Kings Hundred', () => {
    const t = new Table({ hands: FOUR_KINGS, declarer: 0, bid: 'KS' }).calls(HOKUM_BY_0);
    t.declare(0, ['KS KH KD KC']).play('KS JS 9S 8S TS AS 7S QS');
    expect(t.eventsOf('balootAnnounced')).toEqual([]);
    t.playOut();
    expect(t.summary().baloot).toEqual([0, 0]);
    expect(t.summary().projects).toEqual([10, 0]);
  });

  it('[BAL-6.3] an 8-card run may be a Hundred plus a Sira; at most two projects, sharing no card', () => {
    const t = new Table({ hands: ALL_SPADES, declarer: 0, bid: 'AS' }).calls('0:sun');
    expect(t.legal(0)).toContainEqual({ type: 'declare', projects: [cards('AS KS QS JS TS'), cards('9S 8S 7S')] });
    expect(t.legal(0)).not.toContainEqual({ type: 'declare', projects: [cards('AS KS QS JS TS'), cards('TS 9S 8S')] });
    expect(t.refuse(0, { type: 'declare', projects: [cards('AS KS QS JS TS'), cards('TS 9S 8S')] }).code).toBe('illegal');
    const three = [cards('AS KS QS'), cards('JS TS 9S'), cards('9S 8S 7S')];
    expect(t.refuse(0, { type: 'declare', projects: three }).code).toBe('illegal');
    expect(t.refuse(0, { type: 'declare', projects: [] }).code).toBe('illegal');
    expect(t.refuse(0, { type: 'declare', projects: [cards('AS KS QS'), cards('AS KS QS')] }).code).toBe('illegal');
    t.declare(0, ['AS KS QS JS TS', '9S 8S 7S']);
    expect(t.last[0]).toMatchObject({ type: 'projectsDeclared', seat: 0, kinds: ['hundred', 'sira'] });
  });

  it('[BAL-6.4] a higher kind wins: a later Fifty beats an earlier Sira with a higher top card', () => {
    const t = new Table({ hands: SIRA_VS_FIFTY, declarer: 0, bid: '7S' }).calls('0:sun');
    expect(projectCards(t, 3)).toEqual(['QS JS TS', 'QS JS TS 9S', 'JS TS 9S']);
    t.playOut({ 0: ['AH KH QH'], 3: ['QS JS TS 9S'] }, 1);
    expect(t.state.deal.projects!.scoringTeam).toBe(1);
    expect(t.eventsOf('projectsRevealed')[0].scoringTeam).toBe(1);
    t.playOut();
    expect(t.summary().projects).toEqual([0, 10]); // Sun Fifty; the Sira of team 0 scores nothing
  });

  it('[BAL-6.4] a Four hundred beats a Hundred', () => {
    const t = new Table({ hands: FOUR_ACES, declarer: 0, bid: '7S' }).calls('0:sun');
    t.playOut({ 0: ['KH QH JH TH 9H'], 1: ['AS AH AD AC'] });
    expect(t.summary().projects).toEqual([0, 40]);
  });

  it('[BAL-6.4] equal kind: four of a kind beats a sequence (even one declared from an earlier seat)', () => {
    const t = new Table({ hands: FOUR_VS_RUN, declarer: 0, bid: '7S' }).calls('0:sun');
    t.playOut({ 0: ['QH JH TH 9H 8H'], 3: ['KS KH KD KC'] }, 1);
    expect(t.state.deal.projects!.declared.map((d) => d!.map((p) => p.kind))).toEqual([['hundred'], [], [], ['hundred']]);
    expect(t.state.deal.projects!.scoringTeam).toBe(1);
  });

  it('[BAL-6.4] four of a kind also wins in Hokum (four Aces, a Hundred there, against a run)', () => {
    const t = new Table({ hands: FOUR_ACES, declarer: 1, bid: '8S' }).calls('0:pass 1:hokum 2:pass 3:pass 0:pass 1:hokum 2:pass 0:pass');
    t.playOut({ 0: ['KH QH JH TH 9H'], 1: ['AS AH AD AC'] });
    expect(t.summary().projects).toEqual([0, 10]);
  });

  it('[BAL-6.4] equal kind, both sequences: the higher top card wins, whatever the seat', () => {
    const t = new Table({ hands: HIGHER_TOP, declarer: 0, bid: '7S' }).calls('0:sun');
    t.playOut({ 0: ['KH QH JH'], 3: ['AS KS QS'] }, 1);
    expect(t.state.deal.projects!.scoringTeam).toBe(1);
  });

  it('[BAL-6.4] equal projects: the player earlier from the dealer\'s right wins', () => {
    // dealer 1: seat 3 speaks second, seat 0 third
    const t = new Table({ hands: EARLIER_SEAT, dealer: 1, declarer: 2, bid: 'TS' }).calls('2:sun');
    expect(t.state.turn).toBe(2);
    t.playOut({ 3: ['KS QS JS'], 0: ['KH QH JH'] }, 1);
    expect(t.state.deal.projects!.scoringTeam).toBe(1);
    // the same hands with dealer 3 (seat 0 first): seat 0 wins
    const other = new Table({ hands: EARLIER_SEAT, dealer: 3, declarer: 2, bid: 'TS' }).calls('0:pass 1:pass 2:sun 0:pass 1:pass');
    other.playOut({ 3: ['KS QS JS'], 0: ['KH QH JH'] }, 1);
    expect(other.state.deal.projects!.scoringTeam).toBe(0);
  });

  it('[BAL-6.4] nobody declaring: no team scores projects', () => {
    const t = new Table({ hands: FOUR_ACES, declarer: 0, bid: '7S' }).calls('0:sun').playOut();
    expect(t.eventsOf('projectsRevealed')[0].scoringTeam).toBeNull();
    expect(t.summary().projects).toEqual([0, 0]);
  });

  it('[BAL-6.5] Sun values: Sira 4, Fifty 10, Hundred 20, Four hundred 40', () => {
    const value = (hands: string[], bid: string, declare: Record<number, string[]>) =>
      new Table({ hands, declarer: 0, bid }).calls('0:sun').playOut(declare).summary().projects;
    expect(value(FOUR_ACES, '7S', { 0: ['KH QH JH'] })).toEqual([4, 0]);
    expect(value(FOUR_ACES, '7S', { 0: ['KH QH JH TH'] })).toEqual([10, 0]);
    expect(value(FOUR_ACES, '7S', { 0: ['KH QH JH TH 9H'] })).toEqual([20, 0]);
    expect(value(FOUR_ACES, '7S', { 1: ['AS AH AD AC'] })).toEqual([0, 40]);
    expect(value(ALL_SPADES, 'AS', { 0: ['AS KS QS JS TS', '9S 8S 7S'] })).toEqual([24, 0]);
  });

  it('[BAL-6.5] Hokum values: Sira 2, Fifty 5, Hundred 10, Baloot 2', () => {
    const value = (hands: string[], bid: string, declare: Record<number, string[]>) =>
      new Table({ hands, declarer: 0, bid }).calls(HOKUM_BY_0).playOut(declare).summary();
    const fail = (declare: Record<number, string[]>) =>
      new Table({ plan: PROJECTS_FAIL_PLAN, declarer: 0, bid: '8S' }).calls(HOKUM_BY_0).playOut(declare).summary();
    expect(fail({ 1: ['AD KD QD'] }).projects).toEqual([0, 2]);
    expect(fail({ 0: ['AH KH QH JH'] }).projects).toEqual([5, 0]);
    expect(value(FOUR_KINGS, 'KS', { 0: ['KS KH KD KC'] }).projects).toEqual([10, 0]);
    expect(value(ALL_SPADES, 'AS', { 0: ['AS KS QS JS TS', '9S 8S 7S'] }).projects).toEqual([12, 0]);
    expect(value(FOUR_KINGS, 'KS', {}).baloot).toEqual([2, 0]);
  });
});
