import { describe, expect, it } from 'vitest';
import { Harness } from './kit/session-harness.js';
import type { FakePeer } from './kit/fake-peer.js';

// Double time [issue 35]: a person whose tools make them slower (a screen reader, a switch) asks for
// twice the live clock's time on their own turns. Everyone sees who has it; the turn running gets the
// extra time at once; given up, the next turns are the table's again. Nobody else can choose it.

function table(clock: Record<string, unknown> = { kind: 'live', seconds: 30 }) {
  const h = new Harness(undefined, undefined, { seed: (gameNo) => `relaxed-${gameNo}` }).create({ game: 'baloot', seats: 4, clock, autoForced: false, botLevel: 'random' });
  const host = h.connect({ hostKey: h.hostKey });
  h.sit(host, 0, 'Lina');
  for (let seat = 1; seat < 4; seat++) h.send(host, { type: 'assign', seat, to: 'bot' });
  h.send(host, { type: 'start' });
  return { h, host };
}

/** Rings the table's alarms (the bots' turns) until seat 0 is awaited; returns the time its turn has left. */
function untilMyTurn(h: Harness, host: FakePeer): number {
  for (let ring = 0; ring < 200 && !host.lastOf('update').table.turn.includes(0); ring++) {
    h.time = Math.max(h.time, h.session.alarmAt()!);
    h.session.alarm();
  }
  const info = host.lastOf('update').table;
  expect(info.turn).toContain(0);
  return info.deadline! - h.time;
}

/** Seat 0 makes its first legal move. */
function move(h: Harness, host: FakePeer): void {
  const view = h.view(host);
  h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
}

describe('double time on a live clock', () => {
  it('doubles the turn running and the next ones, shows who has it, and ends when given up', () => {
    const { h, host } = table();
    expect(untilMyTurn(h, host)).toBe(30_000);
    h.time += 10_000;
    h.send(host, { type: 'relaxed', on: true });
    const update = host.lastOf('update');
    expect(update.table.seats[0]).toMatchObject({ name: 'Lina', relaxed: true });
    expect(update.table.seats[1]).not.toHaveProperty('relaxed');
    // 20 s were left: 50 s now
    expect(update.table.deadline! - h.time).toBe(50_000);
    // asked again, nothing changes and nothing is refused
    const frames = host.frames.length;
    h.send(host, { type: 'relaxed', on: true });
    expect(host.frames.length).toBe(frames);
    move(h, host);
    expect(untilMyTurn(h, host)).toBe(60_000);
    // given up: this turn keeps its time, the next is the table's
    h.send(host, { type: 'relaxed', on: false });
    expect(host.lastOf('update').table.seats[0]).not.toHaveProperty('relaxed');
    expect(host.lastOf('update').table.deadline! - h.time).toBe(60_000);
    move(h, host);
    expect(untilMyTurn(h, host)).toBe(30_000);
  });

  it('is kept with the table: a wake-up from storage still gives double time', () => {
    const { h, host } = table();
    untilMyTurn(h, host);
    h.send(host, { type: 'relaxed', on: true });
    expect(h.store.record?.seats[0]?.relaxed).toBe(true);
    const left = host.lastOf('update').table.deadline! - h.time;
    h.wake();
    h.send(host, { type: 'sync' });
    expect(host.lastOf('update').table.seats[0]).toMatchObject({ relaxed: true });
    expect(host.lastOf('update').table.deadline! - h.time).toBe(left);
    move(h, host);
    expect(untilMyTurn(h, host)).toBe(60_000);
  });

  it('changes nothing on an async clock, whose turns are hours long', () => {
    const { h, host } = table({ kind: 'async', hours: 24 });
    expect(untilMyTurn(h, host)).toBe(24 * 3600_000);
    h.send(host, { type: 'relaxed', on: true });
    expect(host.lastOf('update').table.deadline! - h.time).toBe(24 * 3600_000);
    move(h, host);
    expect(untilMyTurn(h, host)).toBe(24 * 3600_000);
  });

  it('is refused to someone without a seat and to a bad message, and they change nothing', () => {
    const { h, host } = table();
    untilMyTurn(h, host);
    const watcher = h.connect();
    const before = JSON.stringify(host.lastOf('update').table);
    expect(h.send(watcher, { type: 'relaxed', on: true })).toMatchObject({ type: 'error', code: 'notSeated' });
    expect(h.send(host, { type: 'relaxed', on: 'yes' })).toMatchObject({ type: 'error', code: 'badMessage' });
    expect(h.send(host, { type: 'relaxed' })).toMatchObject({ type: 'error', code: 'badMessage' });
    expect(JSON.stringify(host.lastOf('update').table)).toBe(before);
  });
});
