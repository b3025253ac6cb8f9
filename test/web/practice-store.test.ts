import { describe, expect, it } from 'vitest';
import { getTable, listTables, saveTable } from '../../web/src/lib/net/keys.js';
import { GuardedStorage } from '../../web/src/lib/net/storage.js';
import { SavedTableStore, storeKey } from '../../web/src/lib/practice/saved-store.js';
import { practiceHref, ScopedStorage, unfinishedPractice } from '../../web/src/lib/practice/practice-storage.js';
import { newRecord } from '../../shared/table/table-record.js';
import { forbiddenStorage, MemoryStorage } from './fake-storage.js';

const settings = { game: 'baloot', seats: 4, options: {}, clock: { kind: 'none' as const }, botLevel: 'standard' as const, claims: true };
const setup = (seed: string) => ({ seats: 4, seed, options: {} });
const entry = (version: number) => ({ version, seat: 0, action: { type: 'pass' }, by: 'seat' as const, at: 5 });

describe('SavedTableStore', () => {
  it('writes the store once per commit, only when something changed, and reads it back in a new page', () => {
    const storage = new MemoryStorage();
    const store = new SavedTableStore(storage, 'p1');
    store.saveRecord({ ...newRecord('p1', settings, 'hash', 1), gameNo: 1 });
    store.startGame(1, setup('s'), 2);
    store.append(1, entry(0));
    expect(storage.getItem(storeKey('p1'))).toBeNull(); // nothing is written before the commit
    store.commit();
    const text = storage.getItem(storeKey('p1'));
    expect(text).not.toBeNull();
    storage.removeItem(storeKey('p1'));
    store.commit();
    expect(storage.getItem(storeKey('p1'))).toBeNull(); // no change, no write
    storage.setItem(storeKey('p1'), text!);

    const again = new SavedTableStore(storage, 'p1');
    expect(again.loadRecord()).toEqual(store.loadRecord());
    expect(again.loadGame(1)).toEqual(store.loadGame(1));
  });

  it('keeps only the current game, so rematches do not pile up', () => {
    const storage = new MemoryStorage();
    const store = new SavedTableStore(storage, 'p1');
    const record = newRecord('p1', settings, 'hash', 1);
    store.startGame(1, setup('a'), 2);
    store.append(1, entry(0));
    store.saveRecord({ ...record, gameNo: 1 });
    store.commit();
    store.startGame(2, setup('b'), 3);
    store.saveRecord({ ...record, gameNo: 2 });
    store.commit();
    const again = new SavedTableStore(storage, 'p1');
    expect(again.loadGame(1)).toBeNull();
    expect(again.loadGame(2)?.setup.seed).toBe('b');
  });

  it('rolls back what a failed message wrote, and forgets everything when the table is destroyed', () => {
    const storage = new MemoryStorage();
    const store = new SavedTableStore(storage, 'p1');
    store.saveRecord({ ...newRecord('p1', settings, 'hash', 1), gameNo: 1 });
    store.startGame(1, setup('s'), 2);
    store.commit();
    store.append(1, entry(0));
    store.rollback();
    expect(store.loadActions(1, 0)).toEqual([]);
    store.destroy();
    expect(storage.getItem(storeKey('p1'))).toBeNull();
    expect(new SavedTableStore(storage, 'p1').loadRecord()).toBeNull();
  });

  it('starts empty from damaged text, and goes on in memory when the storage is full or forbidden', () => {
    const damaged = new MemoryStorage();
    damaged.setItem(storeKey('p1'), '{"record":');
    expect(new SavedTableStore(damaged, 'p1').loadRecord()).toBeNull();
    for (const storage of [new MemoryStorage(10), new GuardedStorage(forbiddenStorage)]) {
      const store = new SavedTableStore(storage, 'p1');
      store.saveRecord(newRecord('p1', settings, 'hash', 1));
      expect(() => store.commit()).not.toThrow();
      expect(store.loadRecord()?.id).toBe('p1');
    }
  });
});

describe('the practice storage', () => {
  it('keeps practice tables apart from the online ones, under its prefix', () => {
    const local = new MemoryStorage();
    local.setItem('majlis:name', 'Aisha');
    const practice = new ScopedStorage(local, 'majlis:practice:');
    saveTable(practice, 'p1', { game: 'baloot', status: 'playing' }, 10);
    expect(listTables(local)).toEqual([]);
    expect(getTable(practice, 'p1')).toMatchObject({ game: 'baloot' });
    expect(local.keys('majlis:practice:')).toEqual(['majlis:practice:majlis:tables']);
    expect(practice.length).toBe(1);
    expect(practice.key(0)).toBe('majlis:tables');
    practice.removeItem('majlis:tables');
    expect(local.keys()).toEqual(['majlis:name']);
  });

  it('offers the last practice game if it is not over, with its address', () => {
    const practice = new MemoryStorage();
    expect(unfinishedPractice(practice)).toBeNull();
    saveTable(practice, 'p1', { game: 'fifty-six', status: 'playing' }, 10);
    expect(practiceHref(unfinishedPractice(practice)!)).toBe('/practice/fifty-six?t=p1');
    saveTable(practice, 'p2', { game: 'baloot', status: 'over' }, 20);
    expect(unfinishedPractice(practice)).toBeNull();
  });
});
