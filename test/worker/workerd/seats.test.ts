import { describe, expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '../../../shared/protocol/messages.js';
import { Client } from './kit/client.js';
import { createTable } from './kit/tables.js';

describe('seats and keys', () => {
  it('lets a visitor take a free seat with a name and get a secret key and rejoin link', async () => {
    const { id } = await createTable();
    const visitor = await Client.join(id);
    expect(visitor.latest().you).toEqual({ seat: null, host: false });
    visitor.send({ type: 'sit', seat: 2, name: '  Noura  ' });
    const seated = await visitor.next('seated');
    expect(seated.seat).toBe(2);
    expect(seated.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(seated.rejoin).toBe(`/t/${id}#key=${seated.key}`);
    const update = await visitor.next('update');
    expect(update.you).toEqual({ seat: 2, host: false });
    expect(update.table.seats[2]).toMatchObject({ kind: 'human', name: 'Noura', connected: true });

    const other = await Client.join(id);
    other.send({ type: 'sit', seat: 2, name: 'Sara' });
    expect(await other.next('error')).toMatchObject({ code: 'seatTaken' });
    other.send({ type: 'sit', seat: 9, name: 'Sara' });
    expect(await other.next('error')).toMatchObject({ code: 'badSeat' });
    other.send({ type: 'sit', seat: 1, name: '\u0007' });
    expect(await other.next('error')).toMatchObject({ code: 'badName' });
    other.send({ type: 'sit', seat: 1, name: 'x'.repeat(25) });
    expect(await other.next('error')).toMatchObject({ code: 'badName' });
  });

  it('refuses a wrong seat key or host key by closing with badKey', async () => {
    const { id } = await createTable();
    for (const hello of [{ key: 'not-a-key' }, { hostKey: 'not-the-host' }]) {
      const client = await Client.open(id);
      client.send({ type: 'hello', protocol: PROTOCOL_VERSION, ...hello });
      expect(await client.closing()).toEqual({ code: CLOSE.badKey, reason: 'badKey' });
    }
  });

  it('keeps the host a host after it left its seat: the stale seat key is refused with an error, not a close', async () => {
    const { id, hostKey } = await createTable();
    const host = await Client.join(id, { hostKey });
    host.send({ type: 'sit', seat: 0, name: 'Host' });
    const { key } = await host.next('seated');
    host.send({ type: 'leave' });
    await host.next('update', (m) => m.you.seat === null);
    host.close();

    const back = await Client.open(id);
    back.send({ type: 'hello', protocol: PROTOCOL_VERSION, key, hostKey });
    expect(await back.next('error')).toMatchObject({ code: 'badKey' });
    expect((await back.next('update')).you).toEqual({ seat: null, host: true });
    back.send({ type: 'assign', seat: 1, to: 'bot' });
    expect((await back.next('update')).table.seats[1].kind).toBe('bot');
    expect(back.closed).toBeNull();
  });

  it('refuses another protocol version, a socket before hello, and a table that does not exist', async () => {
    const { id } = await createTable();
    const old = await Client.open(id);
    old.send({ type: 'hello', protocol: 0 });
    expect(await old.closing()).toEqual({ code: CLOSE.badProtocol, reason: 'badProtocol' });
    const rude = await Client.open(id);
    rude.send({ type: 'sit', seat: 0, name: 'A' });
    expect(await rude.next('error')).toMatchObject({ code: 'helloFirst' });
    const lost = await Client.open('AAAAAAAAAAAAAAAA');
    expect(await lost.closing()).toEqual({ code: CLOSE.noTable, reason: 'noTable' });
  });

  it('refuses upgrades from pages of other origins', async () => {
    const { id } = await createTable();
    const evil = await Client.open(id, { Origin: 'https://evil.example' });
    expect(await evil.closing()).toEqual({ code: CLOSE.badOrigin, reason: 'badOrigin' });
    for (const origin of ['http://localhost', 'https://friends.example']) {
      const friend = await Client.open(id, { Origin: origin });
      friend.send({ type: 'hello', protocol: PROTOCOL_VERSION });
      expect((await friend.next('update')).table.id).toBe(id);
    }
  });

  it('restores the seat and its hand on another socket with the key', async () => {
    const { id, hostKey } = await createTable();
    const host = await Client.join(id, { hostKey });
    host.send({ type: 'sit', seat: 0, name: 'Host' });
    const { key } = await host.next('seated');
    for (const seat of [1, 2, 3]) host.send({ type: 'assign', seat, to: 'bot' });
    host.send({ type: 'start' });
    const started = await host.next('update', (m) => m.table.status === 'playing');
    const hand = (started.view as { myHand: string[] }).myHand;
    expect(hand.length).toBeGreaterThan(0);
    host.close();

    const phone = await Client.join(id, { key });
    const back = phone.latest();
    expect(back.you).toEqual({ seat: 0, host: false });
    expect((back.view as { myHand: string[] }).myHand).toEqual(hand);
    expect(back.table.version).toBe(started.table.version);
  });

  it('only the host may assign seats, configure and start', async () => {
    const { id } = await createTable();
    const guest = await Client.join(id);
    for (const message of [{ type: 'assign', seat: 1, to: 'bot' }, { type: 'configure', options: {} }, { type: 'start' }, { type: 'rematch' }]) {
      guest.send(message);
      expect(await guest.next('error')).toMatchObject({ code: 'notHost' });
    }
  });
});
