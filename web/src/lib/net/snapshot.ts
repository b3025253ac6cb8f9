import type { BotLevel } from '$shared/bots/levels.js';
import type { CatchUpMessage, ErrorCode, ShownCards, TableInfo, You } from '$shared/protocol/messages.js';
import type { Action } from '$shared/rules/core/game.js';
import type { GameId } from '$shared/rules/manifests.js';
import type { HistoryOf, ViewOf } from '$shared/rules/registry.js';
import type { TalkShown } from './talk.js';

/** A seat as the page shows it (its badge and the lobby), made from the protocol's SeatInfo: who sits there, and how they are doing. */
export interface SeatBadge {
  seat: number;
  name: string | null;
  bot: boolean;
  connected: boolean;
  away: boolean;
  /** The person asked for double time on a live clock. */
  relaxed?: boolean;
}

/** One line of the table's log: a move or event, already addressed to this viewer. */
export interface LogLine {
  id: number;
  seat: number | null;
  type: string;
  data: Record<string, unknown>;
}

/** The clock of a table: its kind and the current deadline (ms since epoch), if any. */
export interface ClockInfo {
  mode: 'none' | 'live' | 'async';
  seconds: number;
  deadline: number | null;
}

/** What a snapshot shows of game `G` itself: its id, the viewer's view (null before the first game) and its scored hands. */
export interface GameShown<G extends GameId> {
  game: G;
  view: ViewOf<G> | null;
  /** The game's scored hands, oldest first (the score sheet; not part of the view). */
  history: readonly HistoryOf<G>[];
}

/** Each game's `GameShown` by id. */
export type ShownByGame = { [G in GameId]: GameShown<G> };

/** `GameShown` of a game among `G` (any game by default): a union keyed by `game`. */
export type AnyGameShown<G extends GameId = GameId> = { [K in G]: GameShown<K> }[G];

/** Everything the table page draws, whatever the source (server socket or local practice), of a game among `G`. */
export type TableSnapshot<G extends GameId = GameId> = TableFrame & AnyGameShown<G>;

/** The part of a snapshot that is the same for every game. */
export interface TableFrame {
  id: string;
  seatCount: number;
  options: Record<string, unknown>;
  seats: SeatBadge[];
  mySeat: number | null;
  host: boolean;
  status: 'lobby' | 'playing' | 'over';
  clock: ClockInfo;
  log: LogLine[];
  /** Whether a player may claim the rest of the tricks at this table. */
  claims: boolean;
  /** The hands laid open by a refused claim (their remaining cards, face up for everyone until the hand is scored). */
  shownHands?: ShownCards[];
  /** Whether the table plays a person's only possible move for them after a pause. */
  autoForced: boolean;
  /** Whether people watching may send reactions (the host's setting). */
  spectatorReactions: boolean;
  /** How the table's bots (and its timeouts) play. */
  botLevel: BotLevel;
  /** The code of the server's refusal of the person's last message (worded by error-words.ts), or null. */
  errorCode: ErrorCode | null;
  /** How many of the person's intents wait for the connection to come back. */
  waiting: number;
  /** Something the person must be told that is not an error of the last message (see Notice). */
  notice: Notice | null;
  /** The chat and the reactions at the table. */
  talk: TalkShown;
  /** What the person missed since their last move (protocol `catchUp`), until they move. */
  catchUp: CatchUpMessage | null;
}

/** `moveStale`: a move made while the connection was down was not played: the game had moved on. */
export type Notice = 'moveStale';

/**
 * Connection state shown by the banner ('full': the table has too many sockets open, trying again;
 * 'closed': refused for good; 'outdated': refused for good because this page speaks an older or newer
 * protocol than the server, as an open page does after a deploy: a reload fixes it).
 */
export type Link = 'connecting' | 'open' | 'lost' | 'full' | 'closed' | 'outdated';

/** True for the links that end a connection for good. */
export function ended(link: Link): boolean {
  return link === 'closed' || link === 'outdated';
}

/** A table of a game among `G` the page can draw and act on: the online socket and the local practice table both fit. */
export interface TableSource<G extends GameId = GameId> {
  /** Subscribes to snapshots; returns the unsubscribe function. */
  subscribe(listener: (snapshot: TableSnapshot<G>) => void): () => void;
  /** Subscribes to the connection state. */
  link(listener: (link: Link) => void): () => void;
  /** Sends a game action made against the current view's version. */
  act(action: Action): void;
  /** Claims the rest of the tricks of the hand (protocol `claim`), at the current view's version. */
  claim(): void;
  /** Host, between games: turns claims on or off (protocol `configure`). */
  configure(settings: { claims?: boolean; autoForced?: boolean; botLevel?: BotLevel }): void;
  /** Takes a free seat under a name. */
  sit(seat: number, name: string): void;
  /** Leaves the seat (protocol `leave`). */
  leave(): void;
  /** Host: gives a seat to a bot, or frees it (protocol `assign`). */
  /** `ifFree`: only if nobody has sat there by the time the table reads it ("Fill with bots"). */
  assign(seat: number, to: 'bot' | 'empty', ifFree?: boolean): void;
  /** Host: starts the game. */
  start(): void;
  /** After game over: asks for a new game at the same table. */
  rematch(): void;
  /** Stops the source (closes the socket or timers). */
  close(): void;
}

/** What a snapshot shows of the table's summary and of who the socket is (the rest is the socket's own). */
export function tableFrame(table: TableInfo, you: You): Pick<TableFrame, 'id' | 'seatCount' | 'options' | 'seats' | 'mySeat' | 'host' | 'status' | 'clock' | 'claims' | 'shownHands' | 'autoForced' | 'spectatorReactions' | 'botLevel'> {
  const { clock } = table;
  return {
    id: table.id,
    seatCount: table.seats.length,
    options: table.options,
    seats: table.seats.map((s) => ({ seat: s.seat, name: s.name, bot: s.kind === 'bot', connected: s.connected, away: s.away, ...(s.relaxed ? { relaxed: true } : {}) })),
    mySeat: you.seat,
    host: you.host,
    status: table.status,
    clock: { mode: clock.kind, seconds: clock.kind === 'live' ? clock.seconds : clock.kind === 'async' ? clock.hours * 3600 : 0, deadline: table.deadline },
    claims: table.claims,
    shownHands: table.shown ?? [],
    autoForced: table.autoForced,
    spectatorReactions: table.spectatorReactions,
    botLevel: table.botLevel,
  };
}
