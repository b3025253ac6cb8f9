import type { BaseState, GameRules } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import type { TableInfo } from '../protocol/messages.js';
import type { TableRecord } from '../table/table-record.js';
import { seatStatus, tableStatusBase, type SeatStatus } from './seat-status.js';

/** A seat a player linked to their player object: the table reports to `player` while the seat holds the key. */
export interface PlayerLink {
  /** The player's id: the SHA-256 of their key (the table never sees the key itself). */
  player: string;
  seat: Seat;
  /** The hash of the seat key the link was made with: a seat that changes hands stops reporting. */
  keyHash: string;
  /** What was last reported (`digest`), or null before the first report. */
  reported: string | null;
}

/** A table as it stands (TableSession.current). */
export interface TableNow {
  record: TableRecord;
  info: TableInfo;
  rules: GameRules<BaseState>;
  state: BaseState | null;
}

/** One report to send: the seat's status, or null when the seat is no longer the player's or the table is gone. */
export interface Report {
  link: PlayerLink;
  status: SeatStatus | null;
  /** The report in short, to tell whether anything changed since the last one. */
  digest: string;
}

/** The digest of a seat that is no longer the player's. */
export const GONE = 'gone';

/** True if `seat` is a person's seat held by the key whose hash is `keyHash`. */
export function holdsSeat(record: TableRecord, seat: Seat, keyHash: string): boolean {
  const holder = record.seats[seat];
  return holder !== undefined && holder.kind === 'human' && holder.keyHash === keyHash;
}

/** The status a link would report now (null: gone). */
export function statusNow(table: TableNow | null, link: Pick<PlayerLink, 'seat' | 'keyHash'>): SeatStatus | null {
  if (!table || !holdsSeat(table.record, link.seat, link.keyHash)) return null;
  return seatStatus(tableStatusBase(table.info, table.rules, table.state), link.seat);
}

/**
 * The reports a change calls for: one per link whose status differs from what it last reported
 * (nothing at all for a table without links, so most moves cost nothing). `table` null: the table is gone.
 */
export function dueReports(links: readonly PlayerLink[], table: TableNow | null): Report[] {
  if (links.length === 0) return [];
  const base = table && tableStatusBase(table.info, table.rules, table.state);
  const due: Report[] = [];
  for (const link of links) {
    const status = base && holdsSeat(table.record, link.seat, link.keyHash) ? seatStatus(base, link.seat) : null;
    const digest = status ? JSON.stringify(status) : GONE;
    if (digest !== link.reported) due.push({ link, status, digest });
  }
  return due;
}
