import { describe, expect, it } from 'vitest';
import { eraseMyData } from '../../web/src/lib/net/erase.js';
import { saveName, saveTable } from '../../web/src/lib/net/keys.js';
import { PLAYER } from '../../web/src/lib/net/player-key.js';
import { MemoryStorage } from './fake-storage.js';

// "Delete my data" as the page runs it: the requests it makes through a fetch that stands in for the
// Worker (the Worker's side is test/worker/workerd/erase.test.ts; the whole of it, e2e in players.spec),
// and what this browser keeps afterwards.

const PLAYER_KEY = 'P'.repeat(22);

/** A browser with a player, two seats, a watched table, a name, a log, a practice game, a push mark and settings. */
function browser(): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(PLAYER, PLAYER_KEY);
  saveTable(storage, 'table0000000000a', { game: 'baloot', seat: 2, key: 'A'.repeat(22) });
  saveTable(storage, 'table0000000000b', { game: 'all-fours', seat: 0, key: 'B'.repeat(22), hostKey: 'H'.repeat(22) });
  saveTable(storage, 'table0000000000c', { game: 'baloot' });
  saveName(storage, 'Ali');
  for (const key of ['majlis:log:table0000000000a', 'majlis:practice:baloot', 'majlis:push:table0000000000a', 'majlis.shuffle.table0000000000a', 'majlis:mute:table0000000000a']) storage.setItem(key, 'x');
  for (const key of ['majlis:deck', 'majlis:pace', 'majlis:digits', 'majlis:lift', 'PARAGLIDE_LOCALE', 'other-site']) storage.setItem(key, 'kept');
  return storage;
}

function worker(answer: (method: string, url: string, headers: Headers) => number) {
  const sent: string[] = [];
  const fetcher = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    sent.push(`${init.method} ${url} ${headers.get('X-Seat-Key') ?? headers.get('X-Player-Key') ?? '-'}`);
    const status = answer(init.method ?? 'GET', url, headers);
    return new Response(status === 204 ? null : JSON.stringify({ code: 'x', error: 'x' }), { status });
  };
  return { sent, fetcher };
}

describe('delete my data (the page)', () => {
  it('gives up every seat it holds by its key, deletes the player, then keeps only the settings', async () => {
    const storage = browser();
    const { sent, fetcher } = worker(() => 204);
    expect(await eraseMyData(storage, fetcher)).toBe(0);
    expect(sent.sort()).toEqual([
      `DELETE /api/players/me ${PLAYER_KEY}`,
      `DELETE /api/tables/table0000000000a/seats/2 ${'A'.repeat(22)}`,
      `DELETE /api/tables/table0000000000b/seats/0 ${'B'.repeat(22)}`,
    ]);
    expect(storage.keys().sort()).toEqual(['PARAGLIDE_LOCALE', 'majlis:deck', 'majlis:digits', 'majlis:lift', 'majlis:pace', 'other-site']);
  });

  it('counts a seat or player already gone (404, 401) as done', async () => {
    const storage = browser();
    const { fetcher } = worker((_m, url) => (url.includes('players') ? 401 : 404));
    expect(await eraseMyData(storage, fetcher)).toBe(0);
    expect(storage.keys('majlis:tables')).toEqual([]);
  });

  it('keeps everything here when a request fails, so that trying again finishes the work', async () => {
    const storage = browser();
    const before = [...storage.map];
    const { fetcher } = worker((_m, url) => (url.includes('0000a') ? 503 : 204));
    expect(await eraseMyData(storage, fetcher)).toBe(1);
    expect([...storage.map]).toEqual(before);
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await eraseMyData(storage, offline)).toBe(3);
    expect([...storage.map]).toEqual(before);
  });

  it('a browser that holds nothing asks nothing', async () => {
    const storage = new MemoryStorage();
    const { sent, fetcher } = worker(() => 204);
    expect(await eraseMyData(storage, fetcher)).toBe(0);
    expect(sent).toEqual([]);
  });
});
