import { describe, expect, it } from 'vitest';
import type { PlayerTable } from '../../shared/protocol/player.js';
import { getTable, saveTable } from '../../web/src/lib/net/keys.js';
import { ensurePlayer, fetchMyTables, linkSeat, removeMyTable } from '../../web/src/lib/net/player.js';
import { PLAYER } from '../../web/src/lib/net/player-key.js';
import { MemoryStorage } from './fake-storage.js';

// The player's requests as the API's typed client makes them (web/src/lib/net/api.ts), through a fetch
// that stands in for the Worker: each request's method, URL, headers and JSON body, and what the page
// does with each answer.

const PLAYER_KEY = 'P'.repeat(22);
const SEAT_KEY = 'S'.repeat(22);
// an id that must be encoded in the path (a table's id never needs it; a link cut short may)
const ID = 'table 1/x';

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that keeps each request and answers it with `answer`. */
function worker(answer: (request: Sent) => Response) {
  const sent: Sent[] = [];
  const fetcher = async (url: string, init: RequestInit = {}) => {
    const request = { method: init.method ?? 'GET', url, headers: new Headers(init.headers), body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    sent.push(request);
    return answer(request);
  };
  return { sent, fetcher };
}

/** A browser whose player has `PLAYER_KEY`, seated at table `ID` with `SEAT_KEY`. */
function seated(): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(PLAYER, PLAYER_KEY);
  saveTable(storage, ID, { game: 'baloot', seat: 2, key: SEAT_KEY });
  return storage;
}

describe("the player's requests", () => {
  it('makes a player the first time (POST /api/players) and keeps its key', async () => {
    const storage = new MemoryStorage();
    const { sent, fetcher } = worker(() => Response.json({ key: PLAYER_KEY, link: `/tables#player=${PLAYER_KEY}` }, { status: 201 }));
    expect(await ensurePlayer(storage, fetcher)).toBe(PLAYER_KEY);
    expect(sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([{ method: 'POST', url: '/api/players', body: undefined }]);
    expect(storage.getItem(PLAYER)).toBe(PLAYER_KEY);
    expect(await ensurePlayer(storage, fetcher)).toBe(PLAYER_KEY);
    expect(sent).toHaveLength(1);
  });

  it('has no player when the server refuses one', async () => {
    const storage = new MemoryStorage();
    const { fetcher } = worker(() => Response.json({ code: 'rateLimited', error: 'slow down' }, { status: 429 }));
    expect(await ensurePlayer(storage, fetcher)).toBeNull();
    expect(storage.getItem(PLAYER)).toBeNull();
  });

  it("links a seat (PUT /api/players/me/tables/:id) with the player's key in its header and the seat in JSON, once", async () => {
    const storage = seated();
    const { sent, fetcher } = worker(() => Response.json({ id: ID }));
    expect(await linkSeat(storage, ID, fetcher)).toBe(true);
    expect(sent).toHaveLength(1);
    const [put] = sent;
    expect(put).toMatchObject({ method: 'PUT', url: '/api/players/me/tables/table%201%2Fx', body: { seat: 2, key: SEAT_KEY } });
    expect(put!.headers.get('X-Player-Key')).toBe(PLAYER_KEY);
    expect(put!.headers.get('Content-Type')).toBe('application/json');
    expect(getTable(storage, ID)?.linkedKey).toBe(SEAT_KEY);
    expect(await linkSeat(storage, ID, fetcher)).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('does not try again a seat key that holds no seat (404), but does after another refusal', async () => {
    const gone = seated();
    expect(await linkSeat(gone, ID, worker(() => Response.json({ code: 'noSeat', error: 'no seat' }, { status: 404 })).fetcher)).toBe(false);
    expect(getTable(gone, ID)?.linkedKey).toBe(SEAT_KEY);
    const full = seated();
    expect(await linkSeat(full, ID, worker(() => Response.json({ code: 'tooManyTables', error: 'full' }, { status: 409 })).fetcher)).toBe(false);
    expect(getTable(full, ID)?.linkedKey).toBeUndefined();
  });

  it("reads the player's tables (GET /api/players/me) with the key in its header, and keeps their seat keys", async () => {
    const storage = new MemoryStorage();
    storage.setItem(PLAYER, PLAYER_KEY);
    const table: PlayerTable = { id: 'elsewhere0000000', game: 'baloot', seat: 1, key: SEAT_KEY, linkedAt: 5, updatedAt: 7, status: null, gone: false };
    const { sent, fetcher } = worker(() => Response.json({ tables: [table] }));
    expect(await fetchMyTables(storage, fetcher)).toEqual([table]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/players/me', body: undefined });
    expect(sent[0]!.headers.get('X-Player-Key')).toBe(PLAYER_KEY);
    expect(getTable(storage, table.id)).toMatchObject({ game: 'baloot', seat: 1, key: SEAT_KEY, linkedKey: SEAT_KEY, status: 'lobby', updatedAt: 7 });
    expect(await fetchMyTables(storage, worker(() => Response.json({ code: 'noPlayer', error: 'no player' }, { status: 401 })).fetcher)).toBeNull();
  });

  it('removes a table from the list (DELETE /api/players/me/tables/:id): gone once removed or not there', async () => {
    const { sent, fetcher } = worker(() => new Response(null, { status: 204 }));
    expect(await removeMyTable(seated(), ID, fetcher)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/api/players/me/tables/table%201%2Fx' });
    expect(sent[0]!.headers.get('X-Player-Key')).toBe(PLAYER_KEY);
    expect(await removeMyTable(seated(), ID, worker(() => Response.json({ code: 'noEntry', error: 'not there' }, { status: 404 })).fetcher)).toBe(true);
    expect(await removeMyTable(seated(), ID, worker(() => Response.json({ code: 'internal', error: 'failed' }, { status: 500 })).fetcher)).toBe(false);
  });
});
