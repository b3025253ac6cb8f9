import { env } from 'cloudflare:workers';
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/protocol/messages.js';
import { CHAT_KEPT } from '../../../shared/protocol/talk.js';
import { TALK_LIMITS } from '../../../shared/table/table-talk.js';
import { Client } from './kit/client.js';
import { tableStore } from './kit/stores.js';
import { createTable } from './kit/tables.js';

describe('reactions and chat in workerd', () => {
  it('a reaction reaches every socket; chat lines are stored in SQLite and come back on hello after eviction', async () => {
    const { id, hostKey } = await createTable({ spectatorReactions: true });
    const host = await Client.join(id, { hostKey });
    host.send({ type: 'sit', seat: 0, name: 'Hala' });
    const { key } = await host.next('seated');
    const watcher = await Client.join(id);
    watcher.send({ type: 'react', code: 'goodLuck' });
    expect(await host.next('reaction')).toMatchObject({ from: { spectator: true }, code: 'goodLuck' });
    await watcher.next('reaction');
    host.send({ type: 'chat', text: ' <b>hi</b> ' });
    expect((await watcher.next('chat')).line).toMatchObject({ id: 1, seat: 0, name: 'Hala', text: '<b>hi</b>' });
    host.send({ type: 'chat', text: 'second' });
    await host.next('chat');
    watcher.send({ type: 'chat', text: 'from the rail' });
    expect(await watcher.next('error')).toMatchObject({ code: 'notSeated' });

    const stub = env.TABLES.get(env.TABLES.idFromName(id));
    await evictDurableObject(stub);
    const phone = await Client.open(id);
    phone.send({ type: 'hello', protocol: PROTOCOL_VERSION, key });
    const log = await phone.next('chatLog');
    expect(log.lines.map((line) => line.text)).toEqual(['<b>hi</b>', 'second']);
  });

  it('paces reactions and chat by seat and by client address, not by socket; people watching react only if the host lets them', async () => {
    const { id, hostKey } = await createTable();
    const host = await Client.join(id, { hostKey });
    host.send({ type: 'sit', seat: 0, name: 'Hala' });
    const { key } = await host.next('seated');
    // each socket's answers to what it sent come before the echo of the message sent after them
    const answered = async (client: Client, message: unknown) => {
      const from = client.messages().length;
      client.send(message);
      client.send({ type: 'echo', data: 'done' });
      await client.next('echo');
      return client.messages().slice(from, -1);
    };
    const watcher = await joinFrom(id, '203.0.113.5');
    expect(await answered(watcher, { type: 'react', code: 'hurry' })).toMatchObject([{ type: 'error', code: 'spectatorReactionsOff' }]);
    host.send({ type: 'configure', spectatorReactions: true });
    await host.next('update', (m) => m.table.spectatorReactions);
    const crowd = [watcher];
    for (let i = 0; i < 9; i++) crowd.push(await joinFrom(id, '203.0.113.5'));
    const heard = host.messages().length;
    const answers = (await Promise.all(crowd.map((client) => answered(client, { type: 'react', code: 'hurry' })))).flat();
    const refused = answers.filter((m) => m.type === 'error');
    expect(refused).toHaveLength(crowd.length - 1);
    expect(refused.every((m) => m.type === 'error' && m.code === 'rateLimited')).toBe(true);
    host.send({ type: 'echo', data: 'after the crowd' });
    await host.next('echo');
    expect(host.messages().slice(heard).filter((m) => m.type === 'reaction')).toEqual([expect.objectContaining({ from: { spectator: true }, code: 'hurry' })]);
    const neighbour = await joinFrom(id, '198.51.100.20');
    expect(await answered(neighbour, { type: 'react', code: 'gg' })).toMatchObject([{ type: 'reaction', from: { spectator: true }, code: 'gg' }]);
    const phones = [host];
    for (let i = 0; i < 19; i++) phones.push(await Client.join(id, { key }));
    for (let n = 0; n < 3; n++) await Promise.all(phones.map((phone) => answered(phone, { type: 'chat', text: `line ${n}` })));
    const stub = env.TABLES.get(env.TABLES.idFromName(id));
    const lines = await runInDurableObject(stub, (_room, state) => tableStore(state.storage.sql).loadChat());
    expect(lines).toHaveLength(TALK_LIMITS.chatLines);
    [...crowd, neighbour, ...phones].forEach((client) => client.close());
  });

  it(`the SQLite store keeps the newest ${CHAT_KEPT} lines and deletes the older ones`, async () => {
    const { id } = await createTable();
    const stub = env.TABLES.get(env.TABLES.idFromName(id));
    const kept = await runInDurableObject(stub, (_room, state) => {
      const store = tableStore(state.storage.sql);
      for (let n = 1; n <= CHAT_KEPT + 3; n++) store.appendChat({ id: n, seat: 0, name: 'A', text: `t${n}`, at: n }, CHAT_KEPT);
      return { lines: tableStore(state.storage.sql).loadChat(), rows: state.storage.sql.exec('SELECT COUNT(*) AS n FROM chat').one().n };
    });
    expect(kept.rows).toBe(CHAT_KEPT);
    expect(kept.lines[0]).toEqual({ id: 4, seat: 0, name: 'A', text: 't4', at: 4 });
    expect(kept.lines.at(-1)?.id).toBe(CHAT_KEPT + 3);
  });
});

/** A spectator's socket from client address `address` (CF-Connecting-IP), after its hello. */
async function joinFrom(id: string, address: string): Promise<Client> {
  const client = await Client.open(id, { 'CF-Connecting-IP': address });
  client.send({ type: 'hello', protocol: PROTOCOL_VERSION });
  await client.next('update');
  return client;
}
