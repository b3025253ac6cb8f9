import { isKey, PLAYER_FRAGMENT } from '$shared/protocol/player.js';
import { listTables, saveTable } from './keys.js';
import type { StorageLike } from './storage-like.js';

// This browser's player key (see player.ts) as it is stored, and the device link that carries it.

/** Where the key is kept. */
export const PLAYER = 'majlis:player';

/** This browser's player key, or null if it has none yet. */
export function playerKey(storage: StorageLike): string | null {
  const key = storage.getItem(PLAYER);
  return isKey(key) ? key : null;
}

/** The device link: this site's My tables with the player key in the fragment. */
export function deviceLink(origin: string, key: string): string {
  return `${origin}/tables#${PLAYER_FRAGMENT}=${key}`;
}

/**
 * Takes the player key out of a device link's fragment (`#player=…`) and keeps it; true if there was
 * one. A key other than this browser's replaces it: this browser's seats are linked to it again.
 */
export function absorbPlayerFragment(storage: StorageLike, hash: string): boolean {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get(PLAYER_FRAGMENT);
  if (!isKey(key)) return false;
  if (playerKey(storage) !== key) {
    storage.setItem(PLAYER, key);
    for (const entry of listTables(storage)) if (entry.linkedKey) saveTable(storage, entry.id, { linkedKey: null }, entry.updatedAt);
  }
  return true;
}
