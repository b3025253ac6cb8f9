import { describe, expect, it } from 'vitest';
import { defendersKaboot, hokumHand, projectsFail, seventeen, siraTie, sunKaboot, tieHand } from './hands.js';

describe('Baloot scoring options', () => {
  it('[BAL-9 doubledScoring] winnerTakesAll: the winner of a raised hand takes 16 x level, the loser 0', () => {
    expect(hokumHand(0, '1:double 0:pass', { doubledScoring: 'winnerTakesAll' }).summary().score).toEqual([32, 0]);
    expect(hokumHand(0, '1:pass 3:pass', { doubledScoring: 'winnerTakesAll' }).summary().score).toEqual([13, 3]);
    // with projects: (16 + 5) x 3, and the Baloot to the winner
    expect(projectsFail('1:double 0:triple 1:pass', { doubledScoring: 'winnerTakesAll' }).summary().score).toEqual([0, 65]);
  });

  it('[BAL-9 kaboot] standard: Sun 44, Hokum 25, no Ace bonus', () => {
    expect(sunKaboot('AS', {}, { kaboot: 'standard' }).summary().score).toEqual([44, 0]);
    expect(sunKaboot('AS', { 0: ['AS KS QS JS TS', '9S 8S 7S'] }, { kaboot: 'standard' }).summary().score).toEqual([68, 0]);
    expect(defendersKaboot({ kaboot: 'standard' }).summary().score).toEqual([27, 0]);
  });

  it('[BAL-9 hokumSum16] true: a 17-point Hokum loses 1 from the team with more abnat (both end in 6)', () => {
    const s = seventeen({ hokumSum16: true }).summary();
    expect(s.points).toEqual([8, 8]);
    expect(s).toMatchObject({ result: 'failure', score: [0, 16] });
    expect(hokumHand(0, '1:pass 3:pass', { hokumSum16: true }).summary().score).toEqual([13, 3]);
  });

  it('[BAL-9 tie] compareAbnat: a tie of totals goes to the team with more abnat, equal abnat fails', () => {
    expect(siraTie({ tie: 'compareAbnat' }).summary()).toMatchObject({ result: 'success', score: [15, 15] });
    expect(tieHand({ tie: 'compareAbnat' }).summary()).toMatchObject({ result: 'failure', score: [0, 26] });
  });

  it('[BAL-9 tie] declarerWins: a tie of totals succeeds', () => {
    expect(siraTie({ tie: 'declarerWins' }).summary()).toMatchObject({ result: 'success', score: [15, 15] });
    expect(tieHand({ tie: 'declarerWins' }).summary()).toMatchObject({ result: 'success', score: [13, 13] });
  });

  it('[BAL-9 balootImmune] true: the Baloot stays with the team that declared it, even on failure', () => {
    expect(projectsFail('1:pass 3:pass', { balootImmune: true }).summary().score).toEqual([2, 21]);
    expect(projectsFail('1:double 0:triple 1:pass', { balootImmune: true }).summary().score).toEqual([2, 63]);
  });
});
