import type { Migration } from '../storage/schema.js';

/**
 * The numbered steps of a TableRoom's SQLite schema (see docs/operations.md, "Storage and migrations").
 * A step is never edited once deployed: a change is a new step at the end.
 */
export const TABLE_MIGRATIONS: readonly Migration[] = [
  {
    // 1: the tables as the lazily made schema left them before the migrations (IF NOT EXISTS: a table
    // stored then may hold any of them already; an older one lacks chat, shuffles, the push tables or
    // the player links)
    n: 1,
    statements: [
      // the table's record, its games, their actions, the latest snapshot (sql-store.ts)
      'CREATE TABLE IF NOT EXISTS record (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)',
      `CREATE TABLE IF NOT EXISTS games (n INTEGER PRIMARY KEY, setup TEXT NOT NULL, started_at INTEGER NOT NULL,
     finished_at INTEGER, outcome TEXT)`,
      `CREATE TABLE IF NOT EXISTS actions (game INTEGER NOT NULL, version INTEGER NOT NULL, seat INTEGER NOT NULL,
     action TEXT NOT NULL, by TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (game, version))`,
      'CREATE TABLE IF NOT EXISTS snapshots (game INTEGER PRIMARY KEY, version INTEGER NOT NULL, state TEXT NOT NULL)',
      // a game's shuffle reveal, the newest chat lines (sql-store.ts)
      'CREATE TABLE IF NOT EXISTS shuffles (game INTEGER PRIMARY KEY, json TEXT NOT NULL)',
      'CREATE TABLE IF NOT EXISTS chat (id INTEGER PRIMARY KEY, seat INTEGER NOT NULL, name TEXT NOT NULL, text TEXT NOT NULL, at INTEGER NOT NULL)',
      // the seats' push subscriptions and what each was last told (sql-push-store.ts)
      `CREATE TABLE IF NOT EXISTS push_subscriptions (endpoint TEXT PRIMARY KEY, p256dh TEXT NOT NULL, auth TEXT NOT NULL,
     seat INTEGER NOT NULL, key_hash TEXT NOT NULL, created_at INTEGER NOT NULL)`,
      'CREATE TABLE IF NOT EXISTS push_marks (seat INTEGER NOT NULL, kind TEXT NOT NULL, mark TEXT NOT NULL, PRIMARY KEY (seat, kind))',
      // the seats linked to players' objects (player-reports.ts)
      `CREATE TABLE IF NOT EXISTS player_links (player TEXT NOT NULL, seat INTEGER NOT NULL, key_hash TEXT NOT NULL,
  table_id TEXT NOT NULL, reported TEXT, PRIMARY KEY (player, seat))`,
    ],
  },
];
