import type { Seat } from '../rules/core/seats.js';
import type { ClientMessage, ErrorCode } from '../protocol/messages.js';
import { cleanText, NAME_RULES } from '../protocol/text-policy.js';
import { checkSettings } from './new-table.js';
import { newKey, sha256Hex } from './secrets.js';
import type { Identity } from './peer.js';
import { claimsOn, emptySeat, type SeatRecord, type TableRecord } from './table-record.js';

/** A refusal of a seat or host command. */
export interface Refusal {
  code: ErrorCode;
  message: string;
}

/** A name as shown at the table, cleaned by the text policy (1 to 24 graphemes on one line), or a refusal. */
export function cleanName(name: string): string | Refusal {
  const clean = cleanText(name, NAME_RULES);
  return clean.ok ? clean.text : { code: 'badName', message: `a name ${clean.message}` };
}

/** Checks that `seat` is a seat of this table. */
export function checkSeat(record: TableRecord, seat: Seat): Refusal | null {
  if (seat >= record.seats.length) return { code: 'badSeat', message: `this table has seats 0 to ${record.seats.length - 1}` };
  return null;
}

/**
 * Whether the host may hand `seat` to a bot or free it now: always before a game and between games;
 * during a game only an empty seat, a bot's seat, or the seat of a player who is away or not connected.
 */
export function mayReassign(record: TableRecord, seat: Seat, connected: boolean): Refusal | null {
  const holder = record.seats[seat];
  if (record.status !== 'playing' || holder.kind !== 'human' || holder.away || !connected) return null;
  return { code: 'seatBusy', message: `${holder.name} is playing in seat ${seat}; a seat can be given away only when its player is away` };
}

/**
 * Whether a seated player who is not the host may give `seat` to a bot (`assign` with `to: "bot"`):
 * only during a game, only another person's seat, and only once that seat is away, which the table
 * marks when the seat's clock has run out on AWAY_AFTER turns in a row (so never without a clock).
 */
export function mayGiveAway(record: TableRecord, by: Seat, seat: Seat, to: 'bot' | 'empty'): Refusal | null {
  if (to !== 'bot') return { code: 'notHost', message: 'only the host can free a seat' };
  const holder = record.seats[seat];
  if (record.status !== 'playing') return { code: 'notHost', message: 'only the host can fill seats between games' };
  if (seat === by || holder.kind !== 'human') return { code: 'notHost', message: 'only the host can give this seat away' };
  if (!holder.away) return { code: 'seatBusy', message: `${holder.name}'s clock has not run out: a seat can be given to a bot once its player is away` };
  return null;
}

/** The seat record after the host's `assign`. */
export function assignedSeat(seat: Seat, to: 'bot' | 'empty'): SeatRecord {
  return to === 'bot' ? { ...emptySeat(), kind: 'bot', name: `Bot ${seat + 1}` } : emptySeat();
}

/** Applies a host's `configure` to the record (before the first game or between games). */
export function configure(record: TableRecord, message: Extract<ClientMessage, { type: 'configure' }>): Refusal | null {
  const seats = message.seats ?? record.seats.length;
  const checked = checkSettings({
    game: record.game,
    seats,
    options: { ...record.options, ...message.options },
    clock: message.clock ?? record.clock,
    botLevel: message.botLevel ?? record.botLevel,
    chat: message.chat ?? record.chat !== false,
    claims: message.claims ?? claimsOn(record),
    autoForced: message.autoForced ?? record.autoForced,
    spectatorReactions: message.spectatorReactions ?? record.spectatorReactions === true,
  });
  if (!checked.ok) return { code: 'badOptions', message: checked.message };
  const dropped = record.seats.slice(seats).findIndex((s) => s.kind !== 'empty');
  if (dropped >= 0) return { code: 'seatBusy', message: `seat ${seats + dropped} is taken; free it before removing it` };
  const { settings } = checked;
  record.seats = Array.from({ length: seats }, (_, i) => record.seats[i] ?? emptySeat());
  record.options = settings.options;
  record.clock = settings.clock;
  record.botLevel = settings.botLevel;
  record.chat = settings.chat ?? true;
  record.claims = settings.claims;
  if (settings.autoForced === undefined) delete record.autoForced;
  else record.autoForced = settings.autoForced;
  if (settings.spectatorReactions) record.spectatorReactions = true;
  else delete record.spectatorReactions;
  return null;
}

/** Checks a `sit` and makes the seat's secret key (only its hash is kept); the record is not changed yet. */
export function takeSeat(record: TableRecord, seat: Seat, name: string): Refusal | { key: string; holder: SeatRecord } {
  const bad = checkSeat(record, seat);
  if (bad) return bad;
  if (record.seats[seat].kind !== 'empty') return { code: 'seatTaken', message: `seat ${seat} is taken` };
  const clean = cleanName(name);
  if (typeof clean !== 'string') return clean;
  const key = newKey();
  return { key, holder: { kind: 'human', name: clean, keyHash: sha256Hex(key), misses: 0, away: false } };
}

/** The record as the next game starts: same seats, a fresh run of misses, no outcome or deadline yet. */
export function beginGame(record: TableRecord): void {
  record.gameNo += 1;
  record.status = 'playing';
  record.outcome = null;
  record.deadline = null;
  record.seats = record.seats.map((seat) => ({ ...seat, misses: 0, away: false }));
  delete record.shown;
}

/**
 * Who a `hello` makes its socket, from the keys it carries, or 'badKey' if the socket is to be closed.
 * A wrong host key closes the socket. A seat key that holds no seat closes it too, unless a good host
 * key came with it: the host's identity never depends on a seat it may have left, so it joins seatless
 * and is told (`seatKeyRefused`) that the seat key was not accepted.
 */
export function identityOf(
  record: TableRecord,
  keys: { key?: string; hostKey?: string },
): 'badKey' | { identity: Identity; seatKeyRefused: Refusal | null } {
  const host = keys.hostKey !== undefined;
  if (host && sha256Hex(keys.hostKey!) !== record.hostKeyHash) return 'badKey';
  if (keys.key === undefined) return { identity: { seat: null, host, keyHash: null }, seatKeyRefused: null };
  const keyHash = sha256Hex(keys.key);
  const seat = record.seats.findIndex((s) => s.kind === 'human' && s.keyHash === keyHash);
  if (seat >= 0) return { identity: { seat, host, keyHash }, seatKeyRefused: null };
  if (!host) return 'badKey';
  const message = 'your seat key holds no seat (it was left or given away); you are the host, without a seat';
  return { identity: { seat: null, host, keyHash: null }, seatKeyRefused: { code: 'badKey', message } };
}
