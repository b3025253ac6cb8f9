import { describe, expect, it } from 'vitest';
import type { UpdateMessage } from '../../../shared/protocol/messages.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import type { BalootState } from '../../../shared/rules/games/baloot/state.js';
import type { BaseState, GameRules } from '../../../shared/rules/core/game.js';
import type { MemoryStore } from '../../../shared/table/memory-store.js';
import { TableGame } from '../../../shared/table/table-game.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

const rules = baloot as unknown as GameRules<BaseState>;

/** A Baloot table with a long target: the host in seat 0, bots elsewhere, started. */
function longGame() {
  const h = new Harness().create({ options: { target: 500 } });
  const host = h.connect({ hostKey: h.hostKey });
  const key = h.sit(host, 0);
  for (const seat of [1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
  h.send(host, { type: 'start' });
  return { h, host, key };
}

/** The host plays its first legal action; returns how many hands that scored. */
function move(h: Harness, host: FakePeer): number {
  const view = h.view(host);
  h.time += 500; // within the rate limit
  h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
  return host.lastOf('update').events.filter((event) => event.type === 'handScored').length;
}

/** Game 1 rebuilt from the whole log, and how many actions that read. */
function replayed(store: MemoryStore): { state: BaseState; read: number } {
  const before = store.actionsRead;
  const state = TableGame.replay(rules, store, store.loadGame(1)!).state;
  return { state, read: store.actionsRead - before };
}

/** Game 1 woken as a table wakes, and how many actions that read. */
function woken(store: MemoryStore): { state: BaseState; read: number } {
  const before = store.actionsRead;
  const state = TableGame.wake(rules, store, 1)!.state;
  return { state, read: store.actionsRead - before };
}

describe('snapshots', () => {
  it('are stored at every scored hand; waking from one equals the full replay and reads at most one hand', () => {
    const { h, host } = longGame();
    let hands = 0;
    let checks = 0;
    while (hands < 6) {
      hands += move(h, host);
      const snapshot = h.store.snapshots.get(1);
      if (!snapshot) continue;
      const wake = woken(h.store);
      const full = replayed(h.store);
      expect(wake.state).toEqual(full.state);
      expect(rules.view(wake.state, 0)).toEqual(h.view(host));
      // the snapshot is of the state right after the last hand was scored
      expect(JSON.parse(snapshot.state).match.history).toHaveLength(rules.history(full.state).length);
      expect(wake.read).toBeLessThanOrEqual(80); // a Baloot hand: an auction and 32 cards
      checks++;
    }
    expect(checks).toBeGreaterThan(20); // the moves of five hands after the first snapshot: about 50, the deals being random
    expect(replayed(h.store).read).toBeGreaterThan(5 * 32);
  });

  it('wake the table: the same view afterwards, without replaying the whole log', () => {
    const { h, host, key } = longGame();
    for (let hands = 0; hands < 4; ) hands += move(h, host);
    const before = host.lastOf('update');
    const read = h.store.actionsRead;
    h.wake();
    const phone = h.connect({ key });
    const after = phone.lastOf('update');
    expect(h.store.actionsRead - read).toBeLessThanOrEqual(80);
    expect(after.view).toEqual(before.view);
    expect(after.history).toEqual((h.send(host, { type: 'sync' }) as UpdateMessage).history);
    expect(h.view(phone).legal.length).toBeGreaterThan(0);
    expect(move(h, phone)).toBeGreaterThanOrEqual(0);
  });

  it('fall back to the full log when missing, not JSON, or not fitting the log', () => {
    const { h, host } = longGame();
    for (let hands = 0; hands < 3; ) hands += move(h, host);
    const full = replayed(h.store);
    const good = h.store.snapshots.get(1)!;
    const state = JSON.parse(good.state) as BaseState;
    const spoilt: [string, { version: number; state: string } | null][] = [
      ['missing', null],
      ['not JSON', { ...good, state: good.state.slice(0, 100) }],
      ['ahead of the log', { version: full.state.version + 5, state: JSON.stringify({ ...state, version: full.state.version + 5 }) }],
      ['of another game', { ...good, state: JSON.stringify({ ...state, game: 'fifty-six' }) }],
      // a snapshot stored before the state's shape changed (Baloot's card numbers: format 2) has no format
      ['of an older state shape', { ...good, state: JSON.stringify({ ...state, format: undefined }) }],
      ['of another state format', { ...good, state: JSON.stringify({ ...state, format: (state.format ?? 1) + 1 }) }],
      ['another version than its row', { ...good, version: good.version - 1 }],
    ];
    for (const [what, snapshot] of spoilt) {
      if (snapshot) h.store.snapshots.set(1, snapshot);
      else h.store.snapshots.delete(1);
      const wake = woken(h.store);
      expect(wake.state, what).toEqual(full.state);
      expect(wake.read, what).toBeGreaterThanOrEqual(full.read);
    }
    // the session wakes the same way, and the next scored hand stores a good snapshot again
    h.wake();
    for (let hands = 0; hands < 1; ) hands += move(h, host);
    expect(woken(h.store).state).toEqual(replayed(h.store).state);
    expect(woken(h.store).read).toBeLessThanOrEqual(80);
  });

  it('stored by the engine before in an older shape it converts (Baloot format 2): loaded, not replayed', () => {
    const { h, host } = longGame();
    for (let hands = 0; hands < 3; ) hands += move(h, host);
    const full = replayed(h.store);
    const good = h.store.snapshots.get(1)!;
    // format 2 kept every field at the top level (test/shared/baloot/format.test.ts: real stored ones)
    const { match, deal, play, ...top } = JSON.parse(good.state) as BalootState;
    h.store.snapshots.set(1, { ...good, state: JSON.stringify({ ...top, ...match, ...deal, ...play, format: 2 }) });
    const wake = woken(h.store);
    expect(wake.state).toEqual(full.state);
    expect(wake.read).toBeLessThanOrEqual(80);
  });

  it('are kept for the current game only', () => {
    const h = new Harness(undefined, 100_000).create({ botLevel: 'random' });
    const host = h.connect({ hostKey: h.hostKey });
    for (const seat of [0, 1, 2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
    h.send(host, { type: 'start' });
    expect(host.lastOf('update').table.status).toBe('over');
    expect([...h.store.snapshots.keys()]).toEqual([1]);
    h.send(host, { type: 'rematch' });
    expect(host.lastOf('update').table.gameNo).toBe(2);
    expect([...h.store.snapshots.keys()]).toEqual([2]);
  });
});
