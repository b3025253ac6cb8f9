import type { Action, GameEvent, Outcome } from '../rules/core/game.js';
import type { Options } from '../rules/core/options.js';
import type { Seat } from '../rules/core/seats.js';
import type { GameId } from '../rules/manifests.js';
import type { HistoryOf, ViewOf } from '../rules/registry.js';
import type { ErrorCode } from './errors.js';
import type { Patch } from './patch.js';
import type { ChatLine, ReactionCode, ReactionFrom } from './talk.js';
import type { BotLevel, Clock } from './table-config.js';

/** The version of this protocol; a client that says another one in `hello` is closed with `badProtocol`. */
export const PROTOCOL_VERSION = 4;

/** The exact text of a keep-alive ping; the server answers `PONG` without waking the table. */
export const PING = '{"type":"ping"}';

/** The text of a server frame (see wire.ts, the only place that makes one): what a socket is sent. */
export type ServerText = string & { readonly __frame: 'server' };

/** The exact answer to `PING`. */
export const PONG = '{"type":"pong"}' as ServerText;

/** Every message a client may send (see PROTOCOL.md for when each is allowed), as its schema decodes it. */
export type { ClientMessage } from './decode.js';

/** Why the server refused a message or a request (errors.ts). */
export type { ErrorCode, HttpError, HttpErrorCode } from './errors.js';

/** Who holds a seat: nobody, a person (by name), or a bot. */
export type SeatKind = 'empty' | 'human' | 'bot';

/** The public state of one seat. */
export interface SeatInfo {
  seat: Seat;
  kind: SeatKind;
  name: string | null;
  /** True while at least one socket holds this seat. */
  connected: boolean;
  /** True after the seat missed its turn AWAY_AFTER times in a row; cleared when it acts. */
  away: boolean;
  /** Present (true) while the person asked for double time on a live clock (`relaxed`). */
  relaxed?: true;
}

/** Where a table is: waiting for players, in a game, or between games. */
export type TableStatus = 'lobby' | 'playing' | 'over';

/** The public state of a table, in every `update` (and the reports to players' lists). */
export interface TableInfo {
  id: string;
  game: string;
  status: TableStatus;
  seats: SeatInfo[];
  options: Options;
  clock: Clock;
  botLevel: BotLevel;
  /** Whether a player may claim the rest of the tricks (`claim`). */
  claims: boolean;
  /** Games started at this table so far (1 during the first game). */
  gameNo: number;
  /** The version of the game state (0 before the first game). */
  version: number;
  /** The seats that may act now. */
  turn: Seat[];
  /** When the current turn times out (ms since the epoch), or null without a clock. */
  deadline: number | null;
  /** How the last game ended, once it is over. */
  outcome: Outcome | null;
  createdAt: number;
  /** Whether the table's chat is on (reactions always are). */
  chat: boolean;
  /** Whether the table plays a person's only legal action for them after a short pause (`by: "forced"`). */
  autoForced: boolean;
  /** Whether people watching may send reactions (the host's setting; off by default). */
  spectatorReactions: boolean;
  /** The latest game's shuffle commitment (absent before the first verifiable game; PROTOCOL.md, Verifiable shuffle). */
  shuffle?: ShuffleInfo;
  /**
   * The hands laid open by a claim that was refused, each with the cards its seat still holds: public
   * to every seat and spectator until the hand is scored (absent: none).
   */
  shown?: ShownCards[];
}

/** The public summary of a table (`GET /api/tables/:id`): its state, with what no socket needs to be sent on every change. */
export interface TableSummary extends TableInfo {
  /** The game's name in English (for scripts and link checkers; pages word it themselves). */
  gameName: string;
  /** Bot moves at this table where the bot failed and a random legal move was played instead (for operators). */
  botFailures: number;
}

/** A seat's remaining cards, face up for everyone since its claim of the rest of the hand. */
export interface ShownCards {
  seat: Seat;
  cards: string[];
}

/** A game's published commitment to its secret server seed, and the seats it still waits for. */
export interface ShuffleInfo {
  /** The game the commitment is for: the next one while `awaiting` nonces, then the one being played or just over. */
  gameNo: number;
  /** SHA-256 (lowercase hex) of the server seed with the table id and game number. */
  commitment: string;
  /** The seats asked for a nonce that have not sent one; empty once the game was dealt. */
  awaiting: Seat[];
}

/** Who this socket is at the table. */
export interface You {
  seat: Seat | null;
  host: boolean;
}

/**
 * Scored hands of the current game from index `from` on: the whole score sheet (`from` 0) when a
 * socket syncs or a new game starts, else only the hands scored since the last update.
 */
export interface HistoryPatch<H = unknown> {
  from: number;
  hands: H[];
}

/** What an update says of game `G` itself: the game's id, your view of it (null before the first game), new scored hands. */
export interface GameUpdate<G extends GameId> {
  game: G;
  view: ViewOf<G> | null;
  history?: HistoryPatch<HistoryOf<G>>;
}

/**
 * The server's answer to a change, whole: the table, who you are, your own view, your events, and new
 * scored hands. A socket gets one on `hello`, `sync` and a `stale` action; after that, a `patch`. One
 * member per game, keyed by `game`: checking `game` gives `view` and `history` that game's types.
 */
export type UpdateMessage = {
  type: 'update';
  /** This socket's update count: each `patch` says the next one. */
  n: number;
  table: TableInfo;
  you: You;
  events: GameEvent[];
} & AnyGameUpdate;

/** `GameUpdate` of a game among `G` (any game by default): a union keyed by `game`. */
export type AnyGameUpdate<G extends GameId = GameId> = { [K in G]: GameUpdate<K> }[G];

/**
 * An update as what changed since the socket's last one: `ops` turn that update's `table`, `you` and
 * `view` into this one's (see patch.ts); `events` and `history` are this update's own, of the same game.
 */
export interface PatchMessage {
  type: 'patch';
  /** One more than the `n` of the update it patches. */
  n: number;
  ops: Patch;
  events: GameEvent[];
  history?: HistoryPatch;
}

/** Every frame the server sends: a message, or a patch that `UpdateReader` turns into an `update`. */
export type ServerFrame = ServerMessage | PatchMessage;

/** Every message the server sends (see PROTOCOL.md), with patches read into whole updates. */
export type ServerMessage =
  | UpdateMessage
  | { type: 'seated'; seat: Seat; key: string; rejoin: string }
  | { type: 'error'; code: ErrorCode; message: string; version?: number }
  | { type: 'echo'; data: string }
  | { type: 'pong' }
  | { type: 'reaction'; from: ReactionFrom; code: ReactionCode; at: number }
  | { type: 'chat'; line: ChatLine }
  | { type: 'chatLog'; lines: ChatLine[] }
  | { type: 'push'; on: boolean }
  | CatchUpMessage;

/**
 * What a player missed of the current game, since their own last move (state version `from`, made at
 * `since`; without one, 0 and the game's start) up to version `until`: the events they may see (the latest 300;
 * `truncated` if there were more) and the seats given to bots meanwhile, with whose they were.
 */
export interface CatchUpMessage {
  type: 'catchUp';
  from: number;
  until: number;
  since: number;
  truncated: boolean;
  events: GameEvent[];
  given: { seat: Seat; name: string }[];
}

/** Application close codes: the server closes a socket with one of these and the code's name as reason. */
export const CLOSE = {
  /** `hello` named another protocol version. */
  badProtocol: 4000,
  /** The host key in `hello` is wrong, or its seat key holds no seat and no good host key came with it. */
  badKey: 4001,
  /** The upgrade came from a page of another origin. */
  badOrigin: 4003,
  /** No table has this id (never created, or deleted after 30 idle days). */
  noTable: 4004,
  /** The socket kept sending faster than the rate limit. */
  flooding: 4008,
  /** No room: the spectators' places are taken (or every place, by seats' and the host's sockets); try again later. */
  tooManySockets: 4009,
  /** The socket did not say `hello` within HELLO_WAIT_MS, or newer sockets pushed it out of the WAITING_PLACES first. */
  noHello: 4010,
} as const;

/** The most sockets a table holds: a seat's or the host's hello that would pass it closes the oldest spectators (PROTOCOL.md, Places). */
export const MAX_SOCKETS = 64;


/** A close code's name. */
export type CloseReason = keyof typeof CLOSE;
