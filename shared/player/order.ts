/** What ordering a player's tables needs to know of each. */
export interface Orderable {
  yourTurn: boolean;
  /** When the current turn runs out, if it has a clock. */
  deadline: number | null;
  /** True once the game is over (or the seat is no longer the player's). */
  finished: boolean;
  /** When the table last changed for this player (ms since the epoch). */
  updatedAt: number;
}

/**
 * A player's tables as "My tables" lists them: the tables where it is their turn first, then the
 * others; within each, the nearest deadline first (no deadline last), then the latest change. Finished
 * tables go to a list of their own, the latest first.
 */
export function orderTables<T extends Orderable>(tables: readonly T[]): { active: T[]; finished: T[] } {
  const active = tables.filter((t) => !t.finished).sort(byUrgency);
  const finished = tables.filter((t) => t.finished).sort((a, b) => b.updatedAt - a.updatedAt);
  return { active, finished };
}

function byUrgency(a: Orderable, b: Orderable): number {
  if (a.yourTurn !== b.yourTurn) return a.yourTurn ? -1 : 1;
  const da = a.deadline ?? Infinity;
  const db = b.deadline ?? Infinity;
  if (da !== db) return da < db ? -1 : 1;
  return b.updatedAt - a.updatedAt;
}
