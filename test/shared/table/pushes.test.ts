import { describe, expect, it } from 'vitest';
import { MemoryPushStore } from '../../../shared/table/push-store.js';
import type { PushDelivery, PushHost } from '../../../shared/table/table-pushes.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const subscription = (name: string, endpoint = `https://push.example/${name}`) => ({ endpoint, keys: KEYS });

/** A push host that keeps what it is asked to send. */
function pushHost(allowLocalHttp = false): PushHost & { sent: PushDelivery[] } {
  const sent: PushDelivery[] = [];
  return { store: new MemoryPushStore(), send: (deliveries) => sent.push(...deliveries), allowLocalHttp, sent };
}

/** A two-player All Fours table of two people: the host in seat 0, a guest in seat 1 who turned notifications on. */
function table(request: Record<string, unknown> = {}) {
  const push = pushHost();
  const h = new Harness(undefined, undefined, { seed: (n) => `push-${n}`, push }).create({ game: 'all-fours', seats: 2, ...request });
  const host = h.connect({ hostKey: h.hostKey });
  h.sit(host, 0, 'Reem');
  const guest = h.connect();
  const guestKey = h.sit(guest, 1, 'Sami');
  expect(h.send(guest, { type: 'pushOn', subscription: subscription('sami') })).toEqual({ type: 'push', on: true });
  return { h, push, host, guest, guestKey };
}

/** The host plays first legal actions until the game waits for seat 1 (the guest). */
function untilGuestTurn(h: Harness, host: FakePeer): number {
  for (let guard = 0; guard < 300; guard++) {
    const update = host.lastOf('update');
    if (update.table.turn.includes(1)) return update.table.version;
    h.time += 1000;
    h.send(host, { type: 'act', version: update.table.version, action: h.view(host).legal[0] });
  }
  throw new Error('the guest never had a turn');
}

const kinds = (push: { sent: PushDelivery[] }) => push.sent.map((d) => d.payload.kind);

describe('push notifications', () => {
  it('pushes the awaited person once per turn when no page of theirs is open', () => {
    const { h, push, host, guest } = table();
    h.session.disconnect((guest.close(1000, 'gone'), guest));
    h.send(host, { type: 'start' });
    expect(kinds(push)).toHaveLength(1); // the start, or the guest's first turn: one push, not two
    const version = untilGuestTurn(h, host);
    const turn = push.sent.filter((d) => d.payload.kind === 'turn').at(-1)!;
    expect(turn.subscription.endpoint).toBe('https://push.example/sami');
    expect(turn.payload).toMatchObject({ kind: 'turn', table: 'tableid000000000', game: 'all-fours', gameName: 'All Fours', gameNo: 1, url: '/t/tableid000000000', deadline: null });
    expect(typeof turn.payload.awaited).toBe('string');
    const count = push.sent.length;
    // another change at the same version, and a wake-up, push nothing more
    h.send(host, { type: 'leave' });
    h.wake();
    h.session.alarm();
    expect(h.store.record!.seats[0].kind).toBe('empty');
    expect(push.sent.length).toBe(count);
    expect(h.session.summary()!.version).toBe(version);
  });

  it('does not push while the awaited person has a visible page open, and does once it is hidden', () => {
    const { h, push, host, guest } = table();
    h.send(host, { type: 'start' });
    untilGuestTurn(h, host);
    expect(push.sent).toEqual([]);
    // the guest plays, and hides the page: the next turn of theirs is pushed
    h.send(guest, { type: 'visible', visible: false });
    for (let guard = 0; guard < 300 && !push.sent.some((d) => d.payload.kind === 'turn'); guard++) {
      const update = host.lastOf('update');
      const mover = update.table.turn[0] === 1 ? guest : host;
      h.time += 1000;
      h.send(mover, { type: 'act', version: update.table.version, action: h.view(mover).legal[0] });
    }
    expect(kinds(push)).toContain('turn');
    expect(push.sent.every((d) => d.subscription.seat === 1)).toBe(true);
  });

  it('refuses a bad subscription with a clear error, and answers pushUnavailable without keys', () => {
    const { h, guest, push } = table();
    const refused = (sub: unknown) => h.send(guest, { type: 'pushOn', subscription: sub });
    expect(refused(subscription('x', 'http://push.example/x'))).toMatchObject({ type: 'error', code: 'badSubscription', message: 'endpoint must be an https URL' });
    expect(refused(subscription('x', 'http://127.0.0.1:9/x'))).toMatchObject({ code: 'badSubscription' });
    expect(refused({ endpoint: 'https://push.example/x', keys: { p256dh: 'short', auth: KEYS.auth } })).toMatchObject({
      code: 'badSubscription',
      message: 'subscription.keys.p256dh must be 65 bytes',
    });
    expect(refused('nope')).toMatchObject({ code: 'badSubscription' });
    expect(push.store.all().map((s) => s.endpoint)).toEqual(['https://push.example/sami']);
    const spectator = h.connect();
    expect(h.send(spectator, { type: 'pushOn', subscription: subscription('s') })).toMatchObject({ code: 'notSeated' });
    const bare = new Harness().create({});
    const peer = bare.connect({ hostKey: bare.hostKey });
    bare.sit(peer, 0);
    expect(bare.send(peer, { type: 'pushOn', subscription: subscription('y') })).toMatchObject({ code: 'pushUnavailable' });
  });

  it('accepts http on the loopback address only with the development setting', () => {
    const push = pushHost(true);
    const h = new Harness(undefined, undefined, { push }).create({});
    const peer = h.connect({ hostKey: h.hostKey });
    h.sit(peer, 0);
    expect(h.send(peer, { type: 'pushOn', subscription: subscription('l', 'http://127.0.0.1:9/l') })).toEqual({ type: 'push', on: true });
    expect(h.send(peer, { type: 'pushOn', subscription: subscription('l', 'http://10.0.0.1/l') })).toMatchObject({ code: 'badSubscription' });
  });

  it('turns off per table: pushOff forgets the device', () => {
    const { h, guest, push, host } = table();
    expect(h.send(guest, { type: 'pushOff', endpoint: 'https://push.example/sami' })).toEqual({ type: 'push', on: false });
    expect(push.store.all()).toEqual([]);
    h.send(guest, { type: 'visible', visible: false });
    h.send(host, { type: 'start' });
    untilGuestTurn(h, host);
    expect(push.sent).toEqual([]);
  });

  it('tells a person whose seat was given to a bot, then forgets their device', () => {
    const { h, push, host, guest } = table({ clock: { kind: 'live', seconds: 30 } });
    h.session.disconnect((guest.close(1000, 'gone'), guest));
    h.send(host, { type: 'start' });
    push.sent.length = 0;
    h.send(host, { type: 'assign', seat: 1, to: 'bot' });
    expect(kinds(push)).toEqual(['seatToBot']);
    expect(push.store.all()).toEqual([]);
  });

  it('reminds once when a tenth of an async turn is left, from the alarm', () => {
    const { h, push, host, guest } = table({ clock: { kind: 'async', hours: 10 }, autoForced: false });
    h.send(host, { type: 'start' });
    untilGuestTurn(h, host);
    h.send(guest, { type: 'visible', visible: false });
    const deadline = h.session.summary()!.deadline!;
    expect(h.session.alarmAt()).toBe(deadline - 3600_000);
    h.time = deadline - 3600_001;
    h.session.alarm();
    expect(kinds(push)).not.toContain('reminder');
    h.time = deadline - 3600_000;
    h.session.alarm();
    expect(push.sent.filter((d) => d.payload.kind === 'reminder')).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ kind: 'reminder', deadline }) }),
    ]);
    expect(h.session.alarmAt()).toBe(deadline);
    h.session.alarm();
    expect(kinds(push).filter((k) => k === 'reminder')).toHaveLength(1);
  });

  it('pushes the start and the end of a game to a person away, once each', () => {
    const { h, push, host, guest } = table({ options: { target: 1 } });
    h.send(guest, { type: 'visible', visible: false });
    h.send(host, { type: 'start' });
    for (let guard = 0; guard < 500 && host.lastOf('update').table.status === 'playing'; guard++) {
      const update = host.lastOf('update');
      const mover = update.table.turn[0] === 1 ? guest : host;
      h.time += 1000;
      h.send(mover, { type: 'act', version: update.table.version, action: h.view(mover).legal[0] });
    }
    expect(host.lastOf('update').table.status).toBe('over');
    const sent = kinds(push);
    expect(sent[0]).toMatch(/^(started|turn)$/);
    expect(sent.at(-1)).toBe('over');
    expect(sent.filter((k) => k === 'over')).toHaveLength(1);
    expect(sent.filter((k) => k === 'started').length).toBeLessThanOrEqual(1);
  });
});
