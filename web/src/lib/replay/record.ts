import type { TableInfo } from '$shared/protocol/messages.js';
import type { SetupInput } from '$shared/rules/core/game.js';
import type { GameId } from '$shared/rules/manifests.js';
import type { LogEntry } from '$shared/table/table-record.js';

/** The parts of a finished game's record the replay reads (the route's JSON may carry more). */
export interface GameRecord {
  n: number;
  setup: SetupInput;
  actions: LogEntry[];
}

/** A finished game as fetched: its number, its record, the JSON text as the server sent it (for the download), and the table's summary. */
export interface Fetched {
  game: GameId;
  n: number;
  record: GameRecord;
  text: string;
  table: TableInfo;
}

/** Why there is nothing to replay: no such table or game (or not finished yet), the network, or a record of the wrong shape. */
export type FetchError = 'noGame' | 'network' | 'badRecord';

/** Checks the shape of a game record: the fields the replay uses, whatever else it holds. */
export function recordOf(json: unknown): GameRecord | null {
  if (!json || typeof json !== 'object') return null;
  const { n, setup, actions } = json as Record<string, unknown>;
  if (typeof n !== 'number' || !setup || typeof setup !== 'object' || !Array.isArray(actions)) return null;
  const s = setup as Record<string, unknown>;
  if (typeof s.seats !== 'number' || typeof s.seed !== 'string') return null;
  const entries = actions.every(
    (a) => a && typeof a === 'object' && typeof a.version === 'number' && typeof a.seat === 'number' && a.action && typeof a.action.type === 'string',
  );
  return entries ? { n, setup: setup as SetupInput, actions: actions as LogEntry[] } : null;
}

/**
 * The number of the game a replay link names: a number, or `latest` (the game-over screen's link), the
 * table's last finished game (the one before the current one when a new game has started since); null
 * for anything else.
 */
export function gameNumber(n: string, table: Pick<TableInfo, 'gameNo' | 'status'>): number | null {
  if (n === 'latest') return table.status === 'over' ? table.gameNo : table.gameNo > 1 ? table.gameNo - 1 : null;
  return /^[1-9]\d{0,5}$/.test(n) ? Number(n) : null;
}
