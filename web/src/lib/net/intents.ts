import type { ClientMessage } from '$shared/protocol/decode.js';

/** How many intents wait for a reconnect at most; later ones are dropped (they would come back stale). */
export const MAX_WAITING = 8;

/**
 * What the person does at a table, on its way to the server: sent at once on a fresh socket (one that
 * has had its first update after hello), else kept in a short queue and sent, in order, once the
 * fresh state is in. Remembers whether queued moves were sent since the person's last move, so that a
 * `stale` answer can be told apart from a double click.
 */
export class Intents {
  /** True once this socket has had its first update after hello. */
  fresh = false;
  /** From sending queued moves to the person's next move: a `stale` answer then means one was not played. */
  replayed = false;
  private waiting: { message: ClientMessage; text: string }[] = [];

  constructor(private readonly send: (message: ClientMessage) => boolean) {}

  /** How many intents wait. */
  get count(): number {
    return this.waiting.length;
  }

  /** Sends `message` now, or queues it (a repeat, or one past the bound, is dropped); false if it waits. */
  push(message: ClientMessage): boolean {
    if (this.fresh && this.waiting.length === 0 && this.send(message)) return true;
    // a repeat is told by its text
    const text = JSON.stringify(message);
    if (this.waiting.length < MAX_WAITING && !this.waiting.some((w) => w.text === text)) this.waiting.push({ message, text });
    return false;
  }

  /** The fresh state is in: sends what waited, in order, with the versions it was made at. */
  flush(): void {
    this.fresh = true;
    for (const intent of this.waiting.splice(0)) {
      this.send(intent.message);
      if (intent.message.type === 'act') this.replayed = true;
    }
  }

  /** The table is gone for good: nothing that waits will be sent. */
  drop(): void {
    this.waiting = [];
  }
}
