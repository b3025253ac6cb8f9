import { describe, expect, it } from 'vitest';
import { chooseAction, type BotLevel } from '../../../shared/bots/index.js';
import { provenReneges } from '../../../shared/bots/all-fours/reneges.js';
import type { Action } from '../../../shared/rules/core/game.js';
import { randomBelow, seededRandom } from '../../../shared/rules/core/shuffle.js';
import { PACK } from '../../../shared/rules/games/all-fours/cards.js';
import { allFours } from '../../../shared/rules/games/all-fours/index.js';
import type { AllFoursState } from '../../../shared/rules/games/all-fours/state.js';
import { mustApply, mustSetup } from '../../kit/playout.js';

const LEAGUE = { followSuit: 'open', renege: 'one' };

function dealt(hands: string[], kick: string): AllFoursState {
  const given = hands.map((h) => h.split(' '));
  const used = new Set([...given.flat(), kick]);
  const deal = { hands: given, stock: [kick, ...PACK.filter((c) => !used.has(c))] };
  const state = mustSetup(allFours, { seats: 4, seed: 'bots', dealer: 0, deal, options: LEAGUE });
  return mustApply(allFours, mustApply(allFours, state, 0, { type: 'deal' }), 1, { type: 'stand' });
}

function plays(state: AllFoursState, text: string): AllFoursState {
  let current = state;
  for (const card of text.split(' ')) current = mustApply(allFours, current, current.turn, { type: 'play', card });
  return current;
}

// spades trumps; seat 1 leads hearts, seat 2 holds the KS and throws a club: a renege nobody can prove yet
const HANDS = ['2H 9S 2D 3D 4D 5D', '7H 8H 9H TH JH QH', 'KS 2C 3C 4C 5C 6C', '3H 4H 6D 7D 8D 9D'];

describe('[AF-10.2] the bots and reneges', () => {
  it('[AF-10.2] a renege is proven once its player shows the card it held, and then called at the bot\'s turn', () => {
    let state = plays(dealt(HANDS, '3S'), '7H 2C 3H 2H');
    // seat 3 won nothing yet: seat 1's hearts lead, seat 2 discarded; unproven while the KS is unseen
    expect(provenReneges(allFours.view(state, 3))).toEqual([]);
    state = plays(state, '8H KS');
    expect(state.turn).toBe(3);
    expect(provenReneges(allFours.view(state, 3))).toEqual(['2C']);
    expect(chooseAction('all-fours', allFours.view(state, 3), 'standard', 't')).toEqual({ type: 'callRenege', card: '2C' });
    expect(chooseAction('all-fours', allFours.view(state, 3), 'expert', 't')).toEqual({ type: 'callRenege', card: '2C' });
  });

  it('[AF-10.1] a bot never plays a renege, even where the table would let it', () => {
    const state = plays(dealt(HANDS, '3S'), '7H');
    for (const level of ['standard', 'expert'] as BotLevel[]) {
      expect(chooseAction('all-fours', allFours.view(state, 2), level, 't')).toEqual({ type: 'play', card: 'KS' });
    }
  });

  // Seats 0 and 2 renege whenever they can, half the time; seats 1 and 3 are bots. Every call the bots
  // make must be right, they must renege never, and every renege of 0 and 2 must be called before the
  // hand is counted: at the latest, when asked after the last trick, every card is known.
  for (const level of ['standard', 'expert'] as BotLevel[]) {
    it(`[AF-10.2] ${level} bots call every renege by the count, never wrongly, and never renege`, () => {
      const games = level === 'expert' ? 2 : 12;
      let called = 0;
      let reneges = 0;
      for (let g = 0; g < games; g++) {
        const random = seededRandom(`renegers-${g}`);
        let state = mustSetup(allFours, { seats: 4, seed: `reneges-${level}-${g}`, options: { ...LEAGUE, target: 11 } });
        for (let step = 0; step < 5000 && allFours.outcome(state) === null; step++) {
          const seat = state.turn;
          let action: Action;
          if (seat % 2 === 1) {
            action = chooseAction('all-fours', allFours.view(state, seat), level, `g${g}`);
          } else {
            const view = allFours.view(state, seat);
            const reneges = view.reneges;
            const choices = view.legal.filter((a) => a.type !== 'callRenege');
            action = reneges.length > 0 && randomBelow(random, 2) === 0 ? { type: 'play', card: reneges[0] } : choices[randomBelow(random, choices.length)];
          }
          const before = state;
          state = mustApply(allFours, state, seat, action);
          if (action.type === 'callRenege') {
            const event = (allFours.apply(before, seat, action) as { events: { type: string; correct?: boolean }[] }).events[0];
            expect(event.correct, `${level} call on ${String(action.card)}`).toBe(true);
            called++;
          }
          expect(state.reneges.filter((r) => r.seat % 2 === 1)).toEqual([]);
          if (before.phase === 'ask' && action.type === 'noCall' && state.phase !== 'ask') {
            // the hand is being counted: every renege of this hand was called, correctly
            const trickOf = (card: string) => before.tricks.findIndex((t) => t.plays.some((p) => p.card === card)) + 1;
            const uncalled = before.reneges.filter((r) => !before.awards.some((a) => a.call?.correct && a.call.owner === r.seat && a.call.trick === trickOf(r.card)));
            expect(uncalled).toEqual([]);
            reneges += before.reneges.length;
          }
        }
      }
      expect(called).toBeGreaterThan(0);
      expect(reneges).toBeGreaterThan(0);
    });
  }
});
