import type { Clock } from '../protocol/table-config.js';
import type { Deadline, TableRecord } from './table-record.js';

/** A seat that misses this many turns in a row is shown as away. */
export const AWAY_AFTER = 2;

/** With `autoForced` on, a person's only legal action is played for them after this pause. */
export const FORCED_PAUSE_MS = 3000;

/** A table nobody touched for this long is deleted by its alarm. */
export const IDLE_MS = 30 * 24 * 3600_000;

/** `touchedAt` is rewritten at most this often, so idle tracking costs no write per move. */
export const TOUCH_EVERY_MS = 3600_000;

/** The time a clock gives for one move, or null without a clock. */
export function moveTime(clock: Clock): number | null {
  if (clock.kind === 'live') return clock.seconds * 1000;
  if (clock.kind === 'async') return clock.hours * 3600_000;
  return null;
}

/**
 * The deadline of the turn at `version`: kept while the version stays the same, restarted when it
 * moves on, and none without a clock or when no person is to act.
 */
export function turnDeadline(clock: Clock, current: Deadline | null, version: number, personToAct: boolean, now: number): Deadline | null {
  const time = moveTime(clock);
  if (time === null || !personToAct) return null;
  if (current && current.version === version) return current;
  return { version, at: now + time };
}

/** True once the table has gone untouched for IDLE_MS. */
export function isIdle(record: TableRecord, now: number): boolean {
  return now >= record.touchedAt + IDLE_MS;
}

/** True when `touchedAt` is old enough to be worth rewriting. */
export function touchDue(record: TableRecord, now: number): boolean {
  return now - record.touchedAt >= TOUCH_EVERY_MS;
}

/** The time of the table's one alarm: the deal after the wait for nonces, the turn deadline, or else the idle deletion. */
export function alarmTime(record: TableRecord): number {
  const idle = record.touchedAt + IDLE_MS;
  const deal = record.shuffle?.pending?.dealBy ?? Infinity;
  return Math.min(deal, record.deadline ? Math.min(record.deadline.at, idle) : idle);
}

/** True when the turn deadline of `version` has passed. */
export function deadlinePassed(record: TableRecord, version: number, now: number): boolean {
  return record.deadline !== null && record.deadline.version === version && now >= record.deadline.at;
}
