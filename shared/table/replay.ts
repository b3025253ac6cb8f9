import type { BaseState, GameEvent, GameRules, SetupInput } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import type { Play } from '../rules/core/tricks.js';
import { cautiousFor, tableEvents } from './catch-up.js';
import { claimedEvent } from './claims.js';
import type { LogEntry } from './table-record.js';

/** What a replay needs of a game's log: how it was set up and every action (a finished game's `GameLog` fits). */
export interface ReplayLog {
  setup: SetupInput;
  actions: readonly LogEntry[];
}

/** One position of a replayed game: the state after `entry` (none at the start) and the events it caused. */
export interface Position {
  version: number;
  entry: LogEntry | null;
  state: BaseState;
  /** Every event of the step, hidden ones too (the game is over: nothing is secret any more), the table's own first. */
  events: GameEvent[];
}

/** A completed trick: its cards in the order played, the winner, and the position of each card (`at`, oldest first). */
export interface TrickMark {
  plays: Play[];
  winner: Seat;
  at: number[];
}

/**
 * One deal of the game, from the position that dealt it to the one before the next deal: its number as
 * the game tells it, its tricks, and whether it was scored (a hand thrown in is not).
 */
export interface HandMark {
  hand: number;
  from: number;
  to: number;
  tricks: TrickMark[];
  /** The position whose step scored the hand, or null. */
  scoredAt: number | null;
}

/** A replayed game: every position (index = number of actions applied) and its deals. */
export interface Replay {
  positions: Position[];
  hands: HandMark[];
}

/** Why a log does not replay: the setup or an action was refused by the rules. */
export interface ReplayError {
  version: number | null;
  message: string;
}

/**
 * Steps through a game's log with its rules: `visit` sees the setup (no entry) and then each action,
 * with the state after it and its events (the table's own, such as `timedOut`, first), and stops early
 * when it answers false. Returns an error if the rules refuse the setup or an action, or if the
 * versions do not follow one another.
 */
export function stepThrough(rules: GameRules<BaseState>, log: ReplayLog, visit: (position: Position) => boolean | void): ReplayError | null {
  const setup = rules.setup(log.setup);
  if (!setup.ok) return { version: null, message: setup.error.message };
  let state = setup.state;
  if (visit({ version: state.version, entry: null, state, events: setup.events }) === false) return null;
  for (const [i, entry] of log.actions.entries()) {
    if (entry.version !== state.version) return { version: entry.version, message: `action at version ${entry.version} follows state version ${state.version}` };
    const next = rules.apply(state, entry.seat, entry.action);
    if (!next.ok) return { version: entry.version, message: next.error.message };
    const table = [...claimedEvent(rules, state, entry, log.actions[i - 1]), ...tableEvents(entry, log.actions[i - 1], cautiousFor(rules, state, entry))];
    state = next.state;
    if (visit({ version: state.version, entry, state, events: [...table, ...next.events] }) === false) break;
  }
  return null;
}

/**
 * Keeps track of deals and tricks from the events every game shares (`handDealt`, `cardPlayed`,
 * `trickWon`, `handScored`), position by position. The step that scores a hand often deals the next
 * one too; that position belongs to the hand it ends (its last trick, its result), and the new hand
 * starts at the next position.
 */
export class TrickTracker {
  readonly hands: HandMark[] = [];
  /** The hands scored so far, in order. */
  readonly scored: HandMark[] = [];
  private plays: Play[] = [];
  private at: number[] = [];

  /** Reads the events of position `index`. */
  see(index: number, events: readonly GameEvent[]): void {
    for (const event of events) {
      const hand = this.hands.at(-1);
      if (event.type === 'handDealt') {
        const ends = hand !== undefined && hand.scoredAt === index;
        if (hand) hand.to = ends ? index : index - 1;
        // the positions before the first deal (All Fours' setup, before its dealer deals) are the first hand's
        const from = ends ? index + 1 : hand ? index : 0;
        this.hands.push({ hand: typeof event.hand === 'number' ? event.hand : this.hands.length + 1, from, to: from, tricks: [], scoredAt: null });
        this.plays = [];
        this.at = [];
      } else if (event.type === 'cardPlayed' && typeof event.seat === 'number' && typeof event.card === 'string') {
        this.plays.push({ seat: event.seat, card: event.card });
        this.at.push(index);
      } else if (event.type === 'trickWon' && typeof event.seat === 'number' && hand) {
        hand.tricks.push({ plays: this.plays, winner: event.seat, at: this.at });
        this.plays = [];
        this.at = [];
      } else if (event.type === 'handScored' && hand) {
        hand.scoredAt = index;
        this.scored.push(hand);
      }
    }
    const hand = this.hands.at(-1);
    if (hand && hand.from <= index) hand.to = index;
  }
}

/** Replays a whole log: every position, and each deal with its tricks. */
export function replay(rules: GameRules<BaseState>, log: ReplayLog): Replay | ReplayError {
  const positions: Position[] = [];
  const tracker = new TrickTracker();
  const error = stepThrough(rules, log, (position) => {
    tracker.see(positions.length, position.events);
    positions.push(position);
  });
  return error ?? { positions, hands: tracker.hands };
}

/**
 * The tricks of the `scored`-th scored hand of a game (1 for the first), as everyone saw them played;
 * null if the log has not scored that many hands (or does not replay). Keeps no states: for the table
 * server, which answers this during a game.
 */
export function scoredHandTricks(rules: GameRules<BaseState>, log: ReplayLog, scored: number): { plays: Play[]; winner: Seat }[] | null {
  const tracker = new TrickTracker();
  let index = 0;
  const error = stepThrough(rules, log, (position) => {
    tracker.see(index++, position.events);
    return tracker.scored.length < scored;
  });
  const found = tracker.scored[scored - 1];
  if (error || !found) return null;
  return found.tricks.map(({ plays, winner }) => ({ plays, winner }));
}
