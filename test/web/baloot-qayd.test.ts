import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { HandSummary } from '../../shared/rules/games/baloot/state.js';
import type { BalootView } from '../../shared/rules/games/baloot/view.js';
import { RULES } from '../../shared/rules/registry.js';
import { describeBaloot } from '../../web/src/lib/games/baloot/describe.js';
import { balootModel } from '../../web/src/lib/games/baloot/model.js';
import { ui } from '../../web/src/lib/games/baloot/index.js';
import Sheet from '../../web/src/lib/games/baloot/Sheet.svelte';
import { mustApply, mustSetup } from '../kit/playout.js';
import { testNaming } from './table-kit.js';

const rules = RULES.baloot;
const naming = testNaming(2);

// a Sun hand of random cards with Qayd on, played until seat `seat` may play a foul
function untilFoulOffered() {
  let state = mustSetup(rules, { seats: 4, seed: 'qayd-web', dealer: 3, options: { qayd: true } });
  for (let i = 0; i < 400; i++) {
    const seat = state.turn;
    const view = rules.view(state, seat);
    if (state.phase === 'playing' && view.fouls.length > 0) return { state, seat };
    const action = view.legal.find((a) => a.type === 'sun') ?? view.legal.find((a) => a.type !== 'qayd' && !(a.type === 'play' && view.fouls.includes(a.card)))!;
    state = mustApply(rules, state, seat, action);
  }
  throw new Error('no foul offered');
}

describe('Baloot Qayd at the table [BAL-10]', () => {
  it('[BAL-10.1] raises only the lawful cards; a foul card is asked about before it goes', () => {
    const { state, seat } = untilFoulOffered();
    const view = rules.view(state, seat);
    const model = balootModel(view);
    expect([...model.offTurn!.cards].sort()).toEqual([...view.fouls].sort());
    for (const card of view.fouls) expect(model.playable.has(card)).toBe(false);
    expect(model.offTurn!.question(view.fouls[0])).toContain('Qayd');
    // the Qayd button once an opponent has played a card
    const html = render(ui.Panel, { props: { view, act: () => {}, naming } }).body;
    expect(html.includes('data-testid="qayd-call"')).toBe(view.legal.some((a) => a.type === 'qayd'));
  });

  it('[BAL-10.3] the log and the hand result say who called Qayd on whom, where, rightly or not, and which rule', () => {
    const line = { type: 'qaydCalled', seat: 1, data: { owner: 2, card: 'TH', trick: 3, correct: true, rule: 'follow', team: 1 } };
    expect(describeBaloot(line as never, naming)).toBe('Qayd by Seat1 on 10♥ (Seat2, trick 3): right, a card of the suit led was held. The hand goes to Team1');
    const wrong = { ...line, data: { ...line.data, correct: false, rule: null, team: 0 } };
    expect(describeBaloot(wrong as never, naming)).toContain('wrong, that card was lawful');
    const last = {
      hand: 2,
      contract: { kind: 'sun', trump: null, declarer: 0, ashkal: false, level: 1, gahwa: false, locked: false, doubler: null },
      abnat: [40, 20], points: [0, 0], projects: [0, 4], baloot: [0, 0], totals: [0, 30], tricks: [2, 1],
      result: 'qayd', kabootTeam: null, declarerTeam: 0, score: [0, 30], gahwaWinner: null,
      qayd: { seat: 1, owner: 2, trick: 3, correct: true, rule: 'follow', team: 1 },
    } as HandSummary;
    const view = { lastHand: last, score: [0, 30], options: { target: 152 } } as unknown as BalootView;
    const html = render(Sheet, { props: { view, history: [last], act: () => {}, naming, part: 'last' } }).body;
    expect(html).toContain('Qayd (Seat1 → Seat2, Trick 3: right)');
    expect(html).toContain('Seat2: a card of the suit led was held');
    // scored by the call, not by card points or tricks
    expect(html).not.toContain('Card points');
  });
});
