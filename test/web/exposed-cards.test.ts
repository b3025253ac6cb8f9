import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../shared/rules/core/game.js';
import { RULES } from '../../shared/rules/registry.js';
import type { AllFoursView } from '../../shared/rules/games/all-fours/view.js';
import { allFoursModel } from '../../web/src/lib/games/all-fours/model.js';
import { ui } from '../../web/src/lib/games/all-fours/index.js';
import GameTable from '../../web/src/lib/games/GameTable.svelte';
import { playingOf } from '../../web/src/lib/games/playing.js';
import type { TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import { mustApply, mustSetup } from '../kit/playout.js';
import { testNaming } from './table-kit.js';

const rules = RULES['all-fours'];
const naming = testNaming();

/** Two players, seat 0 deals; seat 1 is to stand or beg. */
function dealt() {
  const start = mustSetup(rules, { seats: 2, seed: 'exposed', dealer: 0, options: { exposedCards: true } });
  return mustApply(rules, start, 0, { type: 'deal' });
}

function snapshot(view: AllFoursView, mySeat: number | null): TableSnapshot<'all-fours'> {
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
    claims: false,
    autoForced: false,
    spectatorReactions: false,
    botLevel: 'standard',
    errorCode: null,
    waiting: 0,
    notice: null,
    catchUp: null,
    talk: { on: true, lines: [], unread: 0, reactions: [], muted: false, mutedSeats: [] },
  };
}

/** GameTable's props for a snapshot. */
function table(snap: TableSnapshot<'all-fours'>) {
  return { snapshot: snap, playing: playingOf(snap, ui)!, naming, act: () => {}, rematch: () => {} };
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
    state = mustApply(rules, state, 0, { type: 'play', card });
    for (const viewer of [0, 1, 'spectator'] as const) expect(allFoursModel(rules.view(state, viewer)).shown[0]).toEqual([card]);
    const html = render(GameTable, { props: table(snapshot(rules.view(state, 1), 1)) }).body;
    expect(html).toMatch(new RegExp(`class="seat[^"]*"[^>]*data-seat="0"[\\s\\S]*?class="shown[\\s\\S]*?data-card="${card}"`));
    // the owner's own hand marks it
    const own = render(GameTable, { props: table(snapshot(rules.view(state, 0), 0)) }).body;
    expect(own).toMatch(new RegExp(`data-card="${card}"[\\s\\S]*?class="mark`));

    state = mustApply(rules, state, 1, { type: 'stand' });
    // find a lead after which seat 0 may legally play its exposed card: seat 1 may then call it
    const leads = rules.legalActions(state, 1).filter((a: Action) => a.type === 'play');
    const called = leads
      .map((lead) => mustApply(rules, state, 1, lead))
      .find((after) => rules.legalActions(after, 1).some((a: Action) => a.type === 'call'));
    expect(called).toBeDefined();
    const model = allFoursModel(rules.view(called!, 1));
    expect([...model.callable]).toEqual([card]);
    const panel = render(ui.Panel, { props: { view: rules.view(called!, 1), act: () => {}, naming } }).body;
    expect(panel).toContain('Seat0 has exposed cards');
    expect(panel).toContain(`&quot;type&quot;:&quot;call&quot;`);
  });
});
