import type { SeatStatus } from './seat-status.js';

/** The header that carries a player's secret key on the `/api/players/me` routes (never in a URL). */
export const PLAYER_KEY_HEADER = 'X-Player-Key';

/** The header that carries a seat's secret key to `DELETE /api/tables/:id/seats/:seat` (a person deleting their data). */
export const SEAT_KEY_HEADER = 'X-Seat-Key';

/** The URL fragment parameter of the device link (`/tables#player=<key>`): a fragment never reaches a server. */
export const PLAYER_FRAGMENT = 'player';

/** The most tables one player object keeps; past it, the oldest finished one makes room, or the link is refused. */
export const MAX_PLAYER_TABLES = 200;

/** One table in a player's list: where they sit, the seat's secret key (for the player alone), and its latest status. */
export interface PlayerTable {
  id: string;
  game: string;
  seat: number;
  /** The seat key: opening the table with it seats this device there too. */
  key: string;
  linkedAt: number;
  /** When the table last reported (or the link was made). */
  updatedAt: number;
  /** The table's latest report; null if it has not reported yet. */
  status: SeatStatus | null;
  /** True once the seat is no longer the player's (left, freed, given away) or the table is gone. */
  gone: boolean;
}

/** `POST /api/players`: a new player's key and the device link that carries it. */
export interface CreatePlayerResponse {
  key: string;
  link: string;
}

/** `GET /api/players/me`. */
export interface MyTablesResponse {
  tables: PlayerTable[];
}

/** Why a player route refused a request (the `code` of its JSON error body). */
export type PlayerErrorCode =
  | 'badPlayerKey'
  | 'noPlayer'
  | 'badRequest'
  | 'badTable'
  | 'noSeat'
  | 'tooManyTables'
  | 'noEntry'
  | 'eraseIncomplete'
  | 'rateLimited'
  | 'notJson'
  | 'badJson'
  | 'tooLarge';

/** True for a string shaped like a player or seat key (128 bits, base64url): anything else is refused unread. */
export function isKey(text: string | null | undefined): text is string {
  return typeof text === 'string' && /^[A-Za-z0-9_-]{22}$/.test(text);
}
