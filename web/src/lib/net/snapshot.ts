import type { Action } from '../../../../shared/rules/core/game.js';

/** A seat as the page shows it (its badge and the lobby), made from the protocol's SeatInfo: who sits there, and how they are doing. */
export interface SeatBadge {
  seat: number;
  name: string | null;
  bot: boolean;
  connected: boolean;
  away: boolean;
}

/** One line of the table's log: a move or event, already addressed to this viewer. */
export interface LogLine {
  id: number;
  seat: number | null;
  type: string;
  data: Record<string, unknown>;
}

/** The clock of a table: its kind and the current deadline (ms since epoch), if any. */
export interface ClockInfo {
  mode: 'none' | 'live' | 'async';
  seconds: number;
  deadline: number | null;
}

/** Everything the table page draws, whatever the source (server socket or local practice). */
export interface TableSnapshot {
  id: string;
  game: string;
  seatCount: number;
  options: Record<string, unknown>;
  seats: SeatBadge[];
  mySeat: number | null;
  host: boolean;
  status: 'lobby' | 'playing' | 'over';
  view: unknown;
  /** The game's scored hands, oldest first (the score sheet; not part of the view). */
  history: readonly unknown[];
  clock: ClockInfo;
  log: LogLine[];
  error: string | null;
  /** How many of the person's intents wait for the connection to come back. */
  waiting: number;
  /** Something the person must be told that is not an error of the last message (see Notice). */
  notice: Notice | null;
}

/** `moveStale`: a move made while the connection was down was not played: the game had moved on. */
export type Notice = 'moveStale';

/** Connection state shown by the banner ('full': the table has too many sockets open; trying again). */
export type Link = 'connecting' | 'open' | 'lost' | 'full' | 'closed';

/** A table the page can draw and act on: the online socket and the local practice table both fit. */
export interface TableSource {
  /** Subscribes to snapshots; returns the unsubscribe function. */
  subscribe(listener: (snapshot: TableSnapshot) => void): () => void;
  /** Subscribes to the connection state. */
  link(listener: (link: Link) => void): () => void;
  /** Sends a game action made against the current view's version. */
  act(action: Action): void;
  /** Takes a free seat under a name. */
  sit(seat: number, name: string): void;
  /** Leaves the seat (protocol `leave`). */
  leave(): void;
  /** Host: gives a seat to a bot, or frees it (protocol `assign`). */
  assign(seat: number, to: 'bot' | 'empty'): void;
  /** Host: starts the game. */
  start(): void;
  /** After game over: asks for a new game at the same table. */
  rematch(): void;
  /** Stops the source (closes the socket or timers). */
  close(): void;
}
