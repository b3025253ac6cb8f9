import type { BaseState, Outcome, SetupInput } from '../rules/core/game.js';
import type { ChatLine } from '../protocol/talk.js';
import type { Snapshot, TableStore } from './store.js';
import type { ShuffleReveal } from './shuffle-proof.js';
import type { GameLog, LogEntry, TableRecord } from './table-record.js';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * A TableStore in memory (JSON copies, like the SQLite one): the session tests' store, and the base of
 * the practice table's store in the browser. It counts writes (to know whether anything changed) and
 * actions read (to see what a wake-up costs).
 */
export class MemoryStore implements TableStore {
  record: TableRecord | null = null;
  games = new Map<number, GameLog>();
  /** The snapshot of each game as stored: its version and its state's JSON text. */
  snapshots = new Map<number, { version: number; state: string }>();
  chat: ChatLine[] = [];
  writes = 0;
  /** Writes of the table record alone. */
  recordWrites = 0;
  actionsRead = 0;

  loadRecord(): TableRecord | null {
    return this.record && clone(this.record);
  }
  saveRecord(record: TableRecord): void {
    this.writes++;
    this.recordWrites++;
    this.record = clone(record);
  }
  startGame(n: number, setup: SetupInput, at: number, shuffle?: ShuffleReveal): void {
    this.writes++;
    if (this.games.has(n)) throw new Error(`game ${n} exists`);
    const log: GameLog = { n, setup: clone(setup), startedAt: at, finishedAt: null, outcome: null, actions: [] };
    this.games.set(n, shuffle ? { ...log, shuffle: clone(shuffle) } : log);
  }
  append(n: number, entry: LogEntry): void {
    this.writes++;
    const game = this.games.get(n)!;
    if (game.actions.some((a) => a.version === entry.version)) throw new Error(`version ${entry.version} logged twice`);
    game.actions.push(clone(entry));
  }
  finishGame(n: number, outcome: Outcome, at: number): void {
    this.writes++;
    const game = this.games.get(n)!;
    game.finishedAt = at;
    game.outcome = clone(outcome);
  }
  loadGame(n: number): GameLog | null {
    const game = this.games.get(n);
    if (game) this.actionsRead += game.actions.length;
    return game ? clone(game) : null;
  }
  loadActions(n: number, from: number): LogEntry[] {
    const actions = (this.games.get(n)?.actions ?? []).filter((a) => a.version >= from);
    this.actionsRead += actions.length;
    return clone(actions);
  }
  saveSnapshot(n: number, state: BaseState): void {
    this.writes++;
    this.snapshots.set(n, { version: state.version, state: JSON.stringify(state) });
    for (const game of this.snapshots.keys()) if (game < n) this.snapshots.delete(game);
  }
  loadSnapshot(n: number): Snapshot | null {
    const row = this.snapshots.get(n);
    if (!row) return null;
    try {
      return { version: row.version, state: JSON.parse(row.state) };
    } catch {
      return null;
    }
  }
  appendChat(line: ChatLine, keep: number): void {
    this.writes++;
    this.chat = [...this.chat, clone(line)].filter((kept) => kept.id > line.id - keep);
  }
  loadChat(): ChatLine[] {
    return clone(this.chat);
  }
  eraseChat(seat: number, name: string): void {
    this.writes++;
    this.chat = this.chat.filter((line) => line.seat !== seat || line.name !== name);
  }
  destroy(): void {
    this.chat = [];
    this.record = null;
    this.games.clear();
    this.snapshots.clear();
  }
}
