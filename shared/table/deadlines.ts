import type { Clock } from '../protocol/table-config.js';
import type { Deadline, TableRecord } from './table-record.js';

/** A seat that misses this many turns in a row is shown as away. */
export const AWAY_AFTER = 2;

/** With `autoForced` on, a person's only legal action is played for them after this pause. */
export const FORCED_PAUSE_MS = 3000;

/** A day in milliseconds. */
export const DAY_MS = 24 * 3600_000;
/** A table in play that nobody touched for this long is deleted by its alarm. */
export const IDLE_MS = 30 * DAY_MS;
/** A lobby nobody touched for this long (a table never started) is deleted by its alarm. */
export const LOBBY_MS = 14 * DAY_MS;
/** How long a finished table keeps its public record (replays, verify) by default: wrangler.toml's RECORD_DAYS. */
export const KEEP_FINISHED_MS = 90 * DAY_MS;

/**
 * When the table is deleted, everything of it: a lobby 14 days after its last touch, a game in play 30
 * days after, a finished table `keepFinishedMs` after (90 days unless the host says otherwise).
 */
export function expiresAt(record: TableRecord, keepFinishedMs = KEEP_FINISHED_MS): number {
  const span = record.status === 'lobby' ? LOBBY_MS : record.status === 'over' ? keepFinishedMs : IDLE_MS;
  return record.touchedAt + span;
}

/** `touchedAt` is rewritten at most this often, so idle tracking costs no write per move. */
export const TOUCH_EVERY_MS = 3600_000;

/** The time a clock gives for one move, or null without a clock. */
export function moveTime(clock: Clock): number | null {
  if (clock.kind === 'live') return clock.seconds * 1000;
  if (clock.kind === 'async') return clock.hours * 3600_000;
  return null;
}

/** The time a turn gives a person: a live clock's twice over for one who asked for double time. */
export function turnTime(clock: Clock, relaxed: boolean): number | null {
  const time = moveTime(clock);
  return time !== null && relaxed && clock.kind === 'live' ? time * 2 : time;
}

/**
 * The deadline of the turn at `version`: kept while the version stays the same, restarted when it
 * moves on, and none without a clock or when no person is to act. `relaxed`: a person awaited asked
 * for double time (live clocks only).
 */
export function turnDeadline(clock: Clock, current: Deadline | null, version: number, personToAct: boolean, now: number, relaxed = false): Deadline | null {
  const time = turnTime(clock, relaxed);
  if (time === null || !personToAct) return null;
  if (current && current.version === version) return current;
  return { version, at: now + time };
}

/** True once the table's time is up (see expiresAt). */
export function isExpired(record: TableRecord, now: number, keepFinishedMs = KEEP_FINISHED_MS): boolean {
  return now >= expiresAt(record, keepFinishedMs);
}

/** True when `touchedAt` is old enough to be worth rewriting. */
export function touchDue(record: TableRecord, now: number): boolean {
  return now - record.touchedAt >= TOUCH_EVERY_MS;
}

/** The time of the table's one alarm: the deal after the wait for nonces, the turn deadline, or else its deletion. */
export function alarmTime(record: TableRecord, keepFinishedMs = KEEP_FINISHED_MS): number {
  const idle = expiresAt(record, keepFinishedMs);
  const deal = record.shuffle?.pending?.dealBy ?? Infinity;
  return Math.min(deal, record.deadline ? Math.min(record.deadline.at, idle) : idle);
}

/** True when the turn deadline of `version` has passed. */
export function deadlinePassed(record: TableRecord, version: number, now: number): boolean {
  return record.deadline !== null && record.deadline.version === version && now >= record.deadline.at;
}
