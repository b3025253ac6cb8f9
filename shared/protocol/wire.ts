import type { GameEvent } from '../rules/core/game.js';
import type { GameId } from '../rules/manifests.js';
import type { ClientMessage } from './decode.js';
import type { HistoryPatch, ServerFrame, ServerMessage, ServerText, TableInfo, UpdateMessage, You } from './messages.js';
import type { Patch } from './patch.js';

/**
 * The one way frames go onto the wire and come off it: the server's messages are encoded here (and
 * only here, so `Peer.send` takes nothing else), the client's read here. Updates and patches are
 * spliced from JSON texts made once per viewer or table, not stringified whole per socket.
 */

/** The JSON text of a value of type `T`, as `json` made it: a piece an update or a patch is spliced from. */
export type JsonText<T> = string & { readonly __json: T };

/** The JSON text of `value`, typed by what it holds. */
export function json<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/** The text of a server message other than an update (those are spliced by `encodeUpdate`). */
export function encode(message: Exclude<ServerMessage, UpdateMessage>): ServerText {
  return JSON.stringify(message) as ServerText;
}

/** The parts of an `update`, each as JSON text. */
export interface UpdateParts {
  n: number;
  game: JsonText<GameId>;
  table: JsonText<TableInfo>;
  you: JsonText<You>;
  view: JsonText<unknown>;
  events: JsonText<GameEvent[]>;
  history?: JsonText<HistoryPatch>;
}

/** The parts of a `patch`, each as JSON text. */
export interface PatchParts {
  n: number;
  ops: JsonText<Patch>;
  events: JsonText<GameEvent[]>;
  history?: JsonText<HistoryPatch>;
}

/** The text of an `update` (see UpdateMessage), spliced from its parts' texts. */
export function encodeUpdate(p: UpdateParts): ServerText {
  return `{"type":"update","n":${p.n},"game":${p.game},"table":${p.table},"you":${p.you},"view":${p.view},"events":${p.events}${historyField(p.history)}}` as ServerText;
}

/** The text of a `patch` (see PatchMessage), spliced from its parts' texts. */
export function encodePatch(p: PatchParts): ServerText {
  return `{"type":"patch","n":${p.n},"ops":${p.ops},"events":${p.events}${historyField(p.history)}}` as ServerText;
}

function historyField(history: JsonText<HistoryPatch> | undefined): string {
  return history === undefined ? '' : `,"history":${history}`;
}

/**
 * The client's one reading of a server frame: the frame it stands for, or null for text that is no
 * frame (not JSON, or no object with a string `type`). The server is trusted for the rest of the shape.
 */
export function decodeServerFrame(text: string): ServerFrame | null {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return null;
  }
  const ok = typeof frame === 'object' && frame !== null && typeof (frame as { type?: unknown }).type === 'string';
  return ok ? (frame as ServerFrame) : null;
}

/** The text of a client message. */
export function encodeClient(message: ClientMessage): string {
  return JSON.stringify(message);
}
