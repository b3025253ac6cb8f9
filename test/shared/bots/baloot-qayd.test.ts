import { describe, expect, it } from 'vitest';
import { chooseAction, type BotLevel } from '../../../shared/bots/index.js';
import { provenFouls } from '../../../shared/bots/baloot/qayd.js';
import type { Action } from '../../../shared/rules/core/game.js';
import { randomBelow, seededRandom } from '../../../shared/rules/core/shuffle.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import { mustApply, mustSetup } from '../../kit/playout.js';
import { SUN_PLAN } from '../baloot/plans.js';
import { Table } from '../baloot/stack.js';

describe('[BAL-10] the bots and Qayd', () => {
  it('[BAL-10.2] a foul is proven once its player shows a card of the suit it did not follow, then called at the bot\'s turn', () => {
    // Sun, seat 0 leads AS; seat 1 holds 7S and QS but throws the TH: a foul nobody can prove yet
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD', options: { qayd: true } }).calls('0:sun').play('AS TH');
    expect(provenFouls(baloot.view(t.state, 2))).toEqual([]);
    t.play('TS 8S'); // seat 0 wins and leads again
    t.play('KS QS'); // seat 1 follows with a spade it held: the TH is proven
    expect(t.state.turn).toBe(2);
    const view = baloot.view(t.state, 2);
    expect(provenFouls(view)).toEqual(['TH']);
    for (const level of ['standard', 'expert'] as BotLevel[]) expect(chooseAction('baloot', view, level, 't')).toEqual({ type: 'qayd', card: 'TH' });
  });

  it('[BAL-10.1] a bot never plays a foul', () => {
    const t = new Table({ plan: SUN_PLAN, declarer: 0, bid: 'KD', options: { qayd: true } }).calls('0:sun').play('AS');
    for (const level of ['standard', 'expert'] as BotLevel[]) {
      const action = chooseAction('baloot', baloot.view(t.state, 1), level, 't');
      expect(['7S', 'QS']).toContain(String(action.card));
    }
  });

  // Seats 0 and 2 foul whenever they can, half the time; seats 1 and 3 are bots. Every Qayd the bots
  // call must be right, they must never foul, and no hand with a foul of seats 0 and 2 may be scored
  // without a Qayd: at the latest, asked after the last trick, every card is known.
  for (const level of ['standard', 'expert'] as BotLevel[]) {
    it(`[BAL-10.2] ${level} bots call Qayd on every foul by the end of the hand, never wrongly, and never foul`, () => {
      const games = level === 'expert' ? 1 : 6;
      let called = 0;
      for (let g = 0; g < games; g++) {
        const random = seededRandom(`foulers-${g}`);
        let state = mustSetup(baloot, { seats: 4, seed: `qayd-${level}-${g}`, options: { qayd: true, trumpObligation: 'saudi', target: 60 } });
        for (let step = 0; step < 3000 && baloot.outcome(state) === null; step++) {
          const seat = state.turn;
          let action: Action;
          const view = baloot.view(state, seat);
          if (seat % 2 === 1 || state.phase !== 'playing') {
            action = chooseAction('baloot', view, level, `g${g}`);
          } else {
            const choices = view.legal.filter((a) => a.type !== 'qayd');
            action = view.fouls.length > 0 && randomBelow(random, 2) === 0 ? { type: 'play', card: view.fouls[0] } : choices[randomBelow(random, choices.length)];
          }
          const before = state;
          const result = baloot.apply(state, seat, action);
          if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
          state = result.state;
          if (action.type === 'qayd') {
            expect(result.events[0], `${level} Qayd on ${String(action.card)}`).toMatchObject({ type: 'qaydCalled', correct: true });
            called++;
          }
          expect(state.deal.fouls.filter((f) => f.seat % 2 === 1)).toEqual([]);
          const scored = result.events.find((e) => e.type === 'handScored');
          if (scored && (scored.summary as { result: string }).result !== 'qayd') expect(before.deal.fouls).toEqual([]);
        }
      }
      expect(called).toBeGreaterThan(0);
    });
  }
});
