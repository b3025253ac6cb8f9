import type { LogLine } from './snapshot.js';
import type { StorageLike } from './storage-like.js';

const PREFIX = 'majlis:log:';
/** The ids of the tables whose logs are stored, most recently used first. */
const INDEX = 'majlis:logs';
/** How many tables' logs this browser keeps; the least recently used one goes first. */
export const MAX_LOGS = 20;
/** How many lines of one table's log are stored. */
const MAX_LINES = 150;

/** The stored log of a table (empty if none); counts as a use of it. */
export function loadLog(storage: StorageLike, id: string): LogLine[] {
  const text = storage.getItem(PREFIX + id);
  if (text === null) return [];
  use(storage, id);
  try {
    const log = JSON.parse(text);
    return Array.isArray(log) ? log : [];
  } catch {
    return [];
  }
}

/** Stores the last lines of a table's log, and drops the logs of the tables used least recently. */
export function saveLog(storage: StorageLike, id: string, log: LogLine[]): void {
  // the index first: a log is never stored without the index knowing it
  use(storage, id);
  storage.setItem(PREFIX + id, JSON.stringify(log.slice(-MAX_LINES)));
}

/** Removes a table's log. */
export function forgetLog(storage: StorageLike, id: string): void {
  storage.removeItem(PREFIX + id);
  writeIndex(storage, readIndex(storage).filter((t) => t !== id));
}

/** Removes the log of the table used least recently, to make room; false if there is none. */
export function evictOldestLog(storage: StorageLike): boolean {
  const ids = readIndex(storage);
  const oldest = ids.pop();
  if (oldest === undefined) return false;
  storage.removeItem(PREFIX + oldest);
  writeIndex(storage, ids);
  return true;
}

function use(storage: StorageLike, id: string): void {
  const index = readIndex(storage);
  // the table used last is this one (each of its moves comes here): the index stays as it is
  if (index[0] === id && index.length <= MAX_LOGS && storage.getItem(INDEX) !== null) return;
  const ids = [id, ...index.filter((t) => t !== id)];
  for (const old of ids.splice(MAX_LOGS)) storage.removeItem(PREFIX + old);
  writeIndex(storage, ids);
}

/** The index; without one (a browser that stored logs before it existed), every log found. */
function readIndex(storage: StorageLike): string[] {
  const text = storage.getItem(INDEX);
  if (text !== null) {
    try {
      const ids = JSON.parse(text);
      if (Array.isArray(ids)) return ids.filter((id): id is string => typeof id === 'string');
    } catch {
      // a damaged index: rebuilt from the logs found below
    }
  }
  const found: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) found.push(key.slice(PREFIX.length));
  }
  return found;
}

function writeIndex(storage: StorageLike, ids: string[]): void {
  try {
    storage.setItem(INDEX, JSON.stringify(ids));
  } catch {
    // a storage that is not guarded (makeRoom runs on the raw one): the next write tries again
  }
}
