import { describe, expect, it } from 'vitest';
import { getTable, listTables } from '../../web/src/lib/net/keys.js';
import { GuardedStorage } from '../../web/src/lib/net/storage.js';
import { MAX_PRACTICE_TABLES, PracticeHost } from '../../web/src/lib/practice/practice-host.js';
import { storeKey } from '../../web/src/lib/practice/saved-store.js';
import { forbiddenStorage, MemoryStorage } from './fake-storage.js';
import { BALOOT, FakeClock, practice } from './practice-kit.js';

describe('a practice table', () => {
  it('seats the person in seat 0 and bots in the others, on the table logic, and names itself', () => {
    const clock = new FakeClock();
    const p = practice(clock);
    expect(p.last()).toMatchObject({ id: p.table.id, game: 'baloot', status: 'playing', mySeat: 0, host: true });
    expect(p.last().seats.map((s) => s.bot)).toEqual([false, true, true, true]);
    expect(getTable(p.storage, p.table.id)).toMatchObject({ game: 'baloot', seat: 0, status: 'playing' });
    expect(p.storage.getItem(storeKey(p.table.id))).toContain('"seed":"practice-test/1"');
  });

  it('lets the bots move one at a time, each a pause after the last update, on the injected clock', () => {
    const clock = new FakeClock();
    const p = practice(clock, { botDelay: 650 });
    p.untilMyMove();
    p.move();
    const after = p.view().version;
    expect(p.view().legal).toEqual([]); // a bot is next: nothing moves with the person's move
    clock.advance(649);
    expect(p.view().version).toBe(after);
    clock.advance(1);
    expect(p.view().version).toBe(after + 1);
    clock.advance(650);
    expect(p.view().version).toBe(after + 2);
  });

  it('waits longer after a trick is won, so the person sees it', () => {
    const clock = new FakeClock();
    const p = practice(clock, { botDelay: 100 });
    let trickAt = -1;
    while (trickAt < 0 && p.untilMyMove()) {
      p.move();
      const won = p.last().log.at(-1)?.type === 'trickWon';
      if (won && p.view().legal.length === 0) trickAt = p.view().version;
    }
    clock.advance(219);
    expect(p.view().version).toBe(trickAt);
    clock.advance(1);
    expect(p.view().version).toBe(trickAt + 1);
  });

  it('survives a reload: a new page over the same storage goes on at the same version with the same hand', () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const first = practice(clock, { storage });
    for (let i = 0; i < 6; i++) {
      first.untilMyMove();
      first.move();
    }
    first.untilMyMove();
    const before = first.view();
    const log = first.last().log;
    first.table.close();
    clock.advance(60_000); // the page is gone: nothing moves meanwhile

    const second = practice(clock, { storage, resume: first.table.id, setup: { ...BALOOT, seed: 'another' } });
    expect(second.table.id).toBe(first.table.id);
    expect(second.view().version).toBe(before.version);
    expect(second.view().myHand).toEqual(before.myHand);
    expect(second.last().log).toEqual(log);
    second.move();
    expect(second.view().version).toBeGreaterThan(before.version);
  });

  it('resumes with the bots to move, and they go on', () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const first = practice(clock, { storage, botDelay: 650 });
    first.untilMyMove();
    first.move();
    const version = first.view().version;
    first.table.close();
    const second = practice(clock, { storage, botDelay: 650, resume: first.table.id });
    expect(second.view().version).toBe(version);
    clock.advance(650);
    expect(second.view().version).toBe(version + 1);
  });

  it('plays a game to the end and a rematch at the same table', () => {
    const clock = new FakeClock();
    const p = practice(clock, { setup: { ...BALOOT, options: { target: 20 } } });
    while (p.last().status !== 'over' && p.untilMyMove()) if (p.last().status !== 'over') p.move();
    expect(p.last().status).toBe('over');
    expect(getTable(p.storage, p.table.id)).toMatchObject({ status: 'over' });
    p.table.rematch();
    clock.settle();
    expect(p.last()).toMatchObject({ status: 'playing', log: expect.any(Array) });
    expect(p.view().version).toBeLessThan(10);
    expect(p.storage.getItem(storeKey(p.table.id))).toContain('"gameNo":2');
  });

  it('starts a new table for an id this browser does not have, or one whose log no longer replays', () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    expect(practice(clock, { storage, resume: 'unknown' }).table.id).not.toBe('unknown');
    const first = practice(clock, { storage });
    first.untilMyMove();
    first.move();
    first.table.close();
    const key = storeKey(first.table.id);
    // a rules change: the stored move is refused now
    storage.setItem(key, storage.getItem(key)!.replace(/"action":\{[^}]*\}/, '"action":{"type":"nonsense"}'));
    const deps = { storage, now: clock.now, setTimer: clock.setTimer, clearTimer: clock.clearTimer, botDelay: 0 };
    const errors: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(PracticeHost.resume(deps, first.table.id)).toBeNull();
    } finally {
      console.error = error;
    }
    expect(errors).toHaveLength(1);
    expect(storage.getItem(key)).toBeNull();
    expect(getTable(storage, first.table.id)).toBeNull();
  });

  it(`keeps the ${MAX_PRACTICE_TABLES} practice tables used last`, () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const ids: string[] = [];
    for (let i = 0; i <= MAX_PRACTICE_TABLES; i++) {
      clock.advance(1000);
      const p = practice(clock, { storage });
      ids.push(p.table.id);
      p.table.close();
    }
    expect(listTables(storage).map((t) => t.id).sort()).toEqual(ids.slice(1).sort());
    expect(storage.getItem(storeKey(ids[0]))).toBeNull();
  });

  it('is played in memory when the storage is forbidden (and then a reload starts afresh)', () => {
    const clock = new FakeClock();
    const storage = new GuardedStorage(forbiddenStorage);
    const p = practice(clock, { storage });
    p.untilMyMove();
    p.move();
    expect(p.last().status).toBe('playing');
    p.table.close();
    expect(PracticeHost.resume({ storage: new GuardedStorage(forbiddenStorage), now: clock.now, setTimer: clock.setTimer, clearTimer: clock.clearTimer, botDelay: 0 }, p.table.id)).toBeNull();
  });

  it('refuses settings the game does not allow, with the code the page words (badSettings)', () => {
    const clock = new FakeClock();
    expect(() => practice(clock, { setup: { ...BALOOT, seats: 5 } })).toThrow(/4/);
    try {
      practice(clock, { setup: { ...BALOOT, seats: 5 } });
    } catch (error) {
      expect((error as { code?: string }).code).toBe('badSettings');
    }
  });
});
