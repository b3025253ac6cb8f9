import type { Action, Outcome, SetupInput } from '../rules/core/game.js';
import type { Options } from '../rules/core/options.js';
import type { Seat } from '../rules/core/seats.js';
import type { SeatKind, TableStatus } from '../protocol/messages.js';
import type { BotLevel, Clock } from '../protocol/table-config.js';
import { claimsByDefault, type TableSettings } from './new-table.js';
import type { ShuffleReveal } from './shuffle-proof.js';

/** One seat as stored: who holds it, the hash of its secret key, and its run of missed turns. */
export interface SeatRecord {
  kind: SeatKind;
  name: string | null;
  keyHash: string | null;
  misses: number;
  away: boolean;
  /** A bot's seat given to it mid-game: the name of the person who held it, and when (for catching up). */
  was?: string;
  givenAt?: number;
  /** Set when the host's socket took this seat: the share preview names the host by it. */
  host?: true;
  /** The person asked for double time on a live clock (`relaxed`): their turns run twice as long. */
  relaxed?: true;
}

/** When the current turn runs out: the state version it belongs to and the time (ms since the epoch). */
export interface Deadline {
  version: number;
  at: number;
  /** Set when this is the short pause before the table plays a person's only legal action (`autoForced`). */
  forced?: true;
}

/** Everything about a table except its game logs; stored as one JSON row. */
export interface TableRecord {
  id: string;
  game: string;
  seats: SeatRecord[];
  options: Options;
  clock: Clock;
  botLevel: BotLevel;
  /** Whether players may claim the rest of the tricks (absent in older records: the game's default). */
  claims?: boolean;
  hostKeyHash: string;
  createdAt: number;
  touchedAt: number;
  status: TableStatus;
  gameNo: number;
  deadline: Deadline | null;
  outcome: Outcome | null;
  /** Bot moves the table's bot level failed and the random level played instead (absent in older records). */
  botFailures?: number;
  /** False once the host turned the chat off (absent in older records: on). */
  chat?: boolean;
  /**
   * Whether a person's only legal action is played for them after FORCED_PAUSE_MS; absent until the
   * host says: then on exactly when the clock is async (`autoForcedOn`).
   */
  autoForced?: boolean;
  /** True once the host lets people watching send reactions (absent: off). */
  spectatorReactions?: boolean;
  /**
   * The latest game's shuffle commitment (absent before the first verifiable game): while `pending`,
   * the next game waits for its seats' nonces; the server seed stays in here, never in the table's info.
   */
  shuffle?: ShuffleState;
  /**
   * The claims refused in the current game (absent: none). A claim lays the claimant's hand open, as at
   * a real table: a refused one leaves it shown to everyone until the hand is scored (`shownHands`).
   */
  shown?: ShownHand[];
}

/** A refused claim: the claimant's hand is open from state `version` of game `gameNo` until its hand (`hands` scored before it) ends. */
export interface ShownHand {
  gameNo: number;
  seat: Seat;
  version: number;
  /** How many hands of the game were scored when the claim was made: the hand it belongs to. */
  hands: number;
}

/** A game's published commitment, and what the table holds while that game waits for nonces. */
export interface ShuffleState {
  gameNo: number;
  commitment: string;
  pending?: {
    serverSeed: string;
    /** Each seat's nonce so far (null: none yet). */
    nonces: (string | null)[];
    /** The seats the table waits for (connected people whose client sends nonces). */
    awaited: Seat[];
    /** When the table deals with the nonces that arrived. */
    dealBy: number;
  };
}

/**
 * Who made a logged action: the seat's player, a bot seat, a bot standing in after a timeout, a
 * valid claim playing the rest of the hand out (for every seat, the claimant's included), the table
 * itself for a move that is no choice at all (`auto`: All Fours' `deal`), the table playing a
 * person's only legal action after a pause (`forced`, with the table's `autoForced` on), or a bot
 * playing at once for a person away at an async table (`away`, see `standsIn`).
 */
export type ActedBy = 'seat' | 'bot' | 'timeout' | 'claim' | 'auto' | 'forced' | 'away';

/** One accepted action in a game's log; `version` is the state version it was applied to. */
export interface LogEntry {
  version: number;
  seat: Seat;
  action: Action;
  by: ActedBy;
  at: number;
}

/** A game's full log: its setup (seed included), every action, and how it ended. */
export interface GameLog {
  n: number;
  setup: SetupInput;
  startedAt: number;
  finishedAt: number | null;
  outcome: Outcome | null;
  actions: LogEntry[];
  /** How the seed was made (absent for a game dealt from a fixed seed: practice, tests, older games). */
  shuffle?: ShuffleReveal;
}

/** A finished game's public record (`GET /api/tables/:id/games/:n`): its log, the table's id and its game's id. */
export type GameRecord = GameLog & { table: string; game: string };

/** An empty seat. */
export function emptySeat(): SeatRecord {
  return { kind: 'empty', name: null, keyHash: null, misses: 0, away: false };
}

/** The record of a new table in the lobby, with every seat empty. */
export function newRecord(id: string, settings: TableSettings, hostKeyHash: string, now: number): TableRecord {
  return {
    id,
    game: settings.game,
    seats: Array.from({ length: settings.seats }, emptySeat),
    options: settings.options,
    clock: settings.clock,
    botLevel: settings.botLevel,
    claims: settings.claims,
    hostKeyHash,
    createdAt: now,
    touchedAt: now,
    status: 'lobby',
    gameNo: 0,
    deadline: null,
    outcome: null,
    botFailures: 0,
    chat: settings.chat ?? true,
    ...(settings.autoForced === undefined ? {} : { autoForced: settings.autoForced }),
    ...(settings.spectatorReactions ? { spectatorReactions: true } : {}),
  };
}

/** Whether the table allows claims: its setting, or its game's default for a record made before the setting. */
export function claimsOn(record: TableRecord): boolean {
  return record.claims ?? claimsByDefault(record.game);
}

/**
 * Whether a bot plays `seat` at once: a bot's seat, or a person's who is away (missed AWAY_AFTER
 * turns in a row) at an async table, until they say they are back. At a live table an away seat
 * keeps its clock: the others may give it to a bot.
 */
export function standsIn(record: TableRecord, seat: number): boolean {
  const held = record.seats[seat];
  return held?.kind === 'bot' || (held?.kind === 'human' && held.away && record.clock.kind === 'async');
}

/** Whether the table plays a person's only legal action for them: its setting, or on exactly when its clock is async. */
export function autoForcedOn(record: { autoForced?: boolean; clock: Clock }): boolean {
  return record.autoForced ?? record.clock.kind === 'async';
}
