import { env } from 'cloudflare:workers';
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { FORCED_PAUSE_MS } from '../../../shared/table/deadlines.js';
import type { TableRoom } from '../../../worker/table/TableRoom.js';
import { Client } from './kit/client.js';
import { viewOf } from './kit/play.js';
import { createTable, post } from './kit/tables.js';

/** A two-player All Fours table of two test clients (seat 0 is the host), started. */
async function twoPeople(clock: unknown) {
  const { id, hostKey } = await createTable({ game: 'all-fours', seats: 2, clock });
  const a = await Client.join(id, { hostKey });
  a.send({ type: 'sit', seat: 0, name: 'A' });
  await a.next('seated');
  const b = await Client.join(id);
  b.send({ type: 'sit', seat: 1, name: 'B' });
  await b.next('seated');
  await a.next('update', (m) => m.table.seats[1].kind === 'human');
  a.send({ type: 'start' });
  await a.next('update', (m) => m.table.status === 'playing');
  await b.next('update', (m) => m.table.status === 'playing');
  return { clients: [a, b], stub: env.TABLES.get(env.TABLES.idFromName(id)) };
}

describe('moves without a choice in the Durable Object', () => {
  it('takes autoForced at creation: on by default with an async clock, off otherwise, a boolean', async () => {
    const summary = async (body: Record<string, unknown>) => {
      const { json } = await post({ game: 'all-fours', seats: 2, ...body });
      return env.TABLES.get(env.TABLES.idFromName(json.id)).summary();
    };
    expect((await summary({ clock: { kind: 'async', hours: 24 } }))?.autoForced).toBe(true);
    expect((await summary({ clock: { kind: 'live', seconds: 30 } }))?.autoForced).toBe(false);
    expect((await summary({ clock: { kind: 'async', hours: 24 }, autoForced: false }))?.autoForced).toBe(false);
    expect((await summary({ autoForced: true }))?.autoForced).toBe(true);
    const bad = await post({ game: 'all-fours', seats: 2, autoForced: 'yes' });
    expect(bad).toEqual({ status: 400, json: { code: 'badRequest', error: 'autoForced must be true or false' } });
  });

  it('deals by itself, and plays an only card from the alarm after an eviction, once', async () => {
    const { clients, stub } = await twoPeople({ kind: 'async', hours: 24 });
    const [a] = clients;
    // the deal was made by the table: the first update of the game already asks to stand or beg
    expect(a.latest().table.version).toBe(1);
    expect(a.latest().table.autoForced).toBe(true);
    // play first legal actions until the seat to act has a single one
    let version = 1;
    for (;;) {
      await Promise.all(clients.map((c) => c.atVersion(version)));
      const mover = clients.find((c) => viewOf(c.latest()).legal.length > 0)!;
      const { legal } = viewOf(mover.latest());
      if (legal.length === 1) break;
      mover.send({ type: 'act', version, action: legal[0] });
      version = (await mover.next('update', (m) => m.table.version > version)).table.version;
    }
    const alarm = await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBeLessThanOrEqual(Date.now() + FORCED_PAUSE_MS);
    await evictDurableObject(stub);
    // ring it now (it may also have rung by itself meanwhile: either way the move is played once)
    await runInDurableObject(stub, async (instance: TableRoom) => {
      const session = (instance as unknown as { session: { alarmAt(): number } }).session;
      session.alarmAt(); // wakes the session from the store
      const record = (instance as unknown as { session: { record: { deadline: { version: number; at: number } | null } } }).session.record;
      if (record.deadline?.version === version) record.deadline.at = Date.now() - 1;
    });
    await runDurableObjectAlarm(stub);
    await a.atVersion(version + 1);
    // that update says so first (a later forced move of the other seat may follow in its own update)
    const first = a.messages().find((m) => m.type === 'update' && m.table.version > version);
    expect(first?.type === 'update' && first.events.filter((e) => e.type === 'onlyMovePlayed')).toHaveLength(1);
    const log = await runInDurableObject(stub, (_instance, state) => state.storage.sql.exec<{ by: string; version: number }>('SELECT by, version FROM actions').toArray());
    expect(log.filter((r) => r.version === 0).map((r) => r.by)).toEqual(['auto']);
    expect(log.filter((r) => r.version === version).map((r) => r.by)).toEqual(['forced']);
  });
});
