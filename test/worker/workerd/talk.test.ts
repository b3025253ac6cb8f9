import { env } from 'cloudflare:workers';
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/protocol/messages.js';
import { CHAT_KEPT } from '../../../shared/protocol/talk.js';
import { SqlTableStore } from '../../../worker/table/sql-store.js';
import { Client } from './kit/client.js';
import { createTable } from './kit/tables.js';

describe('reactions and chat in workerd', () => {
  it('a reaction reaches every socket; chat lines are stored in SQLite and come back on hello after eviction', async () => {
    const { id, hostKey } = await createTable();
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

  it(`the SQLite store keeps the newest ${CHAT_KEPT} lines and deletes the older ones`, async () => {
    const { id } = await createTable();
    const stub = env.TABLES.get(env.TABLES.idFromName(id));
    const kept = await runInDurableObject(stub, (_room, state) => {
      const store = new SqlTableStore(state.storage.sql);
      for (let n = 1; n <= CHAT_KEPT + 3; n++) store.appendChat({ id: n, seat: 0, name: 'A', text: `t${n}`, at: n }, CHAT_KEPT);
      return { lines: new SqlTableStore(state.storage.sql).loadChat(), rows: state.storage.sql.exec('SELECT COUNT(*) AS n FROM chat').one().n };
    });
    expect(kept.rows).toBe(CHAT_KEPT);
    expect(kept.lines[0]).toEqual({ id: 4, seat: 0, name: 'A', text: 't4', at: 4 });
    expect(kept.lines.at(-1)?.id).toBe(CHAT_KEPT + 3);
  });
});
