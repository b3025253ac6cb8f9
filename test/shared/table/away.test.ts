import { describe, expect, it } from 'vitest';
import { AWAY_AFTER } from '../../../shared/table/deadlines.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

const DAY = 24 * 3600_000;

/**
 * A four-seat Baloot table: two people (the host in seat 0, a guest in seat 1) and two bots, started
 * with `clock`; the table never plays a forced move, so every turn of the guest waits for them.
 */
function table(clock: Record<string, unknown>) {
  const h = new Harness(undefined, undefined, { seed: (n) => `away-${n}` }).create({ game: 'baloot', seats: 4, clock, autoForced: false });
  const host = h.connect({ hostKey: h.hostKey });
  h.sit(host, 0, 'Reem');
  const guest = h.connect();
  h.sit(guest, 1, 'Sami');
  h.send(host, { type: 'assign', seat: 2, to: 'bot' });
  h.send(host, { type: 'assign', seat: 3, to: 'bot' });
  h.send(host, { type: 'start' });
  return { h, host, guest };
}

const turn = (h: Harness, peer: FakePeer) => peer.lastOf('update').table.turn;
// the deadline the table shows (the stored record may keep an older one: a wake-up works it out)
const deadline = (peer: FakePeer) => peer.lastOf('update').table.deadline;
const actions = (h: Harness) => h.store.games.get(1)!.actions;

/** Plays the host's turns (first legal action) until the game waits for `seat`. */
function untilTurnOf(h: Harness, host: FakePeer, seat: number) {
  for (let guard = 0; guard < 300; guard++) {
    const now = turn(h, host);
    if (now.includes(seat)) return;
    if (!now.includes(0)) throw new Error(`waiting for ${now}, neither the host nor seat ${seat}`);
    const view = h.view(host);
    h.time += 1000;
    h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
  }
  throw new Error(`never the turn of seat ${seat}`);
}

/** Lets the guest's clock run out at each of their next `n` turns (a bot plays for them each time). */
function missTurns(h: Harness, host: FakePeer, n: number) {
  for (let i = 0; i < n; i++) {
    untilTurnOf(h, host, 1);
    h.time = deadline(host)!;
    h.session.alarm();
  }
}

describe('away for good at an async table', () => {
  it(`after ${AWAY_AFTER} missed turns a bot plays the person's turns at once, until they say they are back`, () => {
    const { h, host, guest } = table({ kind: 'async', hours: 24 });
    missTurns(h, host, AWAY_AFTER);
    expect(h.store.record!.seats[1]).toMatchObject({ kind: 'human', misses: AWAY_AFTER, away: true });
    expect(host.lastOf('update').table.seats[1]).toMatchObject({ away: true, kind: 'human', name: 'Sami' });

    // the guest's next turns are played as soon as they come, by a bot standing in (logged `away`)
    const before = actions(h).length;
    for (let i = 0; i < 3; i++) {
      const view = h.view(host);
      h.time += 1000;
      if (turn(h, host).includes(0)) h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
    }
    const stoodIn = actions(h).slice(before).filter((a) => a.seat === 1);
    expect(stoodIn.length).toBeGreaterThan(0);
    expect(stoodIn.every((a) => a.by === 'away')).toBe(true);
    // everyone is told before each such move
    for (const peer of [host, guest]) {
      const told = peer.messages().flatMap((m) => (m.type === 'update' ? m.events : [])).filter((e) => e.type === 'standIn');
      expect(told.length).toBe(stoodIn.length);
      expect(told.every((e) => e.seat === 1 && e.audience === 'all')).toBe(true);
    }
    expect(turn(h, host)).not.toContain(1);
    // the seat is still theirs, only played for them
    expect(h.store.record!.seats[1]).toMatchObject({ kind: 'human', name: 'Sami', away: true });

    // back: the table waits for them again, with a whole day on their clock at their next turn
    expect(h.send(guest, { type: 'back' })).toMatchObject({ type: 'update' });
    expect(h.store.record!.seats[1]).toMatchObject({ misses: 0, away: false });
    expect(guest.lastOf('update').table.seats[1]!.away).toBe(false);
    untilTurnOf(h, host, 1);
    const waiting = deadline(host)!;
    expect(waiting - h.time).toBe(DAY);
    const count = actions(h).length;
    h.time = waiting - 1;
    h.session.alarm();
    expect(actions(h).length).toBe(count);
    expect(turn(h, host)).toContain(1);
  });

  it('refuses "back" from a seat that is not away, and from someone with no seat', () => {
    const { h, guest } = table({ kind: 'async', hours: 24 });
    expect(h.send(guest, { type: 'back' })).toMatchObject({ type: 'error', code: 'notAway' });
    const watcher = h.connect();
    expect(h.send(watcher, { type: 'back' })).toMatchObject({ type: 'error', code: 'notSeated' });
    expect(h.send(guest, { type: 'back', extra: 1 })).toMatchObject({ type: 'error' });
  });

  it('at a live table an away seat keeps its clock: each turn still waits for it to run out', () => {
    const { h, host } = table({ kind: 'live', seconds: 60 });
    missTurns(h, host, AWAY_AFTER);
    expect(h.store.record!.seats[1]!.away).toBe(true);
    untilTurnOf(h, host, 1);
    const due = deadline(host)!;
    expect(due - h.time).toBe(60_000);
    const count = actions(h).length;
    h.time = due - 1;
    h.session.alarm();
    expect(actions(h).length).toBe(count);
    h.time = due;
    h.session.alarm();
    expect(actions(h)[count]).toMatchObject({ seat: 1, by: 'timeout' });
  });
});
