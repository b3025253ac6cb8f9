import { env } from 'cloudflare:workers';
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLOSE } from '../../../shared/protocol/messages.js';
import { KEEP_FINISHED_MS, LOBBY_MS } from '../../../shared/table/deadlines.js';
import { keepFinishedOf } from '../../../worker/table/keep.js';
import { PLAYER_IDLE_MS, type PlayerRoom } from '../../../worker/player/PlayerRoom.js';
import type { TableRoom } from '../../../worker/table/TableRoom.js';
import { sha256Hex } from '../../../shared/table/secrets.js';
import { linkSeat, myTables, newPlayer, playerFetch } from './kit/players.js';
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

/** Everything an object holds (a table's by default): its SQLite tables with rows, its key-value entries and its alarm. */
async function leftOf(stub: DurableObjectStub<TableRoom> | DurableObjectStub<PlayerRoom>): Promise<{ tables: string[]; entries: string[]; alarm: number | null }> {
  return runInDurableObject(stub as DurableObjectStub<TableRoom>, async (_instance: unknown, state: DurableObjectState) => {
    const tables = state.storage.sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite_%'")
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
    expect(await leftOf(stubOf(id))).toEqual({ tables: [], entries: [], alarm: null });
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
    expect(await leftOf(stubOf(id))).toEqual({ tables: [], entries: [], alarm: null });
    expect((await SELF.fetch(gameOne)).status).toBe(404);
  });

  it('reads how long to keep a finished table from RECORD_DAYS (90 in wrangler.toml), else 90 days', () => {
    expect(env.RECORD_DAYS).toBe('90');
    expect(keepFinishedOf(env)).toBe(KEEP_FINISHED_MS);
    expect(keepFinishedOf({ ...env, RECORD_DAYS: '7' })).toBe(7 * 24 * 3600_000);
    for (const bad of ['', '0', '-3', '1.5', 'ninety']) expect(keepFinishedOf({ ...env, RECORD_DAYS: bad }), bad).toBeUndefined();
  });

  it('deletes a player unused for a year, everything of it; each use by the person moves the time on, a table\'s report does not', async () => {
    const player = await newPlayer();
    const stub = env.PLAYERS.get(env.PLAYERS.idFromName(sha256Hex(player.key)));
    const usedAt = () => runInDurableObject(stub, (_room, state) => state.storage.sql.exec<{ used_at: number }>('SELECT used_at FROM player').one().used_at);
    const alarm = () => runInDurableObject(stub, (_room, state) => state.storage.getAlarm());
    const ageBy = async (ms: number) => {
      await runInDurableObject(stub, (_room, state) => state.storage.sql.exec('UPDATE player SET used_at = used_at - ?', ms));
      await evictDurableObject(stub);
    };
    expect(await alarm()).toBe((await usedAt()) + PLAYER_IDLE_MS);
    // a seat of theirs at a table
    const { id } = await createTable();
    const guest = await Client.join(id);
    guest.send({ type: 'sit', seat: 1, name: 'Ghazi' });
    const { key } = await guest.next('seated');
    expect((await linkSeat(player.key, id, 1, key)).status).toBe(200);
    // two days unused, then the person lists their tables: the use is noted and the alarm moves on
    await ageBy(2 * 24 * 3600_000);
    const before = await usedAt();
    expect((await myTables(player.key)).map((t) => t.id)).toEqual([id]);
    expect(await usedAt()).toBeGreaterThan(before);
    expect(await alarm()).toBe((await usedAt()) + PLAYER_IDLE_MS);
    // a day short of a year: kept (the table's reports are no use by the person)
    await ageBy(PLAYER_IDLE_MS - 24 * 3600_000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await runInDurableObject(stub, (_room, state) => state.storage.sql.exec('SELECT COUNT(*) AS n FROM tables').one().n)).toBe(1);
    await ageBy(24 * 3600_000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await leftOf(stub)).toEqual({ tables: [], entries: [], alarm: null });
    expect((await playerFetch('/api/players/me', player.key)).status).toBe(401);
    expect((await playerFetch('/api/players/me', 'x'.repeat(22))).status).toBe(401);
    guest.close();
  });
});
