import type { Outcome, SetupInput } from '../../../shared/rules/core/game.js';
import type { TableStore } from '../../../worker/table/store.js';
import type { GameLog, LogEntry, TableRecord } from '../../../worker/table/table-record.js';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A TableStore in memory (JSON copies, like the SQLite one), with a count of writes. */
export class MemoryStore implements TableStore {
  record: TableRecord | null = null;
  games = new Map<number, GameLog>();
  writes = 0;

  loadRecord(): TableRecord | null {
    return this.record && clone(this.record);
  }
  saveRecord(record: TableRecord): void {
    this.writes++;
    this.record = clone(record);
  }
  startGame(n: number, setup: SetupInput, at: number): void {
    this.writes++;
    if (this.games.has(n)) throw new Error(`game ${n} exists`);
    this.games.set(n, { n, setup: clone(setup), startedAt: at, finishedAt: null, outcome: null, actions: [] });
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
    return game ? clone(game) : null;
  }
  destroy(): void {
    this.record = null;
    this.games.clear();
  }
}
