import type { PlayerTable } from '../../shared/protocol/player.js';
import type { SeatStatus } from '../../shared/player/seat-status.js';
import type { Schema, SqlExec } from '../storage/schema.js';

/** A player object's storage in its SQLite: who the player is (their id, the hash of their key) and their tables. */
export class PlayerStore {
  private playerId: string | null | undefined;

  /** `schema`: the object's, opened by its constructor (player-schema.ts). */
  constructor(
    private readonly sql: SqlExec,
    private readonly schema: Schema,
  ) {}

  /** The player's id, or null if no player was created here. */
  id(): string | null {
    if (this.playerId !== undefined) return this.playerId;
    const row = this.schema.ready ? this.sql.exec('SELECT id FROM player WHERE one = 1').toArray()[0] : undefined;
    return (this.playerId = row ? (row.id as string) : null);
  }

  create(id: string, now: number): void {
    this.schema.create(); // the player's first write makes the schema: an unknown id leaves no storage
    this.sql.exec('INSERT INTO player (one, id, created_at, used_at) VALUES (1, ?, ?, ?)', id, now, now);
    this.playerId = id;
  }

  /** When the person last used their player (made it, listed or changed their tables), or null without a player. */
  usedAt(): number | null {
    if (this.id() === null) return null;
    return this.sql.exec('SELECT used_at FROM player WHERE one = 1').toArray()[0].used_at as number;
  }

  /** Notes a use at `now` if the last one noted is `every` ms old or more (no write per call); true if it wrote. */
  touch(now: number, every: number): boolean {
    const used = this.usedAt();
    if (used === null || now - used < every) return false;
    this.sql.exec('UPDATE player SET used_at = ? WHERE one = 1', now);
    return true;
  }

  /** The object deleted its storage: nobody is here any more. */
  forget(): void {
    this.playerId = null;
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
