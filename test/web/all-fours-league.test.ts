import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/rules/registry.js';
import type { AllFoursState, Award, HandSummary } from '../../shared/rules/games/all-fours/state.js';
import type { AllFoursView } from '../../shared/rules/games/all-fours/view.js';
import { PACK } from '../../shared/rules/games/all-fours/cards.js';
import { allFoursModel } from '../../web/src/lib/games/all-fours/model.js';
import { describeAllFours } from '../../web/src/lib/games/all-fours/describe.js';
import { ui } from '../../web/src/lib/games/all-fours/index.js';
import Sheet from '../../web/src/lib/games/all-fours/Sheet.svelte';
import { mustApply, mustSetup } from '../kit/playout.js';
import { testNaming } from './table-kit.js';

const rules = RULES['all-fours'];
const naming = testNaming(3);
const HANDS = ['2H 9S 2D 3D 4D 5D', '7H 8H 9H TH JH QH', 'KS 2C 3C 4C 5C 6C', '3H 4H 6D 7D 8D 9D'];

/** Dealer 0, spades trumps, seat 1 has led the 7H: seat 2 holds the KS and five clubs. */
function led(options: Record<string, unknown>): AllFoursState {
  const hands = HANDS.map((h) => h.split(' '));
  const used = new Set([...hands.flat(), '3S']);
  const deal = { hands, stock: ['3S', ...PACK.filter((c) => !used.has(c))] };
  let state = mustSetup(rules, { seats: 4, seed: 'league', dealer: 0, deal, options });
  state = mustApply(rules, mustApply(rules, state, 0, { type: 'deal' }), 1, { type: 'stand' });
  return mustApply(rules, state, 1, { type: 'play', card: '7H' });
}

describe('All Fours league rules at the table [AF-10]', () => {
  it('[AF-10.1] raises only the lawful cards; a renege card is asked about before it goes', () => {
    const model = allFoursModel(rules.view(led({ followSuit: 'open', renege: 'one' }), 2));
    expect([...model.playable]).toEqual(['KS']);
    expect([...model.offTurn!.cards].sort()).toEqual(['2C', '3C', '4C', '5C', '6C']);
    expect(model.offTurn!.question('2C')).toContain('renege');
    // at a table that enforces following there is nothing to ask
    expect(allFoursModel(rules.view(led({}), 2)).offTurn).toBeNull();
  });

  it('[AF-10.2] one button opens the plays to call, trick by trick, with their players', () => {
    const state = mustApply(rules, led({ followSuit: 'open', renege: 'one' }), 2, { type: 'play', card: '2C' });
    const html = render(ui.Panel, { props: { view: rules.view(state, 3), act: () => {}, naming } }).body;
    expect(html).toContain('data-testid="renege-call"');
    expect(html).toContain('Call a renege');
    // the list opens on the tap; the words of a call and its verdict
    const line = { type: 'renegeCalled', seat: 3, data: { owner: 2, card: '2C', trick: 1, correct: true, team: 1, points: 1 } };
    expect(describeAllFours(line as never, naming)).toMatch(/Renege called by Seat3 on 2♣ \(Seat2, trick 1\): right, \+1/);
    const wrong = { ...line, data: { ...line.data, correct: false, team: 0 } };
    expect(describeAllFours(wrong as never, naming)).toMatch(/wrong, \+1/);
  });

  it('[AF-10.2a] the seat asked after the last trick is prompted, with "No renege"', () => {
    let state = led({ followSuit: 'open', renege: 'one' });
    while (state.phase === 'play') state = mustApply(rules, state, state.turn, rules.legalActions(state, state.turn)[0]);
    expect(state.phase).toBe('ask');
    const html = render(ui.Panel, { props: { view: rules.view(state, 1), act: () => {}, naming } }).body;
    expect(html).toContain('Do you call a renege?');
    expect(html).toContain('No renege');
    expect(allFoursModel(rules.view(state, 2)).notes[1]).toContain('Renege?');
  });

  it('[AF-10.2] the hand result says who called whom, in which trick, and whether rightly', () => {
    const call: Award = { kind: 'renege', status: 'scored', team: 1, points: 1, seat: 3, rank: null, hang: false, call: { owner: 2, trick: 2, correct: true } };
    const last = { hand: 1, dealer: 0, awards: [call], cardPoints: [0, 0], points: [0, 1], score: [0, 1], winner: null } as unknown as HandSummary;
    const view = { lastHand: last, score: [0, 1], options: { target: 14 } } as unknown as AllFoursView;
    const html = render(Sheet, { props: { view, history: [last], act: () => {}, naming, part: 'last' } }).body;
    expect(html).toContain('Renege called (Seat3 → Seat2, Trick 2: right)');
  });

  it('[AF-10.4] a best of three shows the games won', () => {
    const model = allFoursModel(rules.view(led({ matchGames: 3 }), 'spectator'));
    expect(model.headline).toContain('Games 0–0');
    expect(allFoursModel(rules.view(led({}), 'spectator')).headline).not.toContain('Games');
  });
});
