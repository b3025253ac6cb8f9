import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/rules/core/game.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import type { BalootState } from '../../../shared/rules/games/baloot/state.js';
import { ClaimChecks } from '../../../shared/table/claims.js';
import { HOKUM_PLAN, SUN_PLAN } from './plans.js';
import { Table } from './stack.js';

// SUN_PLAN: seat 0 (team 0) declares Sun and leads AS; seat 1 (team 1) holds 7S QS and the TH.
const QAYD = { qayd: true };
const sun = (options: Record<string, unknown> = QAYD) => new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD', options }).calls('0:sun');
const calls = (t: Table, seat: number): string[] => t.legal(seat).flatMap((a) => (a.type === 'qayd' ? [a.card as string] : []));

describe('[BAL-10] Qayd', () => {
  it('[BAL-10.1] any card in hand may be played; a foul is noted in secret and looks like any card to the others', () => {
    const t = sun().play('AS');
    expect(t.playable(1)).toEqual(['7S', 'QS', 'TH', 'KH', 'AD', '9D', 'KC', 'JC']);
    expect(baloot.view(t.state, 1).fouls).toEqual(['TH', 'KH', 'AD', '9D', 'KC', 'JC']);
    expect(baloot.view(t.state, 2).fouls).toEqual([]);
    t.play('TH');
    expect(t.state.deal.fouls).toEqual([{ seat: 1, card: expect.any(Number), rule: 'follow' }]);
    expect(t.last).toEqual([{ type: 'cardPlayed', audience: 'all', seat: 1, card: 'TH' }]);
    const innocent: BalootState = { ...t.state, deal: { ...t.state.deal, fouls: [] } };
    for (const viewer of ['spectator', 0, 1, 2, 3] as Viewer[]) {
      expect(JSON.stringify(baloot.view(t.state, viewer))).toBe(JSON.stringify(baloot.view(innocent, viewer)));
    }
    expect(baloot.toAct(t.state)).toEqual(baloot.toAct(innocent));
  });

  it('[BAL-10.1] without qayd (default) the rules of play refuse the card, and nobody may call', () => {
    const t = sun({}).play('AS');
    expect(t.refuse(1, { type: 'play', card: 'TH' }).code).toBe('illegal');
    expect(t.refuse(1, { type: 'qayd', card: 'AS' }).code).toBe('illegal');
    expect(baloot.toAct(t.state)).toEqual([1]);
  });

  it('[BAL-10.2] [BAL-10.3] a right call, out of turn mid-trick, stops the hand: 26 in Sun for the caller, nothing for the offenders', () => {
    const t = sun().play('AS TH');
    // every seat with an opponent's card to name may act, whether a foul happened or not
    expect(baloot.toAct(t.state)).toEqual([2, 0, 1, 3]);
    expect(calls(t, 2)).toEqual(['TH']);
    expect(calls(t, 3)).toEqual(['AS']);
    const hand = t.state.match.hand;
    t.act(2, { type: 'qayd', card: 'TH' });
    expect(t.last[0]).toEqual({ type: 'qaydCalled', audience: 'all', seat: 2, owner: 1, card: 'TH', trick: 1, correct: true, rule: 'follow', team: 0 });
    const summary = t.summary();
    expect(summary).toMatchObject({ result: 'qayd', score: [26, 0], qayd: { seat: 2, owner: 1, trick: 1, correct: true, rule: 'follow', team: 0 }, kabootTeam: null });
    expect(JSON.stringify(summary)).not.toContain('TH');
    expect(t.state.match.score).toEqual([26, 0]);
    expect(t.state.match.hand).toBe(hand + 1);
    expect(t.state.phase).toBe('auction');
  });

  it('[BAL-10.2a] a call that ends the game mid-trick drops the trick: the finished table shows none', () => {
    // a wrong call on a lawful card gives the other team, already at 140, the game
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD', options: QAYD, score: [0, 140] }).calls('0:sun').play('AS 7S');
    t.act(0, { type: 'qayd', card: '7S' });
    expect(t.state.phase).toBe('over');
    expect(baloot.view(t.state, 'spectator').trick).toEqual([]);
    expect(baloot.view(t.state, 'spectator').handSizes.every((n) => Number.isInteger(n))).toBe(true);
  });

  it('[BAL-10.4] a wrong call scores the same for the other team', () => {
    const t = sun().play('AS 7S');
    t.act(0, { type: 'qayd', card: '7S' });
    expect(t.last[0]).toMatchObject({ correct: false, rule: null, team: 1 });
    expect(t.summary()).toMatchObject({ result: 'qayd', score: [0, 26] });
  });

  it('[BAL-10.3a] Hokum: 16 times the raise level for the team that did not offend', () => {
    const t = new Table({ plan: HOKUM_PLAN, declarer: 0, bid: '9S', options: QAYD }).calls('0:hokum 1:pass 2:pass 3:pass 0:hokum 1:pass 3:pass');
    t.play('AH 7H');
    t.act(3, { type: 'qayd', card: 'AH' });
    expect(t.summary()).toMatchObject({ result: 'qayd', score: [16, 0] });
  });

  it('[BAL-10.2a] not a call: a partner\'s card, one nobody played; nothing changes', () => {
    const t = sun().play('AS TH');
    expect(t.refuse(3, { type: 'qayd', card: 'TH' }).code).toBe('illegal');
    expect(t.refuse(1, { type: 'qayd', card: 'KD' }).code).toBe('illegal');
    expect(t.refuse(1, { type: 'qayd' }).code).toBe('badAction');
    expect(t.refuse(1, { type: 'noCall' }).code).toBe('illegal');
  });

  it('[BAL-10.2a] [BAL-10.5] after the last trick every seat is asked from the dealer\'s right; an uncalled foul stands', () => {
    const t = sun().play('AS TH');
    const hand = t.state.match.hand;
    t.playOut();
    expect(t.state.phase).toBe('asking');
    expect(t.state.turn).toBe(0); // dealer 3: seat 0 is asked first
    expect(t.refuse(0, { type: 'play', card: 'AS' }).code).toBe('illegal');
    for (const seat of [0, 1, 2]) t.act(seat, { type: 'noCall' });
    expect(t.state.turn).toBe(3);
    expect(t.eventsOf('qaydAsked').map((e) => e.seat)).toEqual([0, 1, 2, 3]);
    t.act(3, { type: 'noCall' });
    expect(t.state.match.hand).toBe(hand + 1);
    expect(t.summary().result).not.toBe('qayd');
    // [BAL-10.2a] once scored, the hand's cards can no longer be called
    expect(t.refuse(2, { type: 'qayd', card: 'TH' }).code).toBe('notYourTurn');
  });

  it('[BAL-10.1a] the rule a foul broke: a trump owed, a higher trump owed', () => {
    // Hokum spades, seat 0 holds all the hearts: seat 1 void in hearts, holding 9S 7S (saudi: must trump)
    const hands = ['AH KH QH JH TH 9H 8H 7H', '9S 7S AD QD TD 8D AC QC', 'JS KS KD JD 9D 7D KC JC', 'AS TS QS 8S TC 9C 8C 7C'];
    const hokum = () =>
      new Table({ hands, declarer: 0, bid: '7H', options: { qayd: true, trumpObligation: 'saudi' } }).calls(
        '0:pass 1:pass 2:pass 3:pass 0:hokum 1:pass 2:pass 3:pass 0:hokum-S 1:pass 3:pass',
      );
    let t = hokum().play('AH AD');
    expect(t.state.deal.fouls.map((f) => f.rule)).toEqual(['trump']);
    // seat 1 trumps with the 7S; seat 2 over-trumps lawfully with the KS; seat 3, void in hearts, its partner
    // beaten, holds the AS and TS that beat the KS: its 8S under it is a foul
    t = hokum().play('AH 7S');
    t.play('KS 8S');
    expect(t.state.deal.fouls.map((f) => f.rule)).toEqual(['overTrump']);
  });

  it('[BAL-10.2a] a call while asked stops the hand like any other', () => {
    const t = sun().play('AS TH').playOut();
    t.act(0, { type: 'qayd', card: 'TH' });
    expect(t.summary()).toMatchObject({ result: 'qayd', score: [26, 0] });
  });
});

describe('[BAL-10] claims (sawa) at a Qayd table', () => {
  // SUN_PLAN with the clubs of the last two tricks changed: seat 0 leads trick 7 holding AC and TC, the two
  // best clubs, so it takes both tricks against any lawful play (a foul, a club kept back, could beat it)
  const PLAN = [...SUN_PLAN.slice(0, 6), 'AC KC JC QC', 'TC 7C 8C 9C'];
  function sevenLeft(): Table {
    const t = new Table({ plan: PLAN, declarer: 0, bid: 'KD', options: QAYD }).calls('0:sun');
    for (let k = 0; k < 6; k++) {
      const cards = PLAN[k].split(' ');
      for (let i = 0; i < 4; i++) t.act(t.state.turn, { type: 'play', card: cards[t.state.turn] });
    }
    return t;
  }

  it('[BAL-10.2] a claim is judged against lawful play, and leaves the seats to be asked after trick 8', () => {
    const t = sevenLeft();
    expect(t.state.turn).toBe(0);
    const claim = new ClaimChecks().check(baloot as never, t.state, 1, 0);
    expect('steps' in claim).toBe(true);
    const steps = (claim as { steps: { seat: number; action: { type: string } }[] }).steps;
    // the rest of the hand played out, lawfully, and no call made for anyone
    expect(steps.every((s) => s.action.type === 'play')).toBe(true);
    expect(steps).toHaveLength(8);
    for (const step of steps) t.act(step.seat, step.action as never);
    expect(t.state.phase).toBe('asking');
    expect(t.trickWinners().slice(-2)).toEqual([0, 0]);
  });
});
