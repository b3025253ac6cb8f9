import type { StorageLike } from '../../web/src/lib/net/storage.js';

/**
 * Web Storage in memory, with a quota in characters (keys and values) like a browser's: a write past
 * it throws QuotaExceededError, as localStorage does. `keys()` lists what it holds.
 */
export class MemoryStorage implements StorageLike {
  map = new Map<string, string>();

  constructor(private readonly quota = Infinity) {}

  get length(): number {
    return this.map.size;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    const old = this.map.has(key) ? key.length + this.map.get(key)!.length : 0;
    if (this.used() - old + key.length + value.length > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }

  /** The keys it holds that start with `prefix`. */
  keys(prefix = ''): string[] {
    return [...this.map.keys()].filter((k) => k.startsWith(prefix));
  }

  private used(): number {
    let total = 0;
    for (const [key, value] of this.map) total += key.length + value.length;
    return total;
  }
}

/** Storage turned off: every access throws a SecurityError, as localStorage does when the browser forbids it. */
export function forbiddenStorage(): StorageLike {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}
