import type { Viewer } from '../../shared/rules/core/game.js';
import type { ServerMessage } from '../../shared/protocol/messages.js';
import { UpdateReader } from '../../shared/protocol/reader.js';

/** Patches that did not follow their socket's last update, over every soak socket (must stay 0). */
export const outOfOrder = { patches: 0 };
import type { Frame, Update } from './protocol.js';

/** How long a soak client waits for an answer before it calls the server stuck. */
export const ANSWER_MS = 30_000;

/** A well-behaved client's pace, under the server's per-socket limit (burst 40, 10 a second). */
const PACE = { burst: 30, perSecond: 8 };

/**
 * One client socket of the soak: it keeps the latest update, counts every frame, keeps the frames it
 * is asked to record (for the leak check), and lets callers wait for a condition with a time limit.
 */
export class SoakSocket {
  latest: Update | null = null;
  closed: { code: number; reason: string } | null = null;
  /** Who the socket is: the seat it sat in or took back with its key, else a spectator. */
  viewer: Viewer = 'spectator';
  /** Frames kept for the leak check while `recording`. */
  recorded: Frame[] = [];
  recording = false;
  received = 0;
  /** When the last frame came (ms since the epoch). */
  lastFrameAt = Date.now();
  errors: Extract<ServerMessage, { type: 'error' }>[] = [];
  /** The seat key from the last `seated`. */
  key: string | null = null;
  private waiters: (() => void)[] = [];
  private readonly reader = new UpdateReader();
  private tokens = PACE.burst;
  private tokensAt = Date.now();

  private constructor(private readonly ws: WebSocket) {
    ws.addEventListener('message', (event) => this.receive(String(event.data)));
    ws.addEventListener('close', (event) => {
      this.closed = { code: event.code, reason: event.reason };
      this.wake();
    });
  }

  /** Opens a socket to table `id`; resolves once it is open. */
  static open(base: string, id: string, timeoutMs = ANSWER_MS): Promise<SoakSocket> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/tables/${id}/socket`);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        ws.close();
        reject(new Error(`socket to ${id} did not open in ${timeoutMs} ms`));
      }, timeoutMs);
      ws.addEventListener('open', () => {
        clearTimeout(timer);
        resolve(new SoakSocket(ws));
      });
      ws.addEventListener('error', () => {
        clearTimeout(timer);
        reject(new Error(`socket to ${id} failed to open`));
      });
    });
  }

  /** Sends a message (an object is sent as JSON) or raw text or bytes; false if the socket is not open. */
  send(message: object | string | ArrayBuffer): boolean {
    if (this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(typeof message === 'string' || message instanceof ArrayBuffer ? message : JSON.stringify(message));
    return true;
  }

  /** Sends like `send`, but first waits as long as needed to stay under the server's rate limit. */
  async sendPaced(message: object | string | ArrayBuffer): Promise<boolean> {
    const now = Date.now();
    this.tokens = Math.min(PACE.burst, this.tokens + ((now - this.tokensAt) / 1000) * PACE.perSecond);
    this.tokensAt = now;
    if (this.tokens < 1) {
      const waitMs = ((1 - this.tokens) / PACE.perSecond) * 1000;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      this.tokens = 1;
      this.tokensAt = Date.now();
    }
    this.tokens -= 1;
    return this.send(message);
  }

  /**
   * Waits until `done()` holds; throws if the socket closes first or `timeoutMs` passes. `done` is
   * tried on every frame of this socket and every 50 ms (it may look at other sockets too).
   */
  async until(done: () => boolean, what: string, timeoutMs = ANSWER_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (this.closed) throw new Error(`socket closed (${this.closed.code} ${this.closed.reason}) while waiting for ${what}`);
      if (Date.now() > deadline) {
        // after a stall of this process, frames that came meanwhile are read only after the timers
        await new Promise((resolve) => setImmediate(resolve));
        if (done()) return;
        const quiet = ((Date.now() - this.lastFrameAt) / 1000).toFixed(1);
        throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last frame ${quiet} s ago)`);
      }
      await this.wait(Math.min(50, deadline - Date.now()));
    }
  }

  /** Waits until the socket is closed (by either side); its code and reason. */
  async closing(timeoutMs = ANSWER_MS): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('socket not closed');
      await this.wait(deadline - Date.now());
    }
    return this.closed;
  }

  /** Takes the recorded frames. */
  takeRecorded(): Frame[] {
    return this.recorded.splice(0);
  }

  close(): void {
    try {
      this.ws.close(1000, 'soak done');
    } catch {
      // already closed
    }
  }

  private receive(text: string): void {
    this.received++;
    this.lastFrameAt = Date.now();
    const message = this.reader.read(text);
    if (message === 'resync') {
      outOfOrder.patches++;
      this.send({ type: 'sync' });
      return;
    }
    if (message.type === 'update') this.latest = message;
    if (message.type === 'error') this.errors.push(message);
    if (message.type === 'seated') this.key = message.key;
    if (this.recording) this.recorded.push({ text, message, viewer: this.viewer });
    this.wake();
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.max(1, ms));
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}
