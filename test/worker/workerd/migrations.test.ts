import { env } from 'cloudflare:workers';
import { evictDurableObject, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { SeatSubscription } from '../../../shared/table/push-store.js';
import { sha256Hex } from '../../../shared/table/secrets.js';
import { Schema, type Migration } from '../../../worker/storage/schema.js';
import { SqlPushStore } from '../../../worker/table/sql-push-store.js';
import { Client } from './kit/client.js';
import { playFirst, startedWithBots } from './kit/play.js';
import { linkSeat, myTables, newPlayer } from './kit/players.js';
import { PLAYER_IDLE_MS } from '../../../worker/player/PlayerRoom.js';
import { tableSchema } from './kit/stores.js';
import { createTable } from './kit/tables.js';

// Number 0: storage made before the migrations, by the stores' own lazy CREATE TABLE IF NOT EXISTS.
// These are those statements as the code before the migrations ran them (not imported: they must
// not change when a migration does), by table, in the order the tables were added to the code.
const LAZY_TABLES: Record<string, string> = {
  record: 'CREATE TABLE IF NOT EXISTS record (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)',
  games: `CREATE TABLE IF NOT EXISTS games (n INTEGER PRIMARY KEY, setup TEXT NOT NULL, started_at INTEGER NOT NULL,
     finished_at INTEGER, outcome TEXT)`,
  actions: `CREATE TABLE IF NOT EXISTS actions (game INTEGER NOT NULL, version INTEGER NOT NULL, seat INTEGER NOT NULL,
     action TEXT NOT NULL, by TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (game, version))`,
  snapshots: 'CREATE TABLE IF NOT EXISTS snapshots (game INTEGER PRIMARY KEY, version INTEGER NOT NULL, state TEXT NOT NULL)',
  chat: 'CREATE TABLE IF NOT EXISTS chat (id INTEGER PRIMARY KEY, seat INTEGER NOT NULL, name TEXT NOT NULL, text TEXT NOT NULL, at INTEGER NOT NULL)',
  shuffles: 'CREATE TABLE IF NOT EXISTS shuffles (game INTEGER PRIMARY KEY, json TEXT NOT NULL)',
  push_subscriptions: `CREATE TABLE IF NOT EXISTS push_subscriptions (endpoint TEXT PRIMARY KEY, p256dh TEXT NOT NULL, auth TEXT NOT NULL,
     seat INTEGER NOT NULL, key_hash TEXT NOT NULL, created_at INTEGER NOT NULL)`,
  push_marks: 'CREATE TABLE IF NOT EXISTS push_marks (seat INTEGER NOT NULL, kind TEXT NOT NULL, mark TEXT NOT NULL, PRIMARY KEY (seat, kind))',
  player_links: `CREATE TABLE IF NOT EXISTS player_links (player TEXT NOT NULL, seat INTEGER NOT NULL, key_hash TEXT NOT NULL,
  table_id TEXT NOT NULL, reported TEXT, PRIMARY KEY (player, seat))`,
};
const LAZY_PLAYER: Record<string, string> = {
  player: 'CREATE TABLE IF NOT EXISTS player (one INTEGER PRIMARY KEY CHECK (one = 1), id TEXT NOT NULL, created_at INTEGER NOT NULL)',
  tables: `CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, seat INTEGER NOT NULL, key TEXT NOT NULL,
     linked_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, status TEXT, gone INTEGER NOT NULL, finished INTEGER NOT NULL)`,
};

/** The tables a table stored by each earlier version holds (the push and link tables came with the first subscription or link). */
const BEFORE: { stored: string; tables: string[] }[] = [
  { stored: 'before snapshots', tables: ['record', 'games', 'actions'] },
  { stored: 'before chat', tables: ['record', 'games', 'actions', 'snapshots'] },
  { stored: 'before shuffle reveals', tables: ['record', 'games', 'actions', 'snapshots', 'chat'] },
  { stored: 'without subscriptions or links', tables: ['record', 'games', 'actions', 'snapshots', 'chat', 'shuffles'] },
  { stored: 'with every table', tables: Object.keys(LAZY_TABLES) },
];

const SUBSCRIPTION: SeatSubscription = { endpoint: 'https://push.example/sub/1', p256dh: 'p256dh-key', auth: 'auth-key', seat: 0, keyHash: 'hash', createdAt: 1 };

type Rows = Record<string, Record<string, unknown>[]>;

/** Our tables in a Durable Object's SQLite (not the platform's `_cf_` ones), with their CREATE statements. */
function schemaOf(sql: SqlStorage): { name: string; sql: string }[] {
  return sql
    .exec<{ name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY name")
    .toArray();
}

/**
 * Turns the storage into what the code before the migrations left: the rows of `tables` in tables made
 * by their lazy statements, and no `_migrations`. Returns the rows kept.
 */
function storeAsBefore(sql: SqlStorage, lazy: Record<string, string>, tables: string[]): Rows {
  const rows: Rows = {};
  for (const { name } of schemaOf(sql)) {
    if (tables.includes(name)) rows[name] = sql.exec(`SELECT * FROM ${name}`).toArray();
    sql.exec(`DROP TABLE ${name}`);
  }
  for (const name of tables) {
    sql.exec(lazy[name]);
    // the columns the older table had (a later step may have added others)
    const had = sql.exec(`SELECT * FROM ${name} LIMIT 0`).columnNames;
    for (const row of rows[name] ?? []) {
      const columns = Object.keys(row).filter((column) => had.includes(column));
      sql.exec(`INSERT INTO ${name} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`, ...columns.map((column) => row[column] as string | number | null));
    }
  }
  return rows;
}

function steps(sql: SqlStorage): number[] {
  return sql.exec<{ n: number }>('SELECT n FROM _migrations ORDER BY n').toArray().map((r) => r.n);
}

/** The client plays its first legal action; resolves with the update it caused. */
async function move(client: Client) {
  return (await playFirst(client)).update;
}

/** A Baloot table one hand in (a snapshot stored), with a chat line, its host seat linked to a player. */
async function playedTable() {
  const { id, host, key } = await startedWithBots({}, 'Hala');
  host.send({ type: 'chat', text: 'salaam' });
  await host.next('chat');
  for (let scored = 0; scored < 1; ) scored += (await playFirst(host)).scored;
  const player = await newPlayer();
  expect((await linkSeat(player.key, id, 0, key)).status).toBe(200);
  const stub = env.TABLES.get(env.TABLES.idFromName(id));
  await runInDurableObject(stub, (_room, state) => new SqlPushStore(state.storage.sql, tableSchema(state.storage.sql)).put(SUBSCRIPTION));
  return { id, host, key, stub, player };
}

describe('SQLite migrations in workerd', () => {
  it('a fresh table is made by migration 1, and a table stored before the migrations is migrated to exactly that schema', async () => {
    const fresh = await createTable();
    const reference = await runInDurableObject(env.TABLES.get(env.TABLES.idFromName(fresh.id)), (_room, state) => ({
      schema: schemaOf(state.storage.sql),
      steps: steps(state.storage.sql),
    }));
    expect(reference.steps).toEqual([1]);
    expect(reference.schema.map((t) => t.name)).toEqual(['_migrations', ...Object.keys(LAZY_TABLES)].sort());

    for (const { stored, tables } of BEFORE) {
      const { id, host, key, stub, player } = await playedTable();
      const before = host.latest();
      const linked = await myTables(player.key);
      const kept = await runInDurableObject(stub, (_room, state) => storeAsBefore(state.storage.sql, LAZY_TABLES, tables));
      expect(Object.keys(kept).sort(), stored).toEqual([...tables].sort());
      await evictDurableObject(stub);

      // the table wakes at number 1 with every table, its rows intact, and play goes on
      const phone = await Client.join(id, { key });
      expect(phone.latest().table.version, stored).toBe(before.table.version);
      expect(phone.latest().view, stored).toEqual(before.view);
      // the chat lines come once after the hello (none: no message)
      if (tables.includes('chat')) expect((await phone.next('chatLog')).lines.map((l) => l.text), stored).toEqual(['salaam']);
      else expect(phone.messages().some((m) => m.type === 'chatLog'), stored).toBe(false);
      const after = await runInDurableObject(stub, (_room, state) => {
        const sql = state.storage.sql;
        const rows = Object.fromEntries(tables.map((name) => [name, sql.exec(`SELECT * FROM ${name}`).toArray()]));
        return { schema: schemaOf(sql), steps: steps(sql), rows, subscriptions: new SqlPushStore(sql, tableSchema(sql)).all() };
      });
      expect(after.steps, stored).toEqual([1]);
      expect(after.schema, stored).toEqual(reference.schema);
      expect(after.rows, stored).toEqual(kept);
      expect(after.subscriptions, stored).toEqual(tables.includes('push_subscriptions') ? [SUBSCRIPTION] : []);
      expect((await move(phone)).table.version, stored).toBeGreaterThan(before.table.version);
      await host.atVersion(phone.latest().table.version);
      expect(await myTables(player.key), stored).toEqual(linked);
      host.close();
      phone.close();
    }
  });

  it("a player stored before the migrations keeps their tables and links new ones", async () => {
    const { id, player } = await playedTable();
    const stub = env.PLAYERS.get(env.PLAYERS.idFromName(sha256Hex(player.key)));
    const linked = await myTables(player.key);
    expect(linked.map((t) => t.id)).toEqual([id]);
    const fresh = await runInDurableObject(stub, (_room, state) => schemaOf(state.storage.sql));
    const kept = await runInDurableObject(stub, (_room, state) => storeAsBefore(state.storage.sql, LAZY_PLAYER, ['player', 'tables']));
    expect(kept.tables).toHaveLength(1);
    await evictDurableObject(stub);

    expect(await myTables(player.key)).toEqual(linked);
    const after = await runInDurableObject(stub, (_room, state) => ({ schema: schemaOf(state.storage.sql), steps: steps(state.storage.sql) }));
    expect(after).toEqual({ schema: fresh, steps: [1, 2] });
    // step 2: a player stored before it was last used when it was made, and gets its alarm a year after
    const [player0, alarm] = await runInDurableObject(stub, async (_room, state) => [
      state.storage.sql.exec<{ created_at: number; used_at: number }>('SELECT created_at, used_at FROM player').one(),
      await state.storage.getAlarm(),
    ]);
    expect(player0.used_at).toBe((kept.player[0] as { created_at: number }).created_at);
    expect(alarm).toBe(player0.used_at + PLAYER_IDLE_MS);
    const other = await createTable();
    const guest = await Client.join(other.id);
    guest.send({ type: 'sit', seat: 1, name: 'Ghazi' });
    const { key: otherKey } = await guest.next('seated');
    expect((await linkSeat(player.key, other.id, 1, otherKey)).status).toBe(200);
    expect((await myTables(player.key)).map((t) => t.id).sort()).toEqual([id, other.id].sort());
    guest.close();
  });

  it('runs each step once, in order, after the number the storage reached; waking again runs none', async () => {
    const stub = env.TABLES.get(env.TABLES.idFromName('migration-steps-test'));
    const log = await runInDurableObject(stub, (_room, state) => {
      const sql = state.storage.sql;
      const ladder: Migration[] = [
        { n: 1, statements: ['CREATE TABLE ladder (rung INTEGER)'] },
        { n: 2, statements: ['ALTER TABLE ladder ADD COLUMN name TEXT'] },
        { n: 3, statements: ["INSERT INTO ladder (rung, name) VALUES (3, 'third')"] },
      ];
      const first = new Schema(sql, ladder.slice(0, 1));
      first.open();
      const blank = { ready: first.ready, tables: schemaOf(sql).length };
      first.create();
      const once = steps(sql);
      // step 3 needs step 2's column: in any other order it fails
      const second = new Schema(sql, ladder);
      second.open();
      const all = steps(sql);
      const third = new Schema(sql, ladder);
      third.open();
      return { blank, once, all, again: steps(sql), ready: third.ready, rows: sql.exec('SELECT rung, name FROM ladder').toArray() };
    });
    expect(log.blank).toEqual({ ready: false, tables: 0 });
    expect(log.once).toEqual([1]);
    expect(log.all).toEqual([1, 2, 3]);
    expect(log.again).toEqual([1, 2, 3]);
    expect(log.ready).toBe(true);
    expect(log.rows).toEqual([{ rung: 3, name: 'third' }]);
    expect(() => new Schema({ exec: () => ({ toArray: () => [] }) }, [{ n: 2, statements: [] }])).toThrow(/migration 2/);
  });

  it('a table object migrates once: waking again runs no step, and an unknown id leaves no storage', async () => {
    const { id } = await createTable();
    const stub = env.TABLES.get(env.TABLES.idFromName(id));
    const stepsAt = () => runInDurableObject(stub, (_room, state) => state.storage.sql.exec('SELECT n, at FROM _migrations').toArray());
    const first = await stepsAt();
    expect(first.map((r) => r.n)).toEqual([1]);
    await evictDurableObject(stub);
    expect((await SELF.fetch(`http://localhost/api/tables/${id}`)).status).toBe(200);
    expect(await stepsAt()).toEqual(first);

    const unknown = 'AAAAAAAAAAAAAAAA';
    expect((await SELF.fetch(`http://localhost/api/tables/${unknown}`)).status).toBe(404);
    const nothing = await runInDurableObject(env.TABLES.get(env.TABLES.idFromName(unknown)), (_room, state) => schemaOf(state.storage.sql));
    expect(nothing).toEqual([]);
  });
});
