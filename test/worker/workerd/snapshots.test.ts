import { env } from 'cloudflare:workers';
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { Client } from './kit/client.js';
import { playFirst, startedWithBots } from './kit/play.js';

/** A Baloot table to 500: a test client in seat 0 (the host), bots elsewhere, `hands` hands played. */
async function played(hands: number) {
  const { id, host: client, key } = await startedWithBots({ options: { target: 500 } });
  for (let scored = 0; scored < hands; ) scored += await move(client);
  const stub = env.TABLES.get(env.TABLES.idFromName(id));
  return { id, client, key, stub };
}

/** The client plays its first legal action; resolves with how many hands that scored. */
async function move(client: Client): Promise<number> {
  return (await playFirst(client)).scored;
}

type Stub = DurableObjectStub;

/** Runs one SQL statement in the table's storage. */
function sql(stub: Stub, query: string, ...bindings: (string | number)[]): Promise<Record<string, unknown>[]> {
  return runInDurableObject(stub, (_instance, state) => state.storage.sql.exec(query, ...bindings).toArray());
}

describe('snapshots in workerd', () => {
  it('wake an evicted table from the latest snapshot: same view and history, and play goes on', async () => {
    const { id, client, key, stub } = await played(3);
    const before = client.latest();
    const [snapshot] = await sql(stub, 'SELECT game, version FROM snapshots');
    expect(snapshot.game).toBe(1);
    const version = snapshot.version as number;
    expect(version).toBeGreaterThan(3 * 32);
    // without the actions before the snapshot, only the snapshot can rebuild the game
    await sql(stub, 'DELETE FROM actions WHERE game = 1 AND version < ?', version - 1);
    await evictDurableObject(stub);

    const phone = await Client.join(id, { key });
    const after = phone.latest();
    expect(after.table.version).toBe(before.table.version);
    expect(after.view).toEqual(before.view);
    expect(after.history!.hands.length).toBeGreaterThanOrEqual(3);
    expect(await move(phone)).toBeGreaterThanOrEqual(0);
    await client.atVersion(phone.latest().table.version);
  });

  it('wake from the whole log when the snapshot is not readable, and store a good one at the next hand', async () => {
    const { id, client, key, stub } = await played(2);
    const before = client.latest();
    await sql(stub, "UPDATE snapshots SET state = '{broken' WHERE game = 1");
    await evictDurableObject(stub);

    const phone = await Client.join(id, { key });
    expect(phone.latest().view).toEqual(before.view);
    for (let scored = 0; scored < 1; ) scored += await move(phone);
    const [snapshot] = await sql(stub, 'SELECT version, state FROM snapshots WHERE game = 1');
    expect(JSON.parse(snapshot.state as string).version).toBe(snapshot.version);
  });

  it('wake a table stored before snapshots existed from its log; it gains them at the next hand', async () => {
    const { id, client, key, stub } = await played(1);
    const before = client.latest();
    // stored before snapshots existed is stored before the migrations too (number 0: no _migrations)
    await sql(stub, 'DROP TABLE snapshots');
    await sql(stub, 'DROP TABLE _migrations');
    await evictDurableObject(stub);

    const phone = await Client.join(id, { key });
    expect(phone.latest().view).toEqual(before.view);
    for (let scored = 0; scored < 1; ) scored += await move(phone);
    expect(await sql(stub, 'SELECT game FROM snapshots')).toEqual([{ game: 1 }]);
  });
});
