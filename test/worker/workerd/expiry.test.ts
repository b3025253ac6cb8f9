import { env } from 'cloudflare:workers';
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLOSE } from '../../../shared/protocol/messages.js';
import { KEEP_FINISHED_MS, LOBBY_MS } from '../../../shared/table/deadlines.js';
import { keepFinishedOf } from '../../../worker/table/keep.js';
import { Client } from './kit/client.js';
import { createTable } from './kit/tables.js';

const stubOf = (id: string) => env.TABLES.get(env.TABLES.idFromName(id));

/**
 * Moves the table's last touch back by `ms` in its stored record, as if that much time had passed
 * (the object reads the platform's clock; its record is the one thing that says how old it is), and
 * evicts the object so that it reads the record afresh.
 */
async function age(id: string, ms: number): Promise<number> {
  const touched = await runInDurableObject(stubOf(id), (_instance, state) => {
    const record = JSON.parse(state.storage.sql.exec<{ json: string }>('SELECT json FROM record WHERE id = 1').one().json);
    record.touchedAt -= ms;
    state.storage.sql.exec('UPDATE record SET json = ? WHERE id = 1', JSON.stringify(record));
    return record.touchedAt as number;
  });
  await evictDurableObject(stubOf(id));
  return touched;
}

/** Everything the table's object holds: its SQLite tables with rows, its key-value entries and its alarm. */
async function leftOf(id: string) {
  return runInDurableObject(stubOf(id), async (_instance, state) => {
    const tables = state.storage.sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite_%'")
      .toArray()
      .map((row) => row.name)
      .filter((name) => state.storage.sql.exec(`SELECT COUNT(*) AS n FROM "${name}"`).one().n !== 0);
    return { tables, entries: [...(await state.storage.list()).keys()], alarm: await state.storage.getAlarm() };
  });
}

describe('TableRoom: data that expires', () => {
  it('deletes a lobby nobody touched for 14 days: its sockets are told, nothing of it is left, its link says there is no such table', async () => {
    const { id, hostKey } = await createTable();
    const host = await Client.join(id, { hostKey });
    // a minute before its end: kept, and its alarm set for the end
    const touched = await age(id, LOBBY_MS - 60_000);
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    expect((await SELF.fetch(`http://localhost/api/tables/${id}`)).status).toBe(200);
    expect(await runInDurableObject(stubOf(id), (_instance, state) => state.storage.getAlarm())).toBe(touched + LOBBY_MS);
    await age(id, 60_000);
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    expect((await host.closing()).code).toBe(CLOSE.noTable);
    expect(await leftOf(id)).toEqual({ tables: [], entries: [], alarm: null });
    expect((await SELF.fetch(`http://localhost/api/tables/${id}`)).status).toBe(404);
    const link = await SELF.fetch(`http://localhost/t/${id}`, { headers: { 'Accept-Language': 'en' } });
    expect(link.status).toBe(404);
    expect(await link.text()).toContain('the table has expired. Tables not used are removed after 14 or 30 days, finished ones after 90.');
  });

  it('keeps a finished table\'s record readable for 90 days, then deletes everything of it', async () => {
    const { id, hostKey } = await createTable({ options: { target: 20 } });
    // four bots play it to its end
    const host = await Client.join(id, { hostKey });
    for (const seat of [0, 1, 2, 3]) {
      host.send({ type: 'assign', seat, to: 'bot' });
      await host.next('update', (m) => m.table.seats[seat].kind === 'bot');
    }
    host.send({ type: 'start' });
    await host.next('update', (m) => m.table.status === 'over', 20_000);
    host.close();
    const gameOne = `http://localhost/api/tables/${id}/games/1`;
    expect((await SELF.fetch(gameOne)).status).toBe(200);
    // a day before its time: still there, and the alarm is set for its time
    const touched = await age(id, KEEP_FINISHED_MS - 24 * 3600_000);
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    expect((await SELF.fetch(gameOne)).status).toBe(200);
    expect(await runInDurableObject(stubOf(id), (_instance, state) => state.storage.getAlarm())).toBe(touched + KEEP_FINISHED_MS);
    await age(id, 24 * 3600_000);
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    expect(await leftOf(id)).toEqual({ tables: [], entries: [], alarm: null });
    expect((await SELF.fetch(gameOne)).status).toBe(404);
  });

  it('reads how long to keep a finished table from RECORD_DAYS (90 in wrangler.toml), else 90 days', () => {
    expect(env.RECORD_DAYS).toBe('90');
    expect(keepFinishedOf(env)).toBe(KEEP_FINISHED_MS);
    expect(keepFinishedOf({ ...env, RECORD_DAYS: '7' })).toBe(7 * 24 * 3600_000);
    for (const bad of ['', '0', '-3', '1.5', 'ninety']) expect(keepFinishedOf({ ...env, RECORD_DAYS: bad }), bad).toBeUndefined();
  });
});
