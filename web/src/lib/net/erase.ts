import { PLAYER_KEY_HEADER, SEAT_KEY_HEADER } from '$shared/protocol/player.js';
import { api, through, type Fetch } from './api.js';
import { listTables } from './keys.js';
import { playerKey } from './player-key.js';
import type { StorageLike } from './storage-like.js';

/** What this browser keeps that is not about the person: settings (cards, contrast, what the screen reader says, pace, digits, language) stay. */
const SETTINGS = new Set(['majlis:deck', 'majlis:deck-offered', 'majlis:contrast', 'majlis:verbosity', 'majlis:pace', 'majlis:lift', 'majlis:digits']);

/** What `eraseMyData` needs of the browser's storage: localStorage in the page. */
export interface ErasableStorage extends StorageLike {
  readonly length: number;
  key(index: number): string | null;
}

/** How many tables are asked at once (each request wakes one table). */
const AT_ONCE = 4;

/**
 * "Delete my data": every seat this browser holds is given up at its table (`DELETE
 * /api/tables/:id/seats/:seat`: to a bot, with its devices and chat lines), then the player's object
 * is deleted with the seats it kept (`DELETE /api/players/me`), then everything this browser keeps of
 * the person: its tables and keys, its name, its logs, its practice games, its notification marks.
 * Settings stay. An answer that says the seat or the player is already gone counts as done. If any
 * request fails, nothing is cleared here, so that trying again finishes the work: the number of
 * requests that failed, else 0.
 */
export async function eraseMyData(storage: ErasableStorage, fetcher: Fetch = fetch): Promise<number> {
  const seats = listTables(storage).filter((t) => t.key && t.seat !== null);
  let failed = 0;
  for (let i = 0; i < seats.length; i += AT_ONCE) {
    const answers = await Promise.all(
      seats.slice(i, i + AT_ONCE).map((t) =>
        api.api.tables[':id'].seats[':seat']
          .$delete({ param: { id: encodeURIComponent(t.id), seat: String(t.seat) } }, through(fetcher, { headers: { [SEAT_KEY_HEADER]: t.key! } }))
          .then((r) => r.status === 204 || r.status === 404)
          .catch(() => false),
      ),
    );
    failed += answers.filter((done) => !done).length;
  }
  const player = playerKey(storage);
  if (player) {
    const done = await api.api.players.me
      .$delete(undefined, through(fetcher, { headers: { [PLAYER_KEY_HEADER]: player } }))
      .then((r) => r.status === 204 || r.status === 401)
      .catch(() => false);
    if (!done) failed++;
  }
  if (failed > 0) return failed;
  const mine = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null && /^majlis[:.]/.test(key) && !SETTINGS.has(key),
  );
  for (const key of mine) storage.removeItem(key);
  return 0;
}

/** Drops this browser's push subscription (the tables already forgot it): best effort, never in the way. */
export async function dropPushHere(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // no service worker, or the browser refused: the subscription reaches no table any more anyway
  }
}
