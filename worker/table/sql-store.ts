import type { BaseState, Outcome, SetupInput } from '../../shared/rules/core/game.js';
import type { Snapshot, TableStore } from '../../shared/table/store.js';
import type { ChatLine } from '../../shared/protocol/talk.js';
import type { ShuffleReveal } from '../../shared/table/shuffle-proof.js';
import type { GameLog, LogEntry, TableRecord } from '../../shared/table/table-record.js';
import type { Schema, SqlExec } from '../storage/schema.js';

/**
 * The table's store in the Durable Object's SQLite: one record row, one row per game and per action,
 * the latest snapshot of the current game's state, and the newest chat lines.
 */
export class SqlTableStore implements TableStore {
  private saved: string | null = null;

  /** `schema`: the object's, opened by its constructor (table-schema.ts). */
  constructor(
    private readonly sql: SqlExec,
    private readonly schema: Schema,
  ) {}

  loadRecord(): TableRecord | null {
    if (!this.schema.ready) return null;
    const row = this.sql.exec('SELECT json FROM record WHERE id = 1').toArray()[0];
    this.saved = row ? (row.json as string) : null;
    return this.saved === null ? null : (JSON.parse(this.saved) as TableRecord);
  }

  saveRecord(record: TableRecord): void {
    const json = JSON.stringify(record);
    if (json === this.saved) return; // most moves leave the record as it was: no write
    this.schema.create(); // a new table's first write makes the schema: an unknown id leaves no storage
    this.sql.exec('INSERT OR REPLACE INTO record (id, json) VALUES (1, ?)', json);
    this.saved = json;
  }

  startGame(n: number, setup: SetupInput, at: number, shuffle?: ShuffleReveal): void {
    this.sql.exec('INSERT INTO games (n, setup, started_at) VALUES (?, ?, ?)', n, JSON.stringify(setup), at);
    if (shuffle) this.sql.exec('INSERT OR REPLACE INTO shuffles (game, json) VALUES (?, ?)', n, JSON.stringify(shuffle));
  }

  append(n: number, entry: LogEntry): void {
    this.sql.exec(
      'INSERT INTO actions (game, version, seat, action, by, at) VALUES (?, ?, ?, ?, ?, ?)',
      n,
      entry.version,
      entry.seat,
      JSON.stringify(entry.action),
      entry.by,
      entry.at,
    );
  }

  finishGame(n: number, outcome: Outcome, at: number): void {
    this.sql.exec('UPDATE games SET finished_at = ?, outcome = ? WHERE n = ?', at, JSON.stringify(outcome), n);
  }

  loadGame(n: number): GameLog | null {
    if (!this.schema.ready) return null;
    const game = this.sql.exec('SELECT * FROM games WHERE n = ?', n).toArray()[0];
    if (!game) return null;
    const shuffle = this.sql.exec('SELECT json FROM shuffles WHERE game = ?', n).toArray()[0];
    return {
      n,
      setup: JSON.parse(game.setup as string),
      startedAt: game.started_at as number,
      finishedAt: (game.finished_at as number | null) ?? null,
      outcome: game.outcome ? JSON.parse(game.outcome as string) : null,
      actions: this.loadActions(n, 0),
      ...(shuffle ? { shuffle: JSON.parse(shuffle.json as string) as ShuffleReveal } : {}),
    };
  }

  loadActions(n: number, from: number): LogEntry[] {
    if (!this.schema.ready) return [];
    const rows = this.sql.exec('SELECT * FROM actions WHERE game = ? AND version >= ? ORDER BY version', n, from).toArray();
    return rows.map((row) => ({
      version: row.version as number,
      seat: row.seat as number,
      action: JSON.parse(row.action as string),
      by: row.by as LogEntry['by'],
      at: row.at as number,
    }));
  }

  saveSnapshot(n: number, state: BaseState): void {
    this.sql.exec('INSERT OR REPLACE INTO snapshots (game, version, state) VALUES (?, ?, ?)', n, state.version, JSON.stringify(state));
    this.sql.exec('DELETE FROM snapshots WHERE game < ?', n);
  }

  loadSnapshot(n: number): Snapshot | null {
    if (!this.schema.ready) return null;
    const row = this.sql.exec('SELECT version, state FROM snapshots WHERE game = ?', n).toArray()[0];
    if (!row) return null;
    try {
      return { version: row.version as number, state: JSON.parse(row.state as string) };
    } catch {
      return null; // the log is the truth: the game is replayed from it
    }
  }

  appendChat(line: ChatLine, keep: number): void {
    this.sql.exec('INSERT INTO chat (id, seat, name, text, at) VALUES (?, ?, ?, ?, ?)', line.id, line.seat, line.name, line.text, line.at);
    this.sql.exec('DELETE FROM chat WHERE id <= ?', line.id - keep);
  }

  loadChat(): ChatLine[] {
    if (!this.schema.ready) return [];
    const rows = this.sql.exec('SELECT id, seat, name, text, at FROM chat ORDER BY id').toArray();
    return rows.map((row) => ({ id: row.id as number, seat: row.seat as number, name: row.name as string, text: row.text as string, at: row.at as number }));
  }

  eraseChat(seat: number, name: string): void {
    if (this.schema.ready) this.sql.exec('DELETE FROM chat WHERE seat = ? AND name = ?', seat, name);
  }

  /** Empties the table's own tables (the object then deletes all its storage: TableRoom.alarm). */
  destroy(): void {
    for (const table of ['chat', 'shuffles', 'snapshots', 'actions', 'games', 'record']) this.sql.exec(`DELETE FROM ${table}`);
    this.saved = null;
  }
}
