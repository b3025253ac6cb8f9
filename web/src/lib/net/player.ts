import { PLAYER_KEY_HEADER, type PlayerTable } from '$shared/protocol/player.js';
import { api, through, type Fetch } from './api.js';
import { getTable, listTables, saveTable } from './keys.js';
import type { StorageLike } from './storage-like.js';
import { PLAYER, playerKey } from './player-key.js';

export { absorbPlayerFragment, deviceLink, playerKey } from './player-key.js';

// This browser's player: a secret key (from POST /api/players) that the player's object on the server
// is addressed by. Each seat this browser takes is linked to it, so "My tables" can be read on any
// device that holds the key; the device link carries it in the URL's fragment, which no server sees.

/** This browser's player key, made through the API the first time; null if the server could not be reached. */
export async function ensurePlayer(storage: StorageLike, fetcher: Fetch = fetch): Promise<string | null> {
  const known = playerKey(storage);
  if (known) return known;
  try {
    const response = await api.api.players.$post(undefined, through(fetcher));
    if (!response.ok) return null;
    const { key } = await response.json();
    // another tab may have made one meanwhile: the first one stored stays
    if (!playerKey(storage)) storage.setItem(PLAYER, key);
    return playerKey(storage);
  } catch {
    return null;
  }
}

// the player's key, in its header (Hono's client sets the Content-Type of a JSON body)
const withKey = (key: string, fetcher: Fetch) => through(fetcher, { headers: { [PLAYER_KEY_HEADER]: key } });

/** Links this browser's seat at table `id` to its player (making the player first if need be), once per seat key. */
export async function linkSeat(storage: StorageLike, id: string, fetcher: Fetch = fetch): Promise<boolean> {
  const entry = getTable(storage, id);
  if (!entry?.key || entry.seat === null || entry.linkedKey === entry.key) return false;
  const player = await ensurePlayer(storage, fetcher);
  if (!player) return false;
  try {
    const seat = { param: { id: encodeURIComponent(id) }, json: { seat: entry.seat, key: entry.key } };
    const response = await api.api.players.me.tables[':id'].$put(seat, withKey(player, fetcher));
    // a key that holds no seat any more will not later: do not try it again
    if (response.ok || response.status === 404) saveTable(storage, id, { linkedKey: entry.key }, entry.updatedAt);
    return response.ok;
  } catch {
    return false;
  }
}

/** Links the seats this browser took before it had a player (at most `max` at a time: each wakes a table). */
export async function linkAll(storage: StorageLike, max = 8, fetcher: Fetch = fetch): Promise<void> {
  const unlinked = listTables(storage).filter((t) => t.key && t.seat !== null && t.linkedKey !== t.key);
  for (const entry of unlinked.slice(0, max)) await linkSeat(storage, entry.id, fetcher);
}

/**
 * The player's tables from their object, or null if there is no player or no answer. Each seat key
 * is also kept in this browser's list, so opening the table seats this device there.
 */
export async function fetchMyTables(storage: StorageLike, fetcher: Fetch = fetch): Promise<PlayerTable[] | null> {
  const key = playerKey(storage);
  if (!key) return null;
  try {
    const response = await api.api.players.me.$get(undefined, withKey(key, fetcher));
    if (!response.ok) return null;
    const { tables } = await response.json();
    for (const t of tables) {
      const local = getTable(storage, t.id);
      if (t.gone || (local?.key && local.key !== t.key)) continue;
      if (local?.key !== t.key) saveTable(storage, t.id, { game: t.game, seat: t.seat, key: t.key, linkedKey: t.key, status: t.status?.status ?? 'lobby' }, t.updatedAt);
    }
    return tables;
  } catch {
    return null;
  }
}

/** Removes a table from the player's list on the server; true if it is gone from there. */
export async function removeMyTable(storage: StorageLike, id: string, fetcher: Fetch = fetch): Promise<boolean> {
  const key = playerKey(storage);
  if (!key) return true;
  try {
    const response = await api.api.players.me.tables[':id'].$delete({ param: { id: encodeURIComponent(id) } }, withKey(key, fetcher));
    return response.ok || response.status === 404;
  } catch {
    return false;
  }
}
