import { canSee, sameAction, type Action, type BaseState, type GameEvent, type GameRules } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import type { CatchUpMessage } from '../protocol/messages.js';
import type { ActedBy, GameLog, LogEntry, TableRecord } from './table-record.js';
import { claimedEvent, claimRefusedEvent, handOf } from './claims.js';

/** At most this many events go in one catch-up: the latest ones (a person away for a week sees the end). */
export const CATCH_UP_EVENTS = 300;

/**
 * The table's own events that come before an action's, by who made it (see `TableGame.act`): a bot
 * standing in after a timeout or for an away person, a person's only move played for them. A claim's
 * events need the state: see `claimedEvent` and the record's refused claims (`catchUp`). `cautious` is
 * the game's `timeoutAction` in the state the action was taken in: a timeout that took it (a pass, a
 * stand: the table never bids, doubles or claims for anyone) says `passed`, not that a bot played.
 */
export function tableEvents(entry: Pick<LogEntry, 'by' | 'seat' | 'action' | 'at'>, previous: LogEntry | null | undefined, cautious: Action | null = null): GameEvent[] {
  const { by, seat, action } = entry;
  // a stand-in's later moves of the same turn (Baloot's projects, then the card) are not news again
  const sameTurn = previous?.by === by && previous.seat === seat && previous.at === entry.at;
  if (by === 'timeout') return sameTurn ? [] : [{ type: 'timedOut', audience: 'all', seat, ...(cautious !== null && sameAction(cautious, action) ? { passed: true } : {}) }];
  if (by === 'away') return sameTurn ? [] : [{ type: 'standIn', audience: 'all', seat }];
  if (by === 'forced') return [{ type: 'onlyMovePlayed', audience: 'all', seat, ...playedCard(action) }];
  return [];
}

/** The game's cautious action for a timed-out entry (see `tableEvents`), null for any other. */
export function cautiousFor(rules: GameRules<BaseState>, state: BaseState, entry: Pick<LogEntry, 'by' | 'seat'>): Action | null {
  return entry.by === 'timeout' ? rules.timeoutAction(state, entry.seat) : null;
}

/**
 * What `seat` missed of game `log` since its own last move (a move it made itself, `by: "seat"`) up
 * to state version `until` (the version of the update the person last received, so nothing is told
 * twice): the events it may see, replayed from the log, the latest CATCH_UP_EVENTS of them; when that
 * last move was made; and the seats given to bots since then. Without a move of its own in this game,
 * it is from the game's start (and `since` is when the game started).
 */
export function catchUp(rules: GameRules<BaseState>, record: TableRecord, log: GameLog, seat: Seat, until: number): CatchUpMessage {
  let last: LogEntry | undefined;
  for (const entry of log.actions) if (entry.seat === seat && entry.by === 'seat' && entry.version < until) last = entry;
  const from = last ? last.version + 1 : 0;
  const setup = rules.setup(log.setup);
  if (!setup.ok) throw new Error(`stored game ${log.n} does not set up again: ${setup.error.message}`);
  let state = setup.state;
  const events: GameEvent[] = [];
  let dropped = 0;
  // the claims refused in this game, told where they were made: each laid its seat's hand open
  const refused = (record.gameNo === log.n ? (record.shown ?? []) : []).filter((s) => s.gameNo === log.n && s.version >= from && s.version < until);
  const refusedAt = (version: number, at: BaseState): GameEvent[] =>
    refused.filter((s) => s.version === version).map((s) => claimRefusedEvent(s.seat, handOf(rules, at, s.seat)));
  for (const [i, entry] of log.actions.entries()) {
    if (entry.version >= until) break;
    const next = rules.apply(state, entry.seat, entry.action);
    if (!next.ok) throw new Error(`stored action ${entry.version} of game ${log.n} is refused: ${next.error.message}`);
    if (entry.version >= from) {
      const team = rules.teamOf(state, seat);
      const table = [...refusedAt(entry.version, state), ...claimedEvent(rules, state, entry, log.actions[i - 1]), ...tableEvents(entry, log.actions[i - 1], cautiousFor(rules, state, entry))];
      const seen = [...table, ...next.events].filter((event) => canSee(event.audience, seat, team));
      events.push(...seen);
      if (events.length > 2 * CATCH_UP_EVENTS) dropped += events.splice(0, events.length - CATCH_UP_EVENTS).length;
    }
    state = next.state;
  }
  // a claim refused at the latest state, with no move since
  if (state.version >= from && state.version < until) events.push(...refusedAt(state.version, state));
  const since = last ? last.at : log.startedAt;
  const given = record.seats.flatMap((held, s) => (held.kind === 'bot' && held.was && (held.givenAt ?? 0) >= since ? [{ seat: s, name: held.was }] : []));
  return {
    type: 'catchUp',
    from,
    until,
    since,
    truncated: dropped > 0 || events.length > CATCH_UP_EVENTS,
    events: events.slice(-CATCH_UP_EVENTS),
    given,
  };
}

/** The card of a `play` action, as a field of the event that tells of it. */
export function playedCard(action: Action): { card?: string } {
  const card = (action as { card?: unknown }).card;
  return action.type === 'play' && typeof card === 'string' ? { card } : {};
}
