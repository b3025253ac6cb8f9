// The table protocol as the soak speaks it (shared/protocol/PROTOCOL.md): HTTP calls, the socket and
// what an update says. Everything the soak knows about message shapes is here, so a protocol change
// is adapted in this one file.
import type { Action, BaseState, GameEvent, GameRules, Viewer } from '../../shared/rules/core/game.js';
import type { Seat } from '../../shared/rules/core/seats.js';
import { PROTOCOL_VERSION, type SeatInfo, type ServerMessage, type TableInfo } from '../../shared/protocol/messages.js';
import type { GameLog } from '../../shared/table/table-record.js';
import { SoakSocket } from './socket.js';

export type { GameLog, SeatInfo, TableInfo };

/** A server update. */
export type Update = Extract<ServerMessage, { type: 'update' }>;

/** One frame as received: its text, parsed, and who the socket was when it came. */
export interface Frame {
  text: string;
  message: ServerMessage;
  viewer: Viewer;
}

/** A table to create: game, seats and rule options (no clock: nobody times out). */
export interface TableShape {
  game: string;
  seats: number;
  options: Record<string, unknown>;
}

/**
 * `fetch`, tried a second time when the first attempt fails without an answer: Node reuses kept-alive
 * connections, and one the server has just closed fails the request that picked it. (A table created
 * twice this way is only one more table.)
 */
async function request(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    const why = cause?.message ?? (error as Error).message;
    console.log(`soak: ${init?.method ?? 'GET'} ${url} failed without an answer (${why}); trying again`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return fetch(url, init);
  }
}

/** Creates a table; its id and host key. */
export async function createTable(base: string, shape: TableShape): Promise<{ id: string; hostKey: string }> {
  const response = await request(`${base}/api/tables`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ game: shape.game, seats: shape.seats, options: shape.options }),
  });
  if (response.status !== 201) throw new Error(`create table: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; hostKey: string };
}

/** The public summary of a table. */
export async function tableSummary(base: string, id: string): Promise<TableInfo> {
  const response = await request(`${base}/api/tables/${id}`);
  if (!response.ok) throw new Error(`summary of ${id}: ${response.status} ${await response.text()}`);
  return (await response.json()) as TableInfo;
}

/** The log of finished game `n` (seed and every action). */
export async function finishedLog(base: string, id: string, n: number): Promise<GameLog> {
  const response = await request(`${base}/api/tables/${id}/games/${n}`);
  if (!response.ok) throw new Error(`log of game ${n} of ${id}: ${response.status} ${await response.text()}`);
  return (await response.json()) as GameLog;
}

/** True if the server answers its health check. */
export async function healthy(base: string): Promise<boolean> {
  return fetch(`${base}/api/health`).then((r) => r.ok, () => false);
}

/** The messages a client sends, as the server expects them. */
export const send = {
  hello: (who: { key?: string; hostKey?: string } = {}) => ({ type: 'hello', protocol: PROTOCOL_VERSION, ...who }),
  sit: (seat: Seat, name: string) => ({ type: 'sit', seat, name }),
  act: (version: number, action: Action) => ({ type: 'act', version, action }),
  start: () => ({ type: 'start' }),
  rematch: () => ({ type: 'rematch' }),
  configure: (options: Record<string, unknown>) => ({ type: 'configure', options }),
  ping: () => ({ type: 'ping' }),
};

/** The table's game state version an update is at. */
export const versionOf = (update: Update): number => update.table.version;

/** The actions the receiving seat may send now. */
export const legalOf = (update: Update): Action[] => (update.view as { legal?: Action[] } | null)?.legal ?? [];

/** The game view an update carries (null before the first game). */
export const viewOf = (update: Update): unknown => update.view;

/**
 * Everything about the game that an update at `state` may tell `viewer` (events aside): the viewer's
 * view and the game's score sheet (public; since protocol 2 sent beside the view, in parts).
 */
export function reference(rules: GameRules<BaseState>, state: BaseState, viewer: Viewer): unknown {
  return { view: rules.view(state, viewer), history: rules.history(state) };
}

/** The parts of an update that must not change while nothing happens at the table: table, seat, view. */
export function stateOf(update: Update): string {
  return JSON.stringify({ table: update.table, you: update.you, view: update.view });
}

/** The events an update carries. */
export const eventsOf = (update: Update): GameEvent[] => update.events;

/** Opens a socket and says hello (with a seat key and/or the host key); resolves after the first update. */
export async function join(
  base: string,
  id: string,
  who: { key?: string; hostKey?: string; seat?: Seat } = {},
): Promise<SoakSocket> {
  const socket = await SoakSocket.open(base, id);
  socket.viewer = who.seat ?? 'spectator';
  socket.send(send.hello({ key: who.key, hostKey: who.hostKey }));
  await socket.until(() => socket.latest !== null, `the first update of table ${id}`);
  if (who.key !== undefined && socket.latest!.you.seat !== who.seat) {
    throw new Error(`hello with the key of seat ${who.seat} made the socket ${JSON.stringify(socket.latest!.you)}`);
  }
  return socket;
}

/** Takes `seat` with `name`; resolves with the seat key once the server answered `seated`. */
export async function sit(socket: SoakSocket, seat: Seat, name: string): Promise<string> {
  socket.key = null;
  socket.send(send.sit(seat, name));
  await socket.until(() => socket.key !== null && socket.latest?.you.seat === seat, `seat ${seat}`);
  socket.viewer = seat;
  return socket.key!;
}
