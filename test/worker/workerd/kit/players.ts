import { SELF } from 'cloudflare:test';
import type { CreatePlayerResponse, MyTablesResponse, PlayerTable } from '../../../../shared/protocol/player.js';
import { freshAddress } from './tables.js';

/** A player's request to the API: the player key in its header, from a client address of its own. */
export async function playerFetch(path: string, key: string | null, init: RequestInit = {}): Promise<{ status: number; json: any }> {
  const headers: Record<string, string> = { 'CF-Connecting-IP': freshAddress(), ...(init.body ? { 'Content-Type': 'application/json' } : {}) };
  if (key !== null) headers['X-Player-Key'] = key;
  const response = await SELF.fetch(`http://localhost${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** Makes a player; its key and device link. */
export async function newPlayer(): Promise<CreatePlayerResponse> {
  const { status, json } = await playerFetch('/api/players', null, { method: 'POST' });
  if (status !== 201) throw new Error(`player not made: ${status} ${JSON.stringify(json)}`);
  return json as CreatePlayerResponse;
}

/** Links a seat to a player. */
export function linkSeat(playerKey: string, table: string, seat: number, key: string) {
  return playerFetch(`/api/players/me/tables/${table}`, playerKey, { method: 'PUT', body: JSON.stringify({ seat, key }) });
}

/** The player's tables. */
export async function myTables(playerKey: string): Promise<PlayerTable[]> {
  const { status, json } = await playerFetch('/api/players/me', playerKey);
  if (status !== 200) throw new Error(`my tables: ${status} ${JSON.stringify(json)}`);
  return (json as MyTablesResponse).tables;
}

/**
 * Waits until the player's entry for `table` passes `check`: a table reports in the background, so
 * the test asks again until the report is there (a safety net of 30 s, not a timing assumption).
 */
export async function untilEntry(playerKey: string, table: string, check: (entry: PlayerTable) => boolean): Promise<PlayerTable> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const entry = (await myTables(playerKey)).find((t) => t.id === table);
    if (entry && check(entry)) return entry;
    if (Date.now() > deadline) throw new Error(`no such report for ${table}; last: ${JSON.stringify(entry)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
