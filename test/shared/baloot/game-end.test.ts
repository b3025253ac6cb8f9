import { describe, expect, it } from 'vitest';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import { sunHand as played } from './hands.js';

/** SUN_PLAN by seat 0 (team 0 scores 18, team 1 scores 8) or by seat 1 (fails: team 0 scores 26). */
const sunHand = (score: number[], options: Record<string, unknown> = {}, declarer: 0 | 1 = 0, raise = '') =>
  played(declarer, options, score, raise);

describe('Baloot end of the game [BAL-8]', () => {
  it('[BAL-8.1] both teams over 152: the higher total wins', () => {
    const t = sunHand([150, 150]); // the Sun chain is closed: the defenders are not under 100
    expect(t.state.match.score).toEqual([168, 158]);
    expect(t.eventsOf('gameOver')).toEqual([{ type: 'gameOver', audience: 'all', winner: 0, score: [168, 158] }]);
    expect(t.state.phase).toBe('over');
    expect(baloot.outcome(t.state)).toEqual({ winner: 0, winners: [0, 2], score: [168, 158] });
    expect(baloot.toAct(t.state)).toEqual([]);
    expect(baloot.legalActions(t.state, 0)).toEqual([]);
    expect(t.refuse(0, { type: 'pass' }).code).toBe('gameOver');
    expect(baloot.view(t.state, 0).turn).toBeNull();
  });

  it('[BAL-8.1] both teams equal over 152: another hand is played', () => {
    const t = sunHand([140, 150]);
    expect(t.state.match.score).toEqual([158, 158]);
    expect(t.eventsOf('gameOver')).toEqual([]);
    expect(baloot.outcome(t.state)).toBeNull();
    expect(t.state).toMatchObject({ phase: 'auction', match: { hand: 2, dealer: 0 }, turn: 1 });
  });

  it('[BAL-8.1] reaching exactly 152 wins; 151 does not', () => {
    const win = sunHand([134, 0], {}, 0, '1:pass 3:pass'); // 134 > 100 and 0 < 100: the double is offered
    expect(win.state.match.score).toEqual([152, 8]);
    expect(win.state.match.winner).toBe(0);
    const short = sunHand([133, 0], {}, 0, '1:pass 3:pass');
    expect(short.state.match.score).toEqual([151, 8]);
    expect(short.state.match.winner).toBeNull();
    expect(short.state.phase).toBe('auction');
  });

  it('[BAL-8.1] the defenders may win the game on the declarer\'s failure', () => {
    const t = sunHand([130, 0], {}, 1);
    expect(t.state.match.score).toEqual([156, 0]);
    expect(t.eventsOf('gameOver')[0]).toMatchObject({ winner: 0 });
  });

  it('[BAL-9 target] a smaller target ends the game sooner; both over it, the higher wins', () => {
    expect(sunHand([0, 0], { target: 10 }).state.match.winner).toBe(0);
    expect(sunHand([0, 0], { target: 8 }).state.match.winner).toBe(0); // 18 and 8 both reach 8
    const open = sunHand([0, 0], { target: 20 });
    expect(open.state.match.winner).toBeNull();
    expect(open.state.match.score).toEqual([18, 8]);
  });

  it('[BAL-9 target] a larger target: 168 is not enough for 200', () => {
    const t = sunHand([150, 150], { target: 200 });
    expect(t.state.match.score).toEqual([168, 158]);
    expect(t.state.phase).toBe('auction');
  });
});
