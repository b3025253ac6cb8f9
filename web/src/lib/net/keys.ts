import type { TableInfo, You } from '$shared/protocol/messages.js';
import type { StorageLike } from './storage-like.js';
import { forgetLog } from './table-logs.js';


/** What this browser holds for one table: its seat key, the host key, and what the list shows. */
export interface TableEntry {
  id: string;
  game: string;
  seat: number | null;
  key: string | null;
  hostKey: string | null;
  name: string | null;
  myTurn: boolean;
  status: string;
  updatedAt: number;
  /** The seat key last linked to this browser's player (lib/net/player.ts): a new seat key is linked again. */
  linkedKey?: string | null;
}

const LIST = 'majlis:tables';
const NAME = 'majlis:name';

/**
 * Keeps what My tables shows of a table after an update: the game, the seat and its name, whether it
 * is the person's turn (`turn`: the seats whose turn it is) and the table's status.
 */
export function rememberTable(storage: StorageLike, id: string, table: TableInfo, you: You, turn: readonly number[], now: number): void {
  const myTurn = you.seat !== null && turn.includes(you.seat) && table.status === 'playing';
  const name = you.seat !== null ? { name: table.seats[you.seat]?.name ?? null } : {};
  saveTable(storage, id, { game: table.game, seat: you.seat, ...name, myTurn, status: table.status }, now);
}

/** Every table this browser knows, newest first. */
export function listTables(storage: StorageLike): TableEntry[] {
  try {
    const list = JSON.parse(storage.getItem(LIST) ?? '[]') as TableEntry[];
    return Array.isArray(list) ? list.sort((a, b) => b.updatedAt - a.updatedAt) : [];
  } catch {
    return [];
  }
}

/** The entry of one table, if this browser knows it. */
export function getTable(storage: StorageLike, id: string): TableEntry | null {
  return listTables(storage).find((t) => t.id === id) ?? null;
}

/** Adds or updates a table's entry (only the given fields change). */
export function saveTable(storage: StorageLike, id: string, changes: Partial<TableEntry>, now = Date.now()): TableEntry {
  const list = listTables(storage);
  const old = list.find((t) => t.id === id);
  const entry: TableEntry = {
    id,
    game: '',
    seat: null,
    key: null,
    hostKey: null,
    name: null,
    myTurn: false,
    status: 'lobby',
    ...old,
    ...changes,
    updatedAt: changes.updatedAt ?? (old && !('myTurn' in changes && changes.myTurn !== old.myTurn) ? old.updatedAt : now),
  };
  // every update of a table passes here: the list is written only when the entry changed (a write of
  // localStorage blocks the page, longest on a phone and on a browser's first)
  if (old && sameEntry(old, entry)) return old;
  const next = [entry, ...list.filter((t) => t.id !== id)].slice(0, 100);
  storage.setItem(LIST, JSON.stringify(next));
  return entry;
}

function sameEntry(a: TableEntry, b: TableEntry): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof TableEntry>;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * Forgets one key of a table that the server refused (or that no longer holds its seat), only if this
 * browser still holds that very key: another tab may have stored a new one meanwhile. The other key
 * is kept: a refused seat key never costs the host key, and a refused host key never costs the seat.
 */
export function forgetKey(storage: StorageLike, id: string, which: 'key' | 'hostKey', value: string): void {
  const entry = getTable(storage, id);
  if (!entry || entry[which] !== value) return;
  saveTable(storage, id, which === 'key' ? { key: null, seat: null } : { hostKey: null });
}

/** Removes a table from this browser's list, with its stored log. */
export function forgetTable(storage: StorageLike, id: string): void {
  storage.setItem(LIST, JSON.stringify(listTables(storage).filter((t) => t.id !== id)));
  forgetLog(storage, id);
}

/**
 * Reads a secret from a table link's fragment (`#key=…` rejoin link, `#host=…` host link), stores it
 * and returns the fragment to keep (empty: the caller should remove it from the address bar).
 */
export function absorbFragment(storage: StorageLike, id: string, hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const key = params.get('key');
  const host = params.get('host');
  if (!key && !host) return false;
  saveTable(storage, id, { ...(key ? { key } : {}), ...(host ? { hostKey: host } : {}) });
  return true;
}

/** The name this browser last sat under. */
export function savedName(storage: StorageLike): string {
  return storage.getItem(NAME) ?? '';
}

/** Remembers the name for the next seat. */
export function saveName(storage: StorageLike, name: string): void {
  storage.setItem(NAME, name);
}

/**
 * The keys one socket of a table says hello with, read from this browser's entry at each hello: the
 * seat key is replaced when the person sits down and forgotten once it holds no seat; a key the table
 * refused is forgotten so the next hello goes without it.
 */
export class HelloKeys {
  private key: string | null = null;
  private hostKey: string | null = null;

  constructor(
    private readonly storage: StorageLike,
    private readonly id: string,
  ) {}

  /** The keys for a new hello, as stored now. */
  forHello(): { key?: string; hostKey?: string } {
    const entry = getTable(this.storage, this.id);
    this.key = entry?.key || null;
    this.hostKey = entry?.hostKey || null;
    return { ...(this.key ? { key: this.key } : {}), ...(this.hostKey ? { hostKey: this.hostKey } : {}) };
  }

  /** The person sat down at `seat` with a new seat key. */
  seated(seat: number, key: string): void {
    this.key = key;
    saveTable(this.storage, this.id, { seat, key });
  }

  /**
   * The hello was closed as `badKey`: a hello with a host key is closed only for a wrong host key (a
   * refused seat key next to a good one is an error instead); without one, the seat key was refused.
   */
  refused(): void {
    if (this.hostKey) forgetKey(this.storage, this.id, 'hostKey', this.hostKey);
    else if (this.key) forgetKey(this.storage, this.id, 'key', this.key);
  }

  /** The seat key holds no seat any more (left, freed, given away): it never will again. */
  forgetSeatKey(): void {
    if (this.key) forgetKey(this.storage, this.id, 'key', this.key);
    this.key = null;
  }
}
