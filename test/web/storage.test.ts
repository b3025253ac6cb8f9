import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages.js';
import { forgetTable, getTable, saveTable } from '../../web/src/lib/net/keys.js';
import { GuardedStorage, guarded } from '../../web/src/lib/net/storage.js';
import { evictOldestLog, loadLog, MAX_LOGS, saveLog } from '../../web/src/lib/net/table-logs.js';
import type { TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import { forbiddenStorage, MemoryStorage } from './fake-storage.js';
import { harness, info } from './table-kit.js';

const LOG = 'majlis:log:';
const line = (id: number) => ({ id, seat: 1, type: 'cardPlayed', data: { seat: 1, card: 'AS' } });
const update = (version: number) => ({
  type: 'update',
  game: 'baloot',
  table: info({ version }),
  you: { seat: 0, host: true },
  view: { version, legal: [] },
  events: [{ type: 'cardPlayed', audience: 'all', seat: 1, card: 'AS' }],
});

/** Opens table `id` in `storage` and lets it receive one update with an event (so it stores a log). */
function visit(storage: MemoryStorage, id: string): void {
  const { sockets, table } = harness(storage, id);
  sockets[0].open();
  sockets[0].receive({ ...update(3), table: info({ id, version: 3 }) });
  table.close();
}

describe('a full or forbidden storage never breaks the page', () => {
  it('goes on turning updates into snapshots when every write throws QuotaExceededError', () => {
    const storage = guarded(new MemoryStorage(0));
    const { sockets, table } = harness(storage);
    const snapshots: TableSnapshot[] = [];
    table.subscribe((s) => snapshots.push(s));
    sockets[0].open();
    sockets[0].receive({ type: 'seated', seat: 0, key: 'k1', rejoin: '/t/abc#key=k1' });
    sockets[0].receive(update(7));
    sockets[0].receive(update(8));
    expect(snapshots.map((s) => (s.view as { version: number }).version)).toEqual([7, 8]);
    expect(snapshots.at(-1)!.log).toHaveLength(2);
    // this page still knows its seat key: the write that did not fit is kept in memory
    expect(getTable(storage, 'abc')).toMatchObject({ key: 'k1', seat: 0 });
  });

  it('works with the raw full storage too: the table guards what it is given', () => {
    const { sockets, table } = harness(new MemoryStorage(0));
    const snapshots: TableSnapshot[] = [];
    table.subscribe((s) => snapshots.push(s));
    sockets[0].open();
    expect(() => sockets[0].receive(update(7))).not.toThrow();
    expect(snapshots).toHaveLength(1);
  });

  it('keeps the host key for this page when storage is forbidden (SecurityError on every access)', () => {
    const storage = new GuardedStorage(forbiddenStorage);
    expect(storage.getItem('anything')).toBeNull();
    expect(storage.length).toBe(0);
    saveTable(storage, 'abc', { game: 'baloot', hostKey: 'host-key' });
    expect(getTable(storage, 'abc')).toMatchObject({ hostKey: 'host-key' });
    const { sockets } = harness(storage);
    sockets[0].open();
    expect(sockets[0].sent[0]).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION, hostKey: 'host-key', nonces: true });
    expect(() => sockets[0].receive(update(7))).not.toThrow();
    expect(() => forgetTable(storage, 'abc')).not.toThrow();
  });

  it('makes room for a new table by dropping the least recently used log when the storage is full', () => {
    const lines = Array.from({ length: 10 }, (_, i) => line(i));
    const fill = (storage: MemoryStorage | GuardedStorage) => {
      for (let t = 0; t < MAX_LOGS; t++) saveLog(storage, `t${t}`, lines);
    };
    const measure = new MemoryStorage();
    fill(measure);
    const used = measure.keys().reduce((n, k) => n + k.length + measure.getItem(k)!.length, 0);
    // every log fits, with no room to spare for the table list
    const raw = new MemoryStorage(used + 20);
    const storage = new GuardedStorage(() => raw, evictOldestLog);
    fill(storage);
    expect(raw.keys(LOG)).toHaveLength(MAX_LOGS);
    saveTable(storage, 'new', { game: 'baloot', hostKey: 'host-key' });
    // the host key reached the real storage (a reload finds it): the oldest log made room
    expect(getTable(raw, 'new')).toMatchObject({ hostKey: 'host-key' });
    expect(raw.keys(LOG)).not.toContain(`${LOG}t0`);
    expect(raw.keys(LOG)).toContain(`${LOG}t1`);
    expect(raw.keys(LOG)).toContain(`${LOG}t${MAX_LOGS - 1}`);
  });
});

describe('stored logs', () => {
  it(`keeps the logs of at most ${MAX_LOGS} tables, the least recently used go first`, () => {
    const storage = new MemoryStorage();
    for (let t = 0; t < 30; t++) visit(storage, `t${t}`);
    expect(storage.keys(LOG).sort()).toEqual(Array.from({ length: MAX_LOGS }, (_, i) => `${LOG}t${i + 10}`).sort());
    // opening a table again counts as a use: t10 outlives t11..t15
    expect(loadLog(storage, 't10')).toHaveLength(1);
    for (let t = 30; t < 35; t++) visit(storage, `t${t}`);
    expect(storage.keys(LOG)).toContain(`${LOG}t10`);
    for (let t = 11; t <= 15; t++) expect(storage.keys(LOG)).not.toContain(`${LOG}t${t}`);
    expect(storage.keys(LOG)).toHaveLength(MAX_LOGS);
  });

  it('clears out the logs a browser stored before they were counted', () => {
    const storage = new MemoryStorage();
    for (let t = 0; t < 60; t++) storage.setItem(`${LOG}old${t}`, JSON.stringify([line(0)]));
    visit(storage, 'fresh');
    expect(storage.keys(LOG)).toHaveLength(MAX_LOGS);
    expect(storage.keys(LOG)).toContain(`${LOG}fresh`);
  });

  it("writes only the log on each move of the table used last, not the index of the tables' logs", () => {
    const storage = new MemoryStorage();
    saveLog(storage, 'other', [line(0)]);
    const writes: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => (writes.push(key), setItem(key, value));
    saveLog(storage, 'abc', [line(0)]);
    expect(writes).toEqual(['majlis:logs', `${LOG}abc`]);
    writes.length = 0;
    saveLog(storage, 'abc', [line(0), line(1)]);
    saveLog(storage, 'abc', [line(0), line(1), line(2)]);
    expect(writes).toEqual([`${LOG}abc`, `${LOG}abc`]);
    expect(loadLog(storage, 'abc')).toHaveLength(3);
    // the other table comes first again when it is used
    saveLog(storage, 'other', [line(0)]);
    expect(writes.at(-2)).toBe('majlis:logs');
  });

  it('forgets the log with the table', () => {
    const storage = new MemoryStorage();
    visit(storage, 'abc');
    expect(storage.keys(LOG)).toEqual([`${LOG}abc`]);
    forgetTable(storage, 'abc');
    expect(storage.keys(LOG)).toEqual([]);
  });
});
