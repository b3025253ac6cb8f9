import type { StorageLike } from './storage-like.js';
import { evictOldestLog } from './table-logs.js';

export type { StorageLike };

/** Frees something the app can do without when a write does not fit; false once nothing is left. */
export type MakeRoom = (storage: StorageLike) => boolean;

/**
 * Web Storage that never throws: a full quota, storage turned off, or a SecurityError only cost
 * persistence, never the page. A write that does not fit first asks `makeRoom` for space and tries
 * again; one that still fails is kept in memory, so this page goes on reading what it wrote (a host
 * key just received, the seat key) until it is closed.
 */
export class GuardedStorage implements StorageLike {
  /** Writes the storage refused, read back before the storage. */
  private readonly memory = new Map<string, string>();

  constructor(
    private readonly open: () => StorageLike | null | undefined,
    private readonly makeRoom: MakeRoom = () => false,
  ) {}

  get length(): number {
    return this.attempt((s) => s.length, 0);
  }

  key(index: number): string | null {
    return this.attempt((s) => s.key(index), null);
  }

  getItem(key: string): string | null {
    return this.memory.get(key) ?? this.attempt((s) => s.getItem(key), null);
  }

  setItem(key: string, value: string): void {
    if (this.write(key, value)) this.memory.delete(key);
    else this.memory.set(key, value);
  }

  removeItem(key: string): void {
    this.memory.delete(key);
    this.attempt((s) => s.removeItem(key), undefined);
  }

  private write(key: string, value: string): boolean {
    // each round frees one thing; the bound only guards against a storage that never takes the write
    for (let round = 0; round < 64; round++) {
      try {
        const storage = this.open();
        if (!storage) return false;
        storage.setItem(key, value);
        return true;
      } catch (error) {
        if (!isQuotaError(error) || !this.attempt((s) => this.makeRoom(s), false)) return false;
      }
    }
    return false;
  }

  private attempt<T>(use: (storage: StorageLike) => T, otherwise: T): T {
    try {
      const storage = this.open();
      return storage ? use(storage) : otherwise;
    } catch {
      return otherwise;
    }
  }
}

/** A storage that never throws: `storage` itself if it already is one, else `storage` guarded. */
export function guarded(storage: StorageLike, makeRoom?: MakeRoom): GuardedStorage {
  return storage instanceof GuardedStorage ? storage : new GuardedStorage(() => storage, makeRoom);
}

/** True for the error a full storage throws (its name differs between browsers). */
export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** This browser's localStorage, guarded; when it is full, the least recently used tables' logs go first. */
export const appStorage = new GuardedStorage(() => (globalThis as { localStorage?: StorageLike }).localStorage, evictOldestLog);
