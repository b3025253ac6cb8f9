import type { Seat } from '../../shared/rules/core/seats.js';
import type { PushMarkKind, PushStore, SeatSubscription } from '../../shared/table/push-store.js';
import type { SqlExec } from './sql-store.js';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS push_subscriptions (endpoint TEXT PRIMARY KEY, p256dh TEXT NOT NULL, auth TEXT NOT NULL,
     seat INTEGER NOT NULL, key_hash TEXT NOT NULL, created_at INTEGER NOT NULL)`,
  'CREATE TABLE IF NOT EXISTS push_marks (seat INTEGER NOT NULL, kind TEXT NOT NULL, mark TEXT NOT NULL, PRIMARY KEY (seat, kind))',
];

/**
 * The table's push subscriptions and marks in the Durable Object's SQLite, in tables of their own
 * (made by the first subscription, so a table nobody subscribes at costs nothing).
 */
export class SqlPushStore implements PushStore {
  private ready = false;
  /** Whether sqlite_master was asked: only this store makes the tables, so once is enough per wake-up. */
  private checked = false;

  constructor(private readonly sql: SqlExec) {}

  private schema(): void {
    if (this.ready) return;
    for (const statement of SCHEMA) this.sql.exec(statement);
    this.ready = true;
  }

  private exists(): boolean {
    if (this.ready || this.checked) return this.ready;
    this.checked = true;
    const found = this.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'push_subscriptions'").toArray();
    if (found.length > 0) this.schema();
    return this.ready;
  }

  all(): SeatSubscription[] {
    if (!this.exists()) return [];
    return this.sql.exec('SELECT * FROM push_subscriptions ORDER BY created_at, endpoint').toArray().map((row) => ({
      endpoint: row.endpoint as string,
      p256dh: row.p256dh as string,
      auth: row.auth as string,
      seat: row.seat as Seat,
      keyHash: row.key_hash as string,
      createdAt: row.created_at as number,
    }));
  }

  put(s: SeatSubscription): void {
    this.schema();
    this.sql.exec(
      'INSERT OR REPLACE INTO push_subscriptions (endpoint, p256dh, auth, seat, key_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      s.endpoint,
      s.p256dh,
      s.auth,
      s.seat,
      s.keyHash,
      s.createdAt,
    );
  }

  remove(endpoint: string): void {
    if (this.exists()) this.sql.exec('DELETE FROM push_subscriptions WHERE endpoint = ?', endpoint);
  }

  mark(seat: Seat, kind: PushMarkKind): string | null {
    if (!this.exists()) return null;
    const row = this.sql.exec('SELECT mark FROM push_marks WHERE seat = ? AND kind = ?', seat, kind).toArray()[0];
    return row ? (row.mark as string) : null;
  }

  setMark(seat: Seat, kind: PushMarkKind, mark: string): void {
    this.schema();
    this.sql.exec('INSERT OR REPLACE INTO push_marks (seat, kind, mark) VALUES (?, ?, ?)', seat, kind, mark);
  }

  clearSeat(seat: Seat): void {
    if (!this.exists()) return;
    this.sql.exec('DELETE FROM push_subscriptions WHERE seat = ?', seat);
    this.sql.exec('DELETE FROM push_marks WHERE seat = ?', seat);
  }
}
