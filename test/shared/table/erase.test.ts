import { describe, expect, it } from 'vitest';
import { CLOSE, type ServerMessage } from '../../../shared/protocol/messages.js';
import { MemoryPushStore } from '../../../shared/table/push-store.js';
import { sha256Hex } from '../../../shared/table/secrets.js';
import type { PushDelivery, PushHost } from '../../../shared/table/table-pushes.js';
import type { FakePeer } from './kit/fake-peer.js';
import { Harness } from './kit/session-harness.js';

const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

/** A Baloot table: the host Hala in seat 0, the guest Ghazi in seat 1 (notifications on, two chat lines), bots after. */
function table() {
  const sent: PushDelivery[] = [];
  const push: PushHost = { store: new MemoryPushStore(), send: (deliveries) => sent.push(...deliveries) };
  const h = new Harness(undefined, undefined, { push }).create({});
  const host = h.connect({ hostKey: h.hostKey });
  h.sit(host, 0, 'Hala');
  const guest = h.connect();
  const guestKey = h.sit(guest, 1, 'Ghazi');
  expect(h.send(guest, { type: 'pushOn', subscription: { endpoint: 'https://push.example/ghazi', keys: KEYS } })).toEqual({ type: 'push', on: true });
  h.send(host, { type: 'chat', text: 'welcome' });
  h.send(guest, { type: 'chat', text: 'hello from Ghazi' });
  h.time += 1000;
  h.send(guest, { type: 'chat', text: 'my number is 555' });
  return { h, push, sent, host, guest, guestKey };
}

const chatLogs = (peer: FakePeer) => peer.messages().filter((m): m is Extract<ServerMessage, { type: 'chatLog' }> => m.type === 'chatLog');

describe('a person deletes their data at a table', () => {
  it('in the lobby: the seat is freed, their chat lines and devices go, everyone is told, the key no longer works', () => {
    const { h, push, host, guest, guestKey } = table();
    expect(h.session.eraseSeat(1, sha256Hex(guestKey))).toBe('erased');
    const seats = host.lastOf('update').table.seats;
    expect(seats[1]).toMatchObject({ kind: 'empty', name: null });
    expect(JSON.stringify(seats)).not.toContain('Ghazi');
    expect(chatLogs(host).at(-1)!.lines.map((l) => l.text)).toEqual(['welcome']);
    expect(h.store.loadChat().map((l) => l.name)).toEqual(['Hala']);
    expect(push.store.all()).toEqual([]);
    // the guest's open page is only watching now; the key opens nothing
    expect(guest.lastOf('update').you).toEqual({ seat: null, host: false });
    expect(h.connect({ key: guestKey }).closed).toEqual({ code: CLOSE.badKey, reason: 'badKey' });
    // nothing of the name is left in what the table stores
    expect(JSON.stringify([h.store.loadRecord(), h.store.loadChat()])).not.toContain('Ghazi');
  });

  it('mid-game: a bot without their name takes the seat and plays on at once, and no "seat to a bot" push reaches them', () => {
    const { h, sent, host, guestKey } = table();
    for (const seat of [2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
    h.send(host, { type: 'start' });
    const version = host.lastOf('update').table.version;
    const pushesBefore = sent.length;
    expect(h.session.eraseSeat(1, sha256Hex(guestKey))).toBe('erased');
    const table1 = host.lastOf('update').table;
    expect(table1.seats[1]).toMatchObject({ kind: 'bot', name: 'Bot 2' });
    expect(table1.seats[1]).not.toHaveProperty('was');
    expect(table1.turn).toEqual([0]); // the bot played if its turn came
    expect(table1.version).toBeGreaterThanOrEqual(version);
    expect(sent.length).toBe(pushesBefore);
    expect(JSON.stringify([h.store.loadRecord(), h.store.loadChat()])).not.toContain('Ghazi');
    // the game goes on to its end; the log names no one and still replays
    let guard = 0;
    while (host.lastOf('update').table.status === 'playing' && guard++ < 3000) {
      const view = h.view(host);
      h.time += 500;
      h.send(host, { type: 'act', version: view.version, action: view.legal[0] });
    }
    expect(host.lastOf('update').table.status).toBe('over');
    expect(JSON.stringify(h.session.finishedGame(1))).not.toContain('Ghazi');
  });

  it('refuses a wrong key or seat and changes nothing; no table answers null', () => {
    const { h, host, guestKey } = table();
    const frames = host.frames.length;
    const writes = h.store.writes;
    expect(h.session.eraseSeat(1, sha256Hex('not the key'))).toBe('noSeat');
    expect(h.session.eraseSeat(0, sha256Hex(guestKey))).toBe('noSeat');
    expect(h.session.eraseSeat(7, sha256Hex(guestKey))).toBe('noSeat');
    expect(host.frames.length).toBe(frames);
    expect(h.store.writes).toBe(writes);
    expect(new Harness().session.eraseSeat(0, sha256Hex(guestKey))).toBeNull();
  });

  it('while the next game is being dealt the seat goes to a bot, so the deal goes on', () => {
    const h = new Harness().create({});
    const host = h.connect({ hostKey: h.hostKey, nonces: true });
    h.sit(host, 0, 'Hala');
    const guest = h.connect({ nonces: true });
    const guestKey = h.sit(guest, 1, 'Ghazi');
    for (const seat of [2, 3]) h.send(host, { type: 'assign', seat, to: 'bot' });
    h.send(host, { type: 'start' });
    expect(host.lastOf('update').table.status).toBe('lobby');
    expect(h.session.eraseSeat(1, sha256Hex(guestKey))).toBe('erased');
    expect(host.lastOf('update').table.seats[1]).toMatchObject({ kind: 'bot' });
    h.time += 60_000;
    h.session.alarm();
    expect(host.lastOf('update').table.status).toBe('playing');
  });
});
