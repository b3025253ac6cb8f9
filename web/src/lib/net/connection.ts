import type { ClientMessage } from '$shared/protocol/decode.js';
import { CLOSE, PING } from '$shared/protocol/messages.js';
import { encodeClient } from '$shared/protocol/wire.js';
import { ended, type Link } from './snapshot.js';

/** The part of a WebSocket the client uses (the browser's WebSocket, or a fake in tests). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
}

/** What a connection needs from its surroundings; injected so tests can run it in Node. */
export interface ConnectionDeps {
  socket: (url: string) => SocketLike;
  /** The socket URL of a table, e.g. `ws://localhost:8787/api/tables/<id>/socket`. */
  url: string;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

/** What a connection tells its owner. */
export interface ConnectionHandlers {
  /** A socket just opened: the first message to send on it (the hello). */
  hello(): ClientMessage;
  /** A frame from the server. */
  receive(text: string): void;
  /** The socket is gone (`code` 1006 when it was given up as dead); a refusal code may end it for good. */
  dropped(code: number, reason: string): void;
  /** The state the banner shows changed. */
  link(link: Link): void;
}

const PING_MS = 25_000;
/** How long a ping or a message may wait for any answer before the socket counts as dead. */
const ANSWER_MS = 10_000;
const FINAL: number[] = [CLOSE.noTable, CLOSE.badProtocol, CLOSE.badOrigin];
// a table with too many sockets open is tried again slowly, so waiting clients do not crowd it more
const FULL_RETRY_MS = 30_000;

/** True for a close code no reconnect can cure (no such table, another protocol, another origin). */
export function closesForGood(code: number): boolean {
  return FINAL.includes(code);
}

/**
 * One table socket that keeps itself alive: it reconnects with growing pauses after a drop, and gives
 * a socket up as dead when the browser goes offline or when a ping or a message gets no answer in
 * time (a dead connection may not close for minutes). It ends for good on a refusal no reconnect cures.
 */
export class Connection {
  private socket: SocketLike | null = null;
  private state: Link = 'connecting';
  private retries = 0;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private answerTimer: unknown = null;
  private stopped = false;

  constructor(
    private readonly deps: ConnectionDeps,
    private readonly handlers: ConnectionHandlers,
  ) {
    this.connect();
  }

  /** Sends a message on an open socket, which must then answer in time; false if there is none. */
  send(message: ClientMessage): boolean {
    return this.sendText(encodeClient(message));
  }

  private sendText(text: string): boolean {
    if (!this.socket || this.state !== 'open') return false;
    this.socket.send(text);
    this.expectAnswer();
    return true;
  }

  /** Reconnects at once (the browser came back online or to the foreground). */
  wake(): void {
    if (this.stopped || this.state === 'open' || ended(this.state)) return;
    this.clear('retryTimer');
    if (this.socket) discard(this.socket);
    this.connect();
  }

  /** The browser went offline: the socket is as good as dead, though it may stay open for a long while. */
  offline(): void {
    this.abandon();
  }

  close(): void {
    this.stopped = true;
    for (const timer of ['retryTimer', 'pingTimer', 'answerTimer'] as const) this.clear(timer);
    this.socket?.close(1000, 'bye');
    this.socket = null;
  }

  private connect(): void {
    if (this.state !== 'full') this.setLink(this.retries === 0 ? 'connecting' : 'lost');
    const socket = this.deps.socket(this.deps.url);
    this.socket = socket;
    socket.onopen = () => {
      this.retries = 0;
      socket.send(encodeClient(this.handlers.hello()));
      this.setLink('open');
      this.keepAlive();
    };
    socket.onmessage = (event) => {
      if (socket !== this.socket) return;
      this.clear('answerTimer');
      this.handlers.receive(String(event.data));
    };
    socket.onclose = (event) => this.dropped(socket, event.code, event.reason);
  }

  /** Gives the socket up without waiting for its close, and reconnects as after a drop. */
  private abandon(): void {
    const socket = this.socket;
    if (this.stopped || ended(this.state) || !socket) return;
    discard(socket);
    this.dropped(socket, 1006, '');
  }

  private dropped(socket: SocketLike, code: number, reason: string): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clear('pingTimer');
    this.clear('answerTimer');
    if (this.stopped) return;
    this.handlers.dropped(code, reason);
    if (closesForGood(code)) return this.setLink(code === CLOSE.badProtocol ? 'outdated' : 'closed');
    this.retries++;
    const full = code === CLOSE.tooManySockets;
    this.setLink(full ? 'full' : 'lost');
    const pause = full ? FULL_RETRY_MS : Math.min(10_000, 400 * 2 ** Math.min(this.retries - 1, 5));
    this.retryTimer = this.deps.setTimer(() => {
      this.retryTimer = null;
      this.connect();
    }, pause);
  }

  private keepAlive(): void {
    this.clear('pingTimer');
    this.pingTimer = this.deps.setTimer(() => {
      this.pingTimer = null;
      this.sendText(PING);
      this.keepAlive();
    }, PING_MS);
  }

  /** Every ping and message is answered; a socket that stays silent past ANSWER_MS is dead. */
  private expectAnswer(): void {
    if (this.answerTimer !== null) return;
    this.answerTimer = this.deps.setTimer(() => {
      this.answerTimer = null;
      this.abandon();
    }, ANSWER_MS);
  }

  private clear(timer: 'retryTimer' | 'pingTimer' | 'answerTimer'): void {
    if (this[timer] !== null) this.deps.clearTimer(this[timer]);
    this[timer] = null;
  }

  private setLink(link: Link): void {
    if (this.state === link) return;
    this.state = link;
    this.handlers.link(link);
  }
}

/** Stops listening to a socket and closes it, without waiting for the close to arrive. */
function discard(socket: SocketLike): void {
  socket.onopen = socket.onmessage = socket.onclose = null;
  socket.close();
}
