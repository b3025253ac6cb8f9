import { applyPatch, PatchError } from './patch.js';
import type { PatchMessage, ServerMessage, ServerFrame, UpdateMessage } from './messages.js';
import { decodeServerFrame } from './wire.js';

/**
 * A client's side of the update stream: it keeps the last whole `update` and turns each `patch` into
 * the whole update it stands for, so the rest of a client only ever sees whole updates. A patch that
 * does not follow the last update (`n` one more than its `n`) or does not fit it makes `read` answer
 * `resync`: the client then sends `{"type":"sync"}` and waits for a whole update. Every client (the
 * web app, bots, tests, benchmarks) reads the stream through this one class.
 */
export class UpdateReader {
  private last: UpdateMessage | null = null;

  /** The whole update last read, if any. */
  get latest(): UpdateMessage | null {
    return this.last;
  }

  /** One frame's text or parsed message: the message it stands for, or `resync`; throws on text that is no frame. */
  read(frame: string | ServerFrame): ServerMessage | 'resync' {
    const message = typeof frame === 'string' ? decodeServerFrame(frame) : frame;
    if (message === null) throw new SyntaxError('not a server frame');
    if (message.type === 'update') return (this.last = message);
    if (message.type !== 'patch') return message;
    const patched = this.patched(message);
    if (!patched) {
      this.last = null;
      return 'resync';
    }
    return (this.last = patched);
  }

  private patched(message: PatchMessage): UpdateMessage | null {
    const last = this.last;
    if (!last || message.n !== last.n + 1) return null;
    try {
      return withPatch(last, message);
    } catch (error) {
      if (error instanceof PatchError) return null;
      throw error;
    }
  }
}

/** The update `message` patches `last` into: the same game, its parts patched, the patch's events and hands. */
function withPatch<U extends UpdateMessage>(last: U, message: PatchMessage): U {
  const doc = applyPatch({ table: last.table, you: last.you, view: last.view }, message.ops);
  const update: U = { ...last, n: message.n, events: message.events };
  update.table = doc.table;
  update.you = doc.you;
  update.view = doc.view;
  delete update.history;
  // a patch goes on with the game of the update it patches: its hands are that game's
  if (message.history) update.history = message.history as U['history'];
  return update;
}
