import { listTables, type TableEntry } from '../net/keys.js';
import { GuardedStorage, type StorageLike } from '../net/storage.js';
import { evictOldestLog } from '../net/table-logs.js';

const PREFIX = 'majlis:practice:';

/**
 * Web Storage seen through a key prefix: the practice tables keep their list, keys, logs and stores
 * apart from the online tables', with the same helpers (`keys.ts`, `table-logs.ts`).
 */
export class ScopedStorage implements StorageLike {
  constructor(
    private readonly inner: StorageLike,
    private readonly prefix: string,
  ) {}

  get length(): number {
    return this.own().length;
  }

  key(index: number): string | null {
    return this.own()[index] ?? null;
  }

  getItem(key: string): string | null {
    return this.inner.getItem(this.prefix + key);
  }

  setItem(key: string, value: string): void {
    this.inner.setItem(this.prefix + key, value);
  }

  removeItem(key: string): void {
    this.inner.removeItem(this.prefix + key);
  }

  private own(): string[] {
    const keys: string[] = [];
    for (let i = 0; i < this.inner.length; i++) {
      const key = this.inner.key(i);
      if (key?.startsWith(this.prefix)) keys.push(key.slice(this.prefix.length));
    }
    return keys;
  }
}

/** This browser's practice tables in localStorage (`majlis:practice:…`), guarded like `appStorage`. */
export const practiceStorage = new GuardedStorage(() => {
  const local = (globalThis as { localStorage?: StorageLike }).localStorage;
  return local ? new ScopedStorage(local, PREFIX) : null;
}, evictOldestLog);

/** The practice game this browser played last, if it is not over: the home page offers to go on with it. */
export function unfinishedPractice(storage: StorageLike): TableEntry | null {
  const last = listTables(storage)[0];
  return last && last.status === 'playing' ? last : null;
}

/** The address of a practice table. */
export function practiceHref(entry: Pick<TableEntry, 'id' | 'game'>): string {
  return `/practice/${entry.game}?t=${encodeURIComponent(entry.id)}`;
}
