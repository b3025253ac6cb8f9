import { MemoryStore } from '$shared/table/memory-store.js';
import type { GameLog, TableRecord } from '$shared/table/table-record.js';
import { guarded, type StorageLike } from '../net/storage.js';

/** The storage key of a practice table's store. */
export function storeKey(id: string): string {
  return `store:${id}`;
}

/** A store as written to Web Storage: the record and the current game's log and snapshot. */
interface Saved {
  record: TableRecord;
  games: GameLog[];
  snapshots: [number, { version: number; state: string }][];
}

/**
 * A practice table's TableStore: the in-memory store, written to Web Storage as one JSON text at the
 * end of each message or alarm (`commit`, where the Durable Object ends its transaction) and read
 * back when the page loads again. Only the current game is written, so rematches do not pile up. A
 * storage that is full or turned off costs only persistence: the game goes on in memory.
 */
export class SavedTableStore extends MemoryStore {
  private readonly storage: StorageLike;
  /** The text last committed (or read), which `rollback` returns to. */
  private text: string | null;
  private committedWrites = 0;

  constructor(
    storage: StorageLike,
    readonly id: string,
  ) {
    super();
    this.storage = guarded(storage);
    this.text = this.storage.getItem(storeKey(id));
    this.rollback();
  }

  /** Writes the store if anything changed since the last commit. */
  commit(): void {
    if (this.writes === this.committedWrites) return;
    this.committedWrites = this.writes;
    const record = this.record;
    if (!record) return;
    const saved: Saved = {
      record,
      games: [...this.games.values()].filter((game) => game.n === record.gameNo),
      snapshots: [...this.snapshots].filter(([n]) => n === record.gameNo),
    };
    const text = JSON.stringify(saved);
    if (text === this.text) return;
    this.text = text;
    this.storage.setItem(storeKey(this.id), text);
  }

  /** Drops what changed since the last commit (a message that failed half-way leaves nothing behind). */
  rollback(): void {
    super.destroy();
    this.committedWrites = this.writes;
    if (this.text === null) return;
    try {
      const saved = JSON.parse(this.text) as Saved;
      this.record = saved.record ?? null;
      for (const game of saved.games ?? []) this.games.set(game.n, game);
      for (const [n, snapshot] of saved.snapshots ?? []) this.snapshots.set(n, snapshot);
    } catch {
      super.destroy(); // damaged text: as if nothing were stored
    }
  }

  override destroy(): void {
    super.destroy();
    this.text = null;
    this.storage.removeItem(storeKey(this.id));
  }
}
