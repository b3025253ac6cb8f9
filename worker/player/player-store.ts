import type { PlayerTable } from '../../shared/protocol/player.js';
import type { SeatStatus } from '../../shared/player/seat-status.js';
import type { SqlExec } from '../table/sql-store.js';

const SCHEMA = [
  'CREATE TABLE IF NOT EXISTS player (one INTEGER PRIMARY KEY CHECK (one = 1), id TEXT NOT NULL, created_at INTEGER NOT NULL)',
  `CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, seat INTEGER NOT NULL, key TEXT NOT NULL,
     linked_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, status TEXT, gone INTEGER NOT NULL, finished INTEGER NOT NULL)`,
];

/** A player object's storage in its SQLite: who the player is (their id, the hash of their key) and their tables. */
export class PlayerStore {
  private playerId: string | null | undefined;

  constructor(private readonly sql: SqlExec) {}

  /** The player's id, or null if no player was created here. */
  id(): string | null {
    if (this.playerId !== undefined) return this.playerId;
    const exists = this.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'player'").toArray().length > 0;
    const row = exists ? this.sql.exec('SELECT id FROM player WHERE one = 1').toArray()[0] : undefined;
    return (this.playerId = row ? (row.id as string) : null);
  }

  create(id: string, now: number): void {
    for (const statement of SCHEMA) this.sql.exec(statement);
    this.sql.exec('INSERT INTO player (one, id, created_at) VALUES (1, ?, ?)', id, now);
    this.playerId = id;
  }

  list(): PlayerTable[] {
    return this.sql.exec('SELECT * FROM tables ORDER BY updated_at DESC').toArray().map(entryOf);
  }

  get(table: string): PlayerTable | null {
    const row = this.sql.exec('SELECT * FROM tables WHERE id = ?', table).toArray()[0];
    return row ? entryOf(row) : null;
  }

  put(entry: PlayerTable): void {
    this.sql.exec(
      'INSERT OR REPLACE INTO tables (id, game, seat, key, linked_at, updated_at, status, gone, finished) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      entry.id, entry.game, entry.seat, entry.key, entry.linkedAt, entry.updatedAt,
      entry.status ? JSON.stringify(entry.status) : null, entry.gone ? 1 : 0, finished(entry) ? 1 : 0,
    );
  }

  /** Keeps the table's latest status (null: the seat is no longer the player's). */
  report(table: string, status: SeatStatus | null, now: number): void {
    const entry = this.get(table);
    if (entry) this.put(status ? { ...entry, game: status.game, status, gone: false, updatedAt: now } : { ...entry, gone: true, updatedAt: now });
  }

  remove(table: string): boolean {
    const found = this.get(table) !== null;
    if (found) this.sql.exec('DELETE FROM tables WHERE id = ?', table);
    return found;
  }

  /** Makes room for one more table under `max`: drops the oldest finished one if it must; false if none is. */
  makeRoom(max: number): boolean {
    const count = this.sql.exec('SELECT COUNT(*) AS n FROM tables').toArray()[0].n as number;
    if (count < max) return true;
    const oldest = this.sql.exec('SELECT id FROM tables WHERE finished = 1 ORDER BY updated_at LIMIT 1').toArray()[0];
    if (!oldest) return false;
    this.sql.exec('DELETE FROM tables WHERE id = ?', oldest.id as string);
    return true;
  }
}

function finished(entry: PlayerTable): boolean {
  return entry.gone || entry.status?.status === 'over';
}

function entryOf(row: Record<string, unknown>): PlayerTable {
  return {
    id: row.id as string,
    game: row.game as string,
    seat: row.seat as number,
    key: row.key as string,
    linkedAt: row.linked_at as number,
    updatedAt: row.updated_at as number,
    status: row.status ? (JSON.parse(row.status as string) as SeatStatus) : null,
    gone: row.gone === 1,
  };
}
