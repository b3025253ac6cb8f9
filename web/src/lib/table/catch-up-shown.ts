import type { CatchUpMessage } from '$shared/protocol/messages.js';
import { logLine } from '../net/catch-up.js';
import type { LogLine } from '../net/snapshot.js';

/** A catch-up is worth showing only when the person's last move is at least this old. */
export const CATCH_UP_AFTER_MS = 10 * 60_000;

/** What the page shows of a catch-up: "Since your last move" (at `since`), the moves, the seats given to bots. */
export interface CatchUpShown {
  since: number;
  lines: LogLine[];
  given: { seat: number; name: string }[];
  /** Only the newest moves came: there were more. */
  truncated: boolean;
}

/**
 * The catch-up to show, or null: only when others moved (or a seat went to a bot) since the person's
 * last move and that move is CATCH_UP_AFTER_MS old or more at `now` (a live game's reload shows nothing).
 */
export function catchUpShown(message: CatchUpMessage, mySeat: number | null, now: number): CatchUpShown | null {
  const lines = message.events.map(logLine);
  const others = lines.some((line) => line.seat !== null && line.seat !== mySeat) || message.given.length > 0;
  const { since, given, truncated } = message;
  return others && now - since >= CATCH_UP_AFTER_MS ? { since, lines, given, truncated } : null;
}
