import type { VerifyProblem } from '$shared/table/verify-game.js';
import { api, through, type Fetch } from '../net/api.js';
import type { StorageLike } from '../net/storage.js';

/** What the game-over screen says of the shuffle: verified, why not, or that it could not check. */
export type ShuffleVerdict = { ok: true } | { ok: false; problem: VerifyProblem } | { ok: null };

/** The table id in a table page's path (`/t/<id>`), or null (a practice table has no public record). */
export function tableIdOf(path: string): string | null {
  return /^\/t\/([A-Za-z0-9_-]{16})\/?$/.exec(path)?.[1] ?? null;
}

/**
 * Checks the game that just ended at table `tableId`: finds its number from the table's summary,
 * fetches its public record and verifies it (the engine is loaded only now) against what this browser
 * saw before the deal. The API is reached through `fetcher` (a test's stand-in; the browser's fetch).
 */
export async function checkShuffle(tableId: string, storage: StorageLike, fetcher: Fetch = fetch): Promise<ShuffleVerdict> {
  try {
    const summary = await api.api.tables[':id'].$get({ param: { id: tableId } }, through(fetcher));
    if (!summary.ok) return { ok: null };
    const info = await summary.json();
    // a rematch may have been dealt already: the game that ended is the one before it
    const gameNo = info.status === 'playing' ? info.gameNo - 1 : info.gameNo;
    const response = await api.api.tables[':id'].games[':n'].$get({ param: { id: tableId, n: String(gameNo) } }, through(fetcher));
    if (!response.ok) return { ok: null };
    const record: unknown = await response.json();
    // loaded only now: the engine, and what this browser kept of the shuffle (the table page sends nonces with it)
    const [{ verifyGame }, { witnessOf }] = await Promise.all([import('$shared/table/verify-game.js'), import('../net/shuffle-witness.js')]);
    const verdict = await verifyGame(tableId, record, witnessOf(storage, tableId, gameNo) ?? {});
    // a game dealt before the shuffle was verifiable has nothing to check
    if (!verdict.ok && verdict.reasons[0]?.problem === 'noShuffle') return { ok: null };
    return verdict.ok ? { ok: true } : { ok: false, problem: verdict.reasons[0]!.problem };
  } catch {
    return { ok: null };
  }
}
