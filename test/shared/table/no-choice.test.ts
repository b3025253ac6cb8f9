import { describe, expect, it } from 'vitest';
import { decodeClientMessage } from '../../../shared/protocol/decode.js';
import { FORCED_PAUSE_MS } from '../../../shared/table/deadlines.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

/** A two-player All Fours table of two people (the host in seat 0, a guest in seat 1), started. */
function twoPeople(request: Record<string, unknown> = {}) {
  const h = new Harness(undefined, undefined, { seed: (n) => `no-choice-${n}` }).create({ game: 'all-fours', seats: 2, ...request });
  const host = h.connect({ hostKey: h.hostKey });
  const hostKey = h.sit(host, 0, 'Reem');
  const guest = h.connect();
  const guestKey = h.sit(guest, 1, 'Sami');
  h.send(host, { type: 'start' });
  return { h, peers: [host, guest], keys: [hostKey, guestKey] };
}

/** The socket of the seat the game waits for, and its view. */
function mover(h: Harness, peers: FakePeer[]) {
  const [seat] = peers[0]!.lastOf('update').table.turn;
  const peer = peers[seat!]!;
  return { seat: seat!, peer, view: h.view(peer) };
}

/** Plays first legal actions (a second apart) until the seat to act has exactly one legal action. */
function untilOneChoice(h: Harness, peers: FakePeer[]) {
  for (let guard = 0; guard < 200; guard++) {
    const turn = mover(h, peers);
    if (turn.view.legal.length === 1) return turn;
    h.time += 1000;
    h.send(turn.peer, { type: 'act', version: turn.view.version, action: turn.view.legal[0] });
  }
  throw new Error('never came to a single legal action');
}

const actions = (h: Harness) => h.store.games.get(1)!.actions;

describe('no move without a choice', () => {
  it('[AF-1.2] deals for a person dealer at once, logged auto, in the same update as the move before', () => {
    const { h, peers } = twoPeople();
    const first = actions(h)[0]!;
    expect(first).toMatchObject({ version: 0, action: { type: 'deal' }, by: 'auto' });
    // the start's one update already shows the stand/beg decision
    const view = h.view(peers[0]!) as unknown as { phase: string; version: number };
    expect(view).toMatchObject({ phase: 'stand', version: 1 });
    expect(peers[0]!.lastOf('update').events.map((e) => e.type)).toContain('handDealt');
    expect(h.view(peers[first.seat]!).legal.some((a) => a.type === 'deal')).toBe(false);
    // the next hand is dealt by itself too, in the update of the last card of the hand
    for (let guard = 0; guard < 200 && !actions(h).slice(1).some((a) => a.action.type === 'deal'); guard++) {
      const turn = mover(h, peers);
      h.send(turn.peer, { type: 'act', version: turn.view.version, action: turn.view.legal[0] });
    }
    const deals = actions(h).filter((a) => a.action.type === 'deal');
    expect(deals.length).toBeGreaterThanOrEqual(2);
    expect(deals.every((a) => a.by === 'auto')).toBe(true);
    const update = peers[0]!.lastOf('update');
    expect(update.events.map((e) => e.type)).toEqual(expect.arrayContaining(['handScored', 'handDealt']));
    expect(h.session.alarmAt()).toBe(h.store.record!.touchedAt + 30 * 24 * 3600_000); // no clock, no pause
  });

  it('plays the only legal card at an async table after the pause, not before, and says so to everyone', () => {
    const { h, peers } = twoPeople({ clock: { kind: 'async', hours: 24 } });
    expect(peers[0]!.lastOf('update').table.autoForced).toBe(true);
    const { seat, view } = untilOneChoice(h, peers);
    const due = h.time + FORCED_PAUSE_MS;
    expect(h.session.alarmAt()).toBe(due);
    expect(peers[0]!.lastOf('update').table.deadline).toBeNull(); // the pause is no one's clock
    h.time = due - 1;
    h.session.alarm();
    expect(h.view(peers[0]!).version).toBe(view.version);
    h.time = due;
    h.session.alarm();
    const entry = actions(h).find((a) => a.version === view.version)!;
    expect(entry).toMatchObject({ seat, action: view.legal[0], by: 'forced' });
    for (const peer of peers) {
      const events = peer.lastOf('update').events;
      const forced = events.find((e) => e.type === 'onlyMovePlayed');
      expect(forced).toEqual({ type: 'onlyMovePlayed', audience: 'all', seat, card: (view.legal[0] as unknown as { card: string }).card });
    }
    expect(h.store.record!.seats[seat].misses).toBe(0); // a forced move is not a missed turn
  });

  it('never plays for a seat with two legal actions, nor with the setting off', () => {
    const on = twoPeople({ clock: { kind: 'async', hours: 24 } });
    const choice = mover(on.h, on.peers).view; // stand or beg
    expect(choice.legal.length).toBe(2);
    expect(on.h.session.alarmAt()).toBe(on.h.time + 24 * 3600_000);
    on.h.time += FORCED_PAUSE_MS;
    on.h.session.alarm();
    expect(actions(on.h)).toHaveLength(1); // the deal only

    const off = twoPeople({ clock: { kind: 'async', hours: 24 }, autoForced: false });
    expect(off.peers[0]!.lastOf('update').table.autoForced).toBe(false);
    const { view } = untilOneChoice(off.h, off.peers);
    expect(off.h.session.alarmAt()).toBe(off.h.time + 24 * 3600_000);
    off.h.time += FORCED_PAUSE_MS;
    off.h.session.alarm();
    expect(off.h.view(off.peers[0]!).version).toBe(view.version);
  });

  it('is off by default without an async clock; the host turns it on or off', () => {
    const { h, peers } = twoPeople({ clock: { kind: 'live', seconds: 30 } });
    const host = peers[0]!;
    expect(host.lastOf('update').table.autoForced).toBe(false);
    const lobby = new Harness().create({ game: 'all-fours', seats: 2 });
    const owner = lobby.connect({ hostKey: lobby.hostKey });
    expect(owner.lastOf('update').table.autoForced).toBe(false);
    lobby.send(owner, { type: 'configure', clock: { kind: 'async', hours: 24 } });
    expect(owner.lastOf('update').table.autoForced).toBe(true); // follows the clock until the host says
    lobby.send(owner, { type: 'configure', autoForced: false });
    expect(owner.lastOf('update').table.autoForced).toBe(false);
    lobby.send(owner, { type: 'configure', clock: { kind: 'none' }, autoForced: true });
    expect(owner.lastOf('update').table.autoForced).toBe(true);
    expect(decodeClientMessage('{"type":"configure","autoForced":"yes"}')).toMatchObject({ ok: false, code: 'badMessage' });
    expect(h.send(host, { type: 'configure', autoForced: true })).toMatchObject({ type: 'error', code: 'started' });
  });

  it('a person who plays the only card first wins the race: the pause then plays nothing twice', () => {
    const { h, peers } = twoPeople({ clock: { kind: 'async', hours: 24 } });
    const { seat, peer, view } = untilOneChoice(h, peers);
    const due = h.time + FORCED_PAUSE_MS;
    h.time += 1000;
    expect(h.send(peer, { type: 'act', version: view.version, action: view.legal[0] })?.type).toBe('update');
    h.time = due;
    h.session.alarm();
    const mine = actions(h).filter((a) => a.version === view.version);
    expect(mine).toEqual([expect.objectContaining({ seat, by: 'seat' })]);
    expect(actions(h).map((a) => a.version)).toEqual(actions(h).map((_, i) => i)); // one entry per version
    // and the person's own late click after a forced move is refused as stale, changing nothing
    const next = untilOneChoice(h, peers);
    h.time += FORCED_PAUSE_MS;
    h.session.alarm();
    const count = actions(h).length;
    expect(h.send(next.peer, { type: 'act', version: next.view.version, action: next.view.legal[0] })).toMatchObject({ type: 'update' });
    expect(next.peer.messages().some((m) => m.type === 'error' && m.code === 'stale')).toBe(true);
    expect(actions(h)).toHaveLength(count);
  });

  it('survives a reload of the session from its store: the pause rings once, after the wake-up', () => {
    const { h, peers, keys } = twoPeople({ clock: { kind: 'async', hours: 24 } });
    const { seat, view } = untilOneChoice(h, peers);
    const due = h.time + FORCED_PAUSE_MS;
    const writes = h.store.recordWrites;
    h.wake(); // evicted: nothing in memory
    expect(h.session.alarmAt()).toBe(due);
    h.time = due + 60_000; // the alarm rings late
    expect(h.session.alarm()).toBe('kept');
    expect(actions(h).filter((a) => a.version === view.version)).toEqual([expect.objectContaining({ seat, by: 'forced' })]);
    const count = actions(h).length;
    h.wake(); // and again: the same alarm retried plays nothing more
    h.session.alarm();
    expect(actions(h)).toHaveLength(count);
    const back = h.connect({ key: keys[seat]! });
    expect(h.view(back).version).toBe(h.store.games.get(1)!.actions.length);
    expect(h.store.recordWrites - writes).toBeLessThanOrEqual(2);
  });
});
