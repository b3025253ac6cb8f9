import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../shared/rules/core/game.js';
import { GAMES } from '../../shared/rules/registry.js';
import type { AllFoursState } from '../../shared/rules/games/all-fours/state.js';
import { allFoursModel } from '../../web/src/lib/games/all-fours/model.js';
import { ui } from '../../web/src/lib/games/all-fours/index.js';
import GameTable from '../../web/src/lib/games/GameTable.svelte';
import type { TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import { mustApply, mustSetup } from '../kit/playout.js';

const rules = GAMES['all-fours'];
const naming = { seatName: (s: number) => `Seat${s}`, teamName: (t: number) => `Team${t}` };

/** Two players, seat 0 deals; seat 1 is to stand or beg. */
function dealt(): AllFoursState {
  const start = mustSetup(rules, { seats: 2, seed: 'exposed', dealer: 0, options: { exposedCards: true } }) as AllFoursState;
  return mustApply(rules, start, 0, { type: 'deal' }) as AllFoursState;
}

function snapshot(view: unknown, mySeat: number | null): TableSnapshot {
  return {
    id: 't',
    game: 'all-fours',
    seatCount: 2,
    options: { exposedCards: true },
    seats: [0, 1].map((seat) => ({ seat, name: `P${seat}`, bot: false, connected: true, away: false })),
    mySeat,
    host: false,
    status: 'playing',
    view,
    history: [],
    clock: { mode: 'none', seconds: 0, deadline: null },
    log: [],
    error: null,
    waiting: 0,
    notice: null,
  };
}

describe('All Fours exposed cards [AF-6.1]', () => {
  it('keeps out-of-turn plays apart from plays: nothing is raised, the table asks first', () => {
    const state = dealt();
    const model = allFoursModel(rules.view(state, 0));
    expect(model.playable.size).toBe(0);
    expect([...model.offTurn!.cards].sort()).toEqual([...state.hands[0]].sort());
    expect(model.offTurn!.question('TH')).toContain('ten of hearts');
    // only the seat whose turn it is glows, not every seat that could expose a card
    expect(model.turn).toEqual([1]);
    const standing = allFoursModel(rules.view(state, 1));
    expect(standing.playable.size).toBe(0);
  });

  it('shows an exposed card face up in front of its owner to everyone, and lets an opponent call it', () => {
    let state = dealt();
    const card = state.hands[0][0];
    state = mustApply(rules, state, 0, { type: 'play', card }) as AllFoursState;
    for (const viewer of [0, 1, 'spectator'] as const) expect(allFoursModel(rules.view(state, viewer)).shown[0]).toEqual([card]);
    const html = render(GameTable, {
      props: { snapshot: snapshot(rules.view(state, 1), 1), ui, naming, act: () => {}, rematch: () => {} },
    }).body;
    expect(html).toMatch(new RegExp(`class="seat[^"]*"[^>]*data-seat="0"[\\s\\S]*?class="shown[\\s\\S]*?data-card="${card}"`));
    // the owner's own hand marks it
    const own = render(GameTable, { props: { snapshot: snapshot(rules.view(state, 0), 0), ui, naming, act: () => {}, rematch: () => {} } }).body;
    expect(own).toMatch(new RegExp(`data-card="${card}"[\\s\\S]*?class="mark`));

    state = mustApply(rules, state, 1, { type: 'stand' }) as AllFoursState;
    // find a lead after which seat 0 may legally play its exposed card: seat 1 may then call it
    const leads = rules.legalActions(state, 1).filter((a: Action) => a.type === 'play');
    const called = leads
      .map((lead) => mustApply(rules, state, 1, lead) as AllFoursState)
      .find((after) => rules.legalActions(after, 1).some((a: Action) => a.type === 'call'));
    expect(called).toBeDefined();
    const model = allFoursModel(rules.view(called!, 1));
    expect([...model.callable]).toEqual([card]);
    const panel = render(ui.Panel, { props: { view: rules.view(called!, 1), act: () => {}, naming } }).body;
    expect(panel).toContain('Seat0 has exposed cards');
    expect(panel).toContain(`&quot;type&quot;:&quot;call&quot;`);
  });
});
