import { describe, expect, it } from 'vitest';
import { hokumGamePoints, sunGamePoints } from '../../../shared/rules/games/baloot/scoring.js';
import { Table } from './stack.js';
import { ALL_SPADES } from './plans.js';
import { defendersKaboot, HOKUM_BY_0, hokumHand, projectsFail, seventeen, siraTie, sunHand, sunKaboot, tieHand } from './hands.js';

describe('Baloot card points and conversion [BAL-7.1] [BAL-7.2]', () => {
  it('[BAL-7.1] Sun card points total 130 with the last trick worth 10 more', () => {
    const s = sunHand(0).summary();
    // team 1 wins T4 (9), T5 (21) and the last trick T8 (JC 2 + 10)
    expect(s.abnat).toEqual([88, 42]);
    expect(s.tricks).toEqual([5, 3]);
  });

  it('[BAL-7.1] Hokum card points total 162: trump J 20 and 9 14', () => {
    // team 0: AH 21 + KD 9 + AC 28 + JS AS 31 + 9S KS TS QS 31 + 10 last = 130
    expect(hokumHand(0, '1:pass 3:pass').summary().abnat).toEqual([130, 32]);
  });

  it('[BAL-7.2] Sun conversion: 63->12, 65->13, 67->14, 130->26', () => {
    expect([63, 65, 67, 130, 88, 42, 75, 55, 0].map(sunGamePoints)).toEqual([12, 13, 14, 26, 18, 8, 15, 11, 0]);
  });

  it('[BAL-7.2] Hokum conversion: 75->7, 76->8, 85->8, 86->9 (an exact .5 rounds down)', () => {
    expect([75, 76, 85, 86, 130, 32, 162, 0].map(hokumGamePoints)).toEqual([7, 8, 8, 9, 13, 3, 16, 0]);
  });

  it('[BAL-7.2] a Sun hand of 65 / 65 gives 13 each', () => {
    const s = tieHand().summary();
    expect(s.abnat).toEqual([65, 65]);
    expect(s.points).toEqual([13, 13]);
  });

  it('[BAL-7.2] a Hokum hand of 86 / 76 totals 17 (9 + 8)', () => {
    const s = seventeen().summary();
    expect(s.abnat).toEqual([86, 76]);
    expect(s.points).toEqual([9, 8]);
    expect(s.result).toBe('success');
    expect(s.score).toEqual([9, 8]);
  });
});

describe('Baloot hand result [BAL-7.3] - [BAL-7.6]', () => {
  it('[BAL-7.3] [BAL-7.4] Sun success: each team scores its own total', () => {
    const t = sunHand(0);
    const s = t.summary();
    expect(s).toMatchObject({ result: 'success', declarerTeam: 0, points: [18, 8], totals: [18, 8], score: [18, 8] });
    expect(t.eventsOf('handScored')[0]).toMatchObject({ audience: 'all', scoreAfter: [18, 8] });
    expect(t.state.match.score).toEqual([18, 8]);
  });

  it('[BAL-7.4] Hokum success: 13 against 3', () => {
    const s = hokumHand(0, '1:pass 3:pass').summary();
    expect(s).toMatchObject({ result: 'success', points: [13, 3], score: [13, 3], kabootTeam: null });
  });

  it('[BAL-7.4] a tie of totals fails (Sun 13 / 13): the defenders score 26', () => {
    const s = tieHand().summary();
    expect(s).toMatchObject({ result: 'failure', totals: [13, 13], score: [0, 26] });
  });

  it('[BAL-7.3] [BAL-7.4] a defender\'s Sira makes a tie: 15 + 0 against 11 + 4 fails', () => {
    const s = siraTie().summary();
    expect(s).toMatchObject({ abnat: [75, 55], points: [15, 11], projects: [0, 4], totals: [15, 15] });
    expect(s.result).toBe('failure');
    expect(s.score).toEqual([0, 30]); // 26 + the Sira
    // without the Sira the declarer succeeds 15 to 11
    expect(siraTie({}, false).summary()).toMatchObject({ result: 'success', score: [15, 11] });
  });

  it('[BAL-7.5] Sun failure: the declarer\'s team scores 0, the defenders 26', () => {
    const s = sunHand(1).summary();
    expect(s).toMatchObject({ declarerTeam: 1, totals: [18, 8], result: 'failure', score: [26, 0] });
  });

  it('[BAL-7.5] Hokum failure: the declarer\'s team scores 0, the defenders 16', () => {
    const s = hokumHand(1, '2:pass 0:pass').summary();
    expect(s).toMatchObject({ declarerTeam: 1, totals: [13, 3], result: 'failure', score: [16, 0] });
  });

  it('[BAL-7.3] [BAL-7.5] failure with projects on both sides: the defenders take 16, the Fifty and the Baloot', () => {
    const t = projectsFail('1:pass 3:pass');
    const s = t.summary();
    expect(t.eventsOf('balootAnnounced')).toEqual([{ type: 'balootAnnounced', audience: 'all', seat: 2 }]);
    expect(s).toMatchObject({
      abnat: [43, 119],
      points: [4, 12],
      projects: [5, 0], // only the best project's team scores: team 1's Sira counts nothing
      baloot: [2, 0],
      totals: [11, 12],
      result: 'failure',
      score: [0, 23],
    });
  });

  it('[BAL-7.6] Kaboot with an Ace as bid card: 88', () => {
    const t = sunKaboot('AS');
    const s = t.summary();
    expect(s).toMatchObject({ result: 'kaboot', kabootTeam: 0, tricks: [8, 0], abnat: [130, 0], score: [88, 0] });
    expect(t.trickWinners()).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('[BAL-7.6] Kaboot adds the team\'s own projects: 88 + Hundred 20 + Sira 4', () => {
    expect(sunKaboot('AS', { 0: ['AS KS QS JS TS', '9S 8S 7S'] }).summary().score).toEqual([112, 0]);
  });

  it('[BAL-7.6] Kaboot without an Ace as bid card: 44', () => {
    expect(sunKaboot('KS').summary().score).toEqual([44, 0]);
  });

  it('[BAL-7.6] Kaboot by the defenders in Hokum, Ace bid card: 88 + their Baloot, the declarer 0', () => {
    const t = defendersKaboot();
    const s = t.summary();
    expect(s.contract).toMatchObject({ kind: 'hokum', trump: 'S', declarer: 1 });
    expect(s).toMatchObject({ result: 'kaboot', kabootTeam: 0, declarerTeam: 1, baloot: [2, 0], abnat: [162, 0] });
    expect(s.score).toEqual([90, 0]);
  });
});

describe('Baloot raised stakes [BAL-7.7]', () => {
  it('[BAL-7.7] doubled (x2): each team\'s score is doubled', () => {
    const s = hokumHand(0, '1:double 0:pass').summary();
    expect(s.contract).toMatchObject({ level: 2, locked: true });
    expect(s.score).toEqual([26, 6]);
  });

  it('[BAL-7.7] a doubled Sun (chain open at 110 / 20): 36 and 16', () => {
    const t = sunHand(0, {}, [110, 20], '1:double 0:pass');
    expect(t.summary().score).toEqual([36, 16]);
    expect(t.state.match.score).toEqual([146, 36]);
  });

  it('[BAL-7.7] tripled (x3)', () => {
    expect(hokumHand(0, '1:double 0:triple 1:pass').summary().score).toEqual([39, 9]);
  });

  it('[BAL-7.7] four (x4)', () => {
    expect(hokumHand(0, '1:double 0:triple 1:four 0:pass').summary().score).toEqual([52, 12]);
  });

  it('[BAL-7.7] Gahwa won by the declarer ends the game at once', () => {
    const t = hokumHand(0, '1:double 0:triple 1:four 0:gahwa');
    expect(t.summary()).toMatchObject({ result: 'success', gahwaWinner: 0, score: [52, 12] });
    expect(t.eventsOf('gameOver')).toEqual([{ type: 'gameOver', audience: 'all', winner: 0, score: [52, 12] }]);
    expect(t.state.phase).toBe('over');
    expect(t.state.match.winner).toBe(0);
  });

  it('[BAL-7.7] Gahwa lost by the declarer: the defenders win the game', () => {
    const t = hokumHand(1, '2:double 1:triple 2:four 1:gahwa');
    const s = t.summary();
    expect(s).toMatchObject({ declarerTeam: 1, totals: [13, 3], result: 'failure', gahwaWinner: 0 });
    expect(s.score).toEqual([64, 0]); // 16 x 4
    expect(t.eventsOf('gameOver')[0]).toMatchObject({ winner: 0 });
    expect(t.state.match.winner).toBe(0);
  });

  it('[BAL-7.7] Baloot is not multiplied: a tripled failure gives (16 + 5) x 3 + 2', () => {
    expect(projectsFail('1:double 0:triple 1:pass').summary().score).toEqual([0, 65]);
  });

  it('[BAL-7.7] a doubled Kaboot: (88 + 12) x 2 + Baloot 2, and the game is won', () => {
    const t = new Table({ hands: ALL_SPADES, declarer: 0, bid: 'AS' }).calls(HOKUM_BY_0).calls('1:double 0:pass');
    t.playOut({ 0: ['AS KS QS JS TS', '9S 8S 7S'] });
    const s = t.summary();
    expect(s).toMatchObject({ result: 'kaboot', kabootTeam: 0, projects: [12, 0], baloot: [2, 0], score: [202, 0] });
    expect(t.state.match.winner).toBe(0);
  });
});
