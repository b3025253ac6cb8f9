import type { BaseState, Outcome, SetupInput } from '../rules/core/game.js';
import type { ChatLine } from '../protocol/talk.js';
import type { ShuffleReveal } from './shuffle-proof.js';
import type { GameLog, LogEntry, TableRecord } from './table-record.js';

/** A game's state as stored at `version`, to wake from instead of replaying the whole log. */
export interface Snapshot {
  version: number;
  state: unknown;
}

/** A table's durable storage; every call is synchronous and is durable before any reply leaves. */
export interface TableStore {
  loadRecord(): TableRecord | null;
  saveRecord(record: TableRecord): void;
  /** Logs the start of game `n`; `shuffle` (kept for its record once it is over) when its seed was made verifiably. */
  startGame(n: number, setup: SetupInput, at: number, shuffle?: ShuffleReveal): void;
  append(n: number, entry: LogEntry): void;
  finishGame(n: number, outcome: Outcome, at: number): void;
  loadGame(n: number): GameLog | null;
  /** The actions of game `n` whose version is `from` or later, oldest first. */
  loadActions(n: number, from: number): LogEntry[];
  /** Keeps `state` as the snapshot of game `n`, in place of any older one (and of older games'). */
  saveSnapshot(n: number, state: BaseState): void;
  /** The snapshot of game `n`, or null if there is none or it is not JSON. */
  loadSnapshot(n: number): Snapshot | null;
  /** Adds a chat line and deletes every line more than `keep` before it (ids count up by one). */
  appendChat(line: ChatLine, keep: number): void;
  /** The chat lines kept, oldest first. */
  loadChat(): ChatLine[];
  /** Deletes the chat lines sent from `seat` under `name` (a person deleting their data). */
  eraseChat(seat: number, name: string): void;
  destroy(): void;
}
