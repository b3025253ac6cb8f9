import { env } from 'cloudflare:workers';
import { runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import type { PushPayload } from '../../../shared/protocol/push.js';
import { decryptPush, newBrowserKeys, verifyVapid, type BrowserKeys } from '../../kit/push-receiver.js';
import type { ReceivedPush } from '../../kit/push-service.js';
import { Client } from './kit/client.js';
import { viewOf } from './kit/play.js';
import { createTable } from './kit/tables.js';

const service = inject('pushService');

/** A device's subscription at the tests' push service, with its keys. */
async function device(name: string) {
  const keys = await newBrowserKeys();
  return { keys, subscription: { endpoint: `${service}/push/${name}`, keys: keys.json } };
}

/** Waits until the push service has received `count` pushes for `name`, and returns them. */
async function received(name: string, count = 1): Promise<ReceivedPush[]> {
  for (let tries = 0; ; tries++) {
    const pushes = (await (await fetch(`${service}/received/${name}`)).json()) as ReceivedPush[];
    if (pushes.length >= count) return pushes;
    if (tries > 600) throw new Error(`${name}: ${pushes.length} pushes, not ${count}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What a received push says, once its VAPID JWT verified against the server's key and its payload decrypted. */
async function open(push: ReceivedPush, keys: BrowserKeys): Promise<PushPayload> {
  // the service is plain http in the tests: the JWT names the https origin it was signed for
  const claims = await verifyVapid(push.headers.authorization!, env.VAPID_PUBLIC_KEY!, service.replace('http:', 'https:'));
  expect(claims.sub).toBe('mailto:tests@majlis.invalid');
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(push.headers.ttl)).toBeGreaterThan(0);
  const body = Uint8Array.from(atob(push.body), (c) => c.charCodeAt(0));
  return JSON.parse(await decryptPush(body, keys)) as PushPayload;
}

/**
 * A two-player All Fours table: the host (seat 0) and a guest (seat 1) who turns notifications on. No
 * move is played for anyone (autoForced off), so the turn the test waits for is the one it pushes.
 */
async function table(name: string) {
  const { id, hostKey } = await createTable({ game: 'all-fours', seats: 2, clock: { kind: 'async', hours: 24 }, autoForced: false });
  const host = await Client.join(id, { hostKey });
  host.send({ type: 'sit', seat: 0, name: 'Reem' });
  await host.next('seated');
  const guest = await Client.join(id);
  guest.send({ type: 'sit', seat: 1, name: 'Sami' });
  await guest.next('seated');
  const phone = await device(name);
  guest.send({ type: 'pushOn', subscription: phone.subscription });
  expect(await guest.next('push')).toEqual({ type: 'push', on: true });
  return { id, host, guest, phone, stub: env.TABLES.get(env.TABLES.idFromName(id)) };
}

describe('push notifications, a round trip to a push service', () => {
  it('says whether the server pushes, with the public key to subscribe with', async () => {
    const response = await SELF.fetch('http://localhost/api/push');
    expect(await response.json()).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
  });

  it('pushes the awaited person who closed the page: signed, encrypted, saying the game, table, move and deadline', async () => {
    const name = `away-${crypto.randomUUID()}`;
    const { id, host, guest, phone } = await table(name);
    guest.close();
    await host.next('update', (m) => !m.table.seats[1].connected);
    host.send({ type: 'start' });
    let update = await host.next('update', (m) => m.table.status === 'playing');
    // the host plays until the game waits for the guest
    while (!update.table.turn.includes(1)) {
      host.send({ type: 'act', version: update.table.version, action: viewOf(update).legal[0] });
      update = await host.atVersion(update.table.version + 1);
    }
    let payloads: PushPayload[] = [];
    for (let count = 1; !payloads.some((p) => p.kind === 'turn'); count++) {
      payloads = await Promise.all((await received(name, count)).map((p) => open(p, phone.keys)));
    }
    const turn = payloads.find((p) => p.kind === 'turn')!;
    expect(turn).toEqual({
      kind: 'turn',
      table: id,
      game: 'all-fours',
      gameName: 'All Fours',
      gameNo: 1,
      awaited: expect.any(String),
      deadline: update.table.deadline,
      url: `/t/${id}`,
    });
    // the game's start, unless the guest's first turn came with it (then that one push says the turn)
    expect(payloads.map((p) => p.kind)).toEqual(payloads.length === 1 ? ['turn'] : ['started', 'turn']);
  });

  it('deletes a subscription the push service answers 410 for', async () => {
    const name = `gone-${crypto.randomUUID()}`;
    const { host, guest, stub } = await table(name);
    const subscriptions = () => runInDurableObject(stub, (_, state) => state.storage.sql.exec('SELECT endpoint FROM push_subscriptions').toArray().length);
    expect(await subscriptions()).toBe(1);
    guest.close();
    await host.next('update', (m) => !m.table.seats[1].connected);
    host.send({ type: 'start' });
    await received(name);
    for (let tries = 0; (await subscriptions()) > 0; tries++) {
      if (tries > 600) throw new Error('the gone subscription was kept');
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('takes the subscription by HTTP with the seat key too, refusing a wrong key and a bad subscription', async () => {
    const { id, hostKey } = await createTable({ game: 'all-fours', seats: 2 });
    const host = await Client.join(id, { hostKey });
    host.send({ type: 'sit', seat: 0, name: 'Reem' });
    const { key } = await host.next('seated');
    const name = `http-${crypto.randomUUID()}`;
    const phone = await device(name);
    const call = async (method: string, body: unknown) => {
      const response = await SELF.fetch(`http://localhost/api/tables/${id}/push`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, json: await response.json() };
    };
    expect(await call('POST', { key: 'not-the-key', subscription: phone.subscription })).toEqual({
      status: 403,
      json: { error: 'this key holds no seat at the table', code: 'badKey' },
    });
    expect(await call('POST', { key, subscription: { ...phone.subscription, keys: { p256dh: 'x', auth: phone.keys.json.auth } } })).toMatchObject({
      status: 400,
      json: { code: 'badSubscription' },
    });
    expect(await call('POST', { key, subscription: phone.subscription })).toEqual({ status: 200, json: { on: true } });
    const stub = env.TABLES.get(env.TABLES.idFromName(id));
    const endpoints = () => runInDurableObject(stub, (_, state) => state.storage.sql.exec('SELECT endpoint FROM push_subscriptions').toArray().map((r) => r.endpoint));
    expect(await endpoints()).toEqual([phone.subscription.endpoint]);
    expect(await call('DELETE', { key, endpoint: phone.subscription.endpoint })).toEqual({ status: 200, json: { on: false } });
    expect(await endpoints()).toEqual([]);
    expect((await call('POST', { key, subscription: phone.subscription })).status).toBe(200);
    // the table's start reaches the device bound by HTTP, the host's page being closed
    host.close();
    const guest = await Client.join(id, { hostKey });
    guest.send({ type: 'assign', seat: 1, to: 'bot' });
    await guest.next('update', (m) => m.table.seats[1].kind === 'bot');
    guest.send({ type: 'start' });
    const [first] = await received(name);
    expect((await open(first!, phone.keys)).table).toBe(id);
  });

  it('refuses a subscription that is not https with badSubscription', async () => {
    const { guest } = await table(`ok-${crypto.randomUUID()}`);
    const bad = await device('x');
    guest.send({ type: 'pushOn', subscription: { ...bad.subscription, endpoint: 'http://push.example/x' } });
    expect(await guest.next('error')).toMatchObject({ code: 'badSubscription', message: 'endpoint must be an https URL' });
  });
});
