import { env } from 'cloudflare:workers';
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLOSE, MAX_SOCKETS } from '../../../shared/protocol/messages.js';
import { HELLO_WAIT_MS, SPECTATOR_PLACES, WAITING_PLACES } from '../../../shared/table/admission.js';
import { Client } from './kit/client.js';
import { createTable } from './kit/tables.js';

const noHello = { code: CLOSE.noHello, reason: 'noHello' };

const stubOf = (id: string) => env.TABLES.get(env.TABLES.idFromName(id));

/**
 * Moves the connect time of every socket that has not said hello back by `ms`, as if that much time
 * had passed for them (the clock the table reads for them is their attachment's, kept through
 * hibernation); the object is evicted first, so it reads the attachments afresh.
 */
async function age(id: string, ms: number): Promise<void> {
  await evictDurableObject(stubOf(id));
  await runInDurableObject(stubOf(id), (_instance, state) => {
    for (const ws of state.getWebSockets()) {
      const attachment = ws.deserializeAttachment() as { connectedAt: number; identity: unknown };
      if (attachment.identity === null) ws.serializeAttachment({ ...attachment, connectedAt: attachment.connectedAt - ms });
    }
  });
}

describe('TableRoom: sockets that say no hello', () => {
  it('closes one with noHello when the alarm its connection set rings, and keeps the game\'s deadline as the alarm after', async () => {
    const { id, hostKey } = await createTable({ clock: { kind: 'live', seconds: 60 } });
    const host = await Client.join(id, { hostKey });
    host.send({ type: 'sit', seat: 0, name: 'Hala' });
    await host.next('seated');
    for (const seat of [1, 2, 3]) host.send({ type: 'assign', seat, to: 'bot' });
    host.send({ type: 'start' });
    const deadline = (await host.next('update', (m) => m.table.status === 'playing' && m.table.deadline !== null)).table.deadline!;
    const silent = await Client.open(id);
    const [alarm, connectedAt] = await runInDurableObject(stubOf(id), async (_instance, state) => {
      const waiting = state.getWebSockets().map((ws) => ws.deserializeAttachment() as { connectedAt: number; identity: unknown });
      return [await state.storage.getAlarm(), waiting.find((a) => a.identity === null)!.connectedAt];
    });
    // an alarm set earlier (the host's own time to say hello) stays: it rings, finds nothing due, and is set again
    expect(alarm).toBeLessThanOrEqual(connectedAt + HELLO_WAIT_MS);
    expect(deadline).toBeGreaterThan(connectedAt + HELLO_WAIT_MS);
    await age(id, HELLO_WAIT_MS);
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    expect(await silent.closing()).toEqual(noHello);
    expect(await runInDurableObject(stubOf(id), (_instance, state) => state.storage.getAlarm())).toBe(deadline);
    host.send({ type: 'echo', data: 'still here' });
    expect(await host.next('echo')).toEqual({ type: 'echo', data: 'still here' });
  });

  it(`lets a seated player back in at once while ${MAX_SOCKETS + 8} silent sockets hold the table`, async () => {
    const { id } = await createTable();
    const player = await Client.join(id);
    player.send({ type: 'sit', seat: 1, name: 'Noura' });
    const { key } = await player.next('seated');
    player.close();
    await player.closing();
    const silent: Client[] = [];
    for (let i = 0; i < MAX_SOCKETS + 8; i++) silent.push(await Client.open(id));
    const back = await Client.join(id, { key });
    expect(back.latest().you).toEqual({ seat: 1, host: false });
    expect(back.latest().table.seats[1]).toMatchObject({ name: 'Noura', connected: true });
    // every silent socket but the newest ones was pushed out at once, to keep the waiting places free
    const pushed = silent.slice(0, silent.length - (WAITING_PLACES - 1));
    expect(await Promise.all(pushed.map((client) => client.closing()))).toEqual(pushed.map(() => noHello));
    expect(silent.slice(pushed.length).filter((client) => client.closed)).toEqual([]);
    silent.forEach((client) => client.closed || client.close());
  });

  it(`keeps ${SPECTATOR_PLACES} spectators and closes the next at once with tooManySockets; a seat's socket still gets in`, async () => {
    const { id, hostKey } = await createTable();
    const host = await Client.join(id, { hostKey });
    host.send({ type: 'sit', seat: 0, name: 'Hala' });
    const { key } = await host.next('seated');
    const spectators: Client[] = [];
    for (let i = 0; i < SPECTATOR_PLACES; i++) spectators.push(await Client.join(id));
    const extra = await Client.open(id);
    extra.send({ type: 'hello', protocol: 4 });
    expect(await extra.closing()).toEqual({ code: CLOSE.tooManySockets, reason: 'tooManySockets' });
    const phone = await Client.join(id, { key });
    expect(phone.latest().you).toEqual({ seat: 0, host: false });
    expect(spectators.filter((client) => client.closed)).toEqual([]);
    [...spectators, host, phone].forEach((client) => client.close());
  });
});
