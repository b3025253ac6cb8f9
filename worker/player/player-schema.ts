import type { Migration } from '../storage/schema.js';

/**
 * The numbered steps of a PlayerRoom's SQLite schema (see docs/operations.md, "Storage and migrations").
 * A step is never edited once deployed: a change is a new step at the end.
 */
export const PLAYER_MIGRATIONS: readonly Migration[] = [
  {
    // 1: the player and their tables, as the lazily made schema left them before the migrations
    n: 1,
    statements: [
      'CREATE TABLE IF NOT EXISTS player (one INTEGER PRIMARY KEY CHECK (one = 1), id TEXT NOT NULL, created_at INTEGER NOT NULL)',
      `CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, seat INTEGER NOT NULL, key TEXT NOT NULL,
     linked_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, status TEXT, gone INTEGER NOT NULL, finished INTEGER NOT NULL)`,
    ],
  },
  {
    // 2: when the person last used their player (the alarm deletes a player unused for a year)
    n: 2,
    statements: ['ALTER TABLE player ADD COLUMN used_at INTEGER', 'UPDATE player SET used_at = created_at'],
  },
];
