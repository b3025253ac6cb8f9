import type { Seat } from '../../shared/rules/core/seats.js';
import type { PushMarkKind, PushStore, SeatSubscription } from '../../shared/table/push-store.js';
import type { Schema, SqlExec } from '../storage/schema.js';

/**
 * The table's push subscriptions and marks in the Durable Object's SQLite, in tables of their own
 * (table-schema.ts). Only a table that exists has subscriptions, so the schema is there.
 */
export class SqlPushStore implements PushStore {
  /**
   * True once a read found no subscription, until the next subscription: a table without any costs no
   * SQL per move (the one wake-up read; this store is the tables' only writer).
   */
  private none = false;

  constructor(
    private readonly sql: SqlExec,
    private readonly schema: Schema,
  ) {}

  all(): SeatSubscription[] {
    if (this.none || !this.schema.ready) return [];
    const rows = this.sql.exec('SELECT * FROM push_subscriptions ORDER BY created_at, endpoint').toArray();
    this.none = rows.length === 0;
    return rows.map((row) => ({
      endpoint: row.endpoint as string,
      p256dh: row.p256dh as string,
      auth: row.auth as string,
      seat: row.seat as Seat,
      keyHash: row.key_hash as string,
      createdAt: row.created_at as number,
    }));
  }

  put(s: SeatSubscription): void {
    this.none = false;
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
    if (this.schema.ready) this.sql.exec('DELETE FROM push_subscriptions WHERE endpoint = ?', endpoint);
  }

  mark(seat: Seat, kind: PushMarkKind): string | null {
    if (!this.schema.ready) return null;
    const row = this.sql.exec('SELECT mark FROM push_marks WHERE seat = ? AND kind = ?', seat, kind).toArray()[0];
    return row ? (row.mark as string) : null;
  }

  setMark(seat: Seat, kind: PushMarkKind, mark: string): void {
    this.sql.exec('INSERT OR REPLACE INTO push_marks (seat, kind, mark) VALUES (?, ?, ?)', seat, kind, mark);
  }

  clearSeat(seat: Seat): void {
    if (!this.schema.ready) return;
    this.sql.exec('DELETE FROM push_subscriptions WHERE seat = ?', seat);
    this.sql.exec('DELETE FROM push_marks WHERE seat = ?', seat);
  }
}
