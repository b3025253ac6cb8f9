import type { TableInfo } from '$shared/protocol/messages.js';
import type { VerifyProblem } from '$shared/table/verify-game.js';
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
 * saw before the deal. `load` fetches an API path.
 */
export async function checkShuffle(tableId: string, storage: StorageLike, load: (path: string) => Promise<Response>): Promise<ShuffleVerdict> {
  try {
    const info = (await (await load(`/api/tables/${tableId}`)).json()) as TableInfo;
    // a rematch may have been dealt already: the game that ended is the one before it
    const gameNo = info.status === 'playing' ? info.gameNo - 1 : info.gameNo;
    const response = await load(`/api/tables/${tableId}/games/${gameNo}`);
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
