import type { GameEvent } from '$shared/rules/core/game.js';
import type { TableInfo, You } from '$shared/protocol/messages.js';
import type { LogLine } from './snapshot.js';
import type { ClientMessage } from '$shared/protocol/decode.js';

// What the table socket does about catching up; deciding whether a catch-up is worth showing, and
// showing it, is the lazily loaded part's (table/catch-up-shown.ts, games/CatchUp.svelte).

/** An event as a line of the log (its audience dropped), numbered `id`. */
export function logLine(event: GameEvent, id: number): LogLine {
  const { type, audience: _audience, ...data } = event;
  return { id, seat: typeof data.seat === 'number' ? data.seat : null, type, data };
}

/** `log` with `events` added as lines (numbered on from its last), keeping the last `max` lines. */
export function withEvents(log: LogLine[], events: readonly GameEvent[], max: number): LogLine[] {
  let id = log.length ? log[log.length - 1].id + 1 : 0;
  for (const event of events) log.push(logLine(event, id++));
  return log.length > max ? log.slice(-max) : log;
}

/**
 * The `catchUp` question to send after a hello's first update (what did I miss since my last move,
 * up to what I hold now?); null for someone not playing a game.
 */
export function catchUpQuestion(table: TableInfo, you: You): ClientMessage | null {
  if (you.seat === null || table.gameNo === 0 || table.status === 'lobby') return null;
  return { type: 'catchUp', until: table.version };
}
