import type { Action } from '../../../../shared/rules/core/game.js';
import { CLOSE, PING, PROTOCOL_VERSION, type ServerMessage, type UpdateMessage } from '../../../../shared/protocol/messages.js';
import { mergeHistory, NO_HISTORY, type KeptHistory } from './history.js';
import { getTable, saveTable, type StorageLike } from './keys.js';
import type { Link, LogLine, TableSnapshot, TableSource } from './snapshot.js';

/** The part of a WebSocket the client uses (the browser's WebSocket, or a fake in tests). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
}

/** What the client needs from its surroundings; injected so tests can run it in Node. */
export interface OnlineDeps {
  socket: (url: string) => SocketLike;
  storage: StorageLike;
  /** The socket URL of a table, e.g. `ws://localhost:8787/api/tables/<id>/socket`. */
  url: string;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  now: () => number;
}

const MAX_LOG = 400;
const PING_MS = 25_000;

/**
 * A table on the server, over one WebSocket: says hello with the stored seat or host key, turns each
 * `update` into a snapshot, keeps a log of the events it saw (also stored, so a reload keeps the
 * log) and the score sheet (sent whole on hello, then only new hands; a gap asks for a sync), and
 * reconnects by itself with growing pauses when the connection drops.
 */
export class OnlineTable implements TableSource {
  private socket: SocketLike | null = null;
  private listeners = new Set<(snapshot: TableSnapshot) => void>();
  private linkListeners = new Set<(link: Link) => void>();
  private state: Link = 'connecting';
  private last: Pick<UpdateMessage, 'table' | 'you' | 'view'> | null = null;
  private history: KeptHistory = NO_HISTORY;
  private syncing = false;
  private log: LogLine[];
  private error: string | null = null;
  private closedReason: string | null = null;
  private retries = 0;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private stopped = false;

  constructor(
    readonly id: string,
    private deps: OnlineDeps,
  ) {
    this.log = this.loadLog();
    this.connect();
  }

  subscribe(listener: (snapshot: TableSnapshot) => void): () => void {
    this.listeners.add(listener);
    const snapshot = this.snapshot();
    if (snapshot) listener(snapshot);
    return () => this.listeners.delete(listener);
  }

  link(listener: (link: Link) => void): () => void {
    this.linkListeners.add(listener);
    listener(this.state);
    return () => this.linkListeners.delete(listener);
  }

  /** Why the server closed this table for good (no such table...), or null. */
  get closed(): string | null {
    return this.closedReason;
  }

  act(action: Action): void {
    const view = this.last?.view as { version?: number } | null;
    this.send({ type: 'act', version: view?.version ?? this.last?.table.version ?? 0, action });
  }

  sit(seat: number, name: string): void {
    this.send({ type: 'sit', seat, name });
  }

  stand(): void {
    this.send({ type: 'leave' });
  }

  setBot(seat: number, bot: boolean): void {
    this.send({ type: 'assign', seat, to: bot ? 'bot' : 'empty' });
  }

  start(): void {
    this.send({ type: 'start' });
  }

  rematch(): void {
    this.send({ type: 'rematch' });
  }

  /** Reconnects at once (the browser came back online or to the foreground). */
  wake(): void {
    if (this.stopped || this.state === 'open' || this.state === 'closed') return;
    if (this.retryTimer !== null) this.deps.clearTimer(this.retryTimer);
    this.retryTimer = null;
    this.connect();
  }

  close(): void {
    this.stopped = true;
    if (this.retryTimer !== null) this.deps.clearTimer(this.retryTimer);
    if (this.pingTimer !== null) this.deps.clearTimer(this.pingTimer);
    this.socket?.close(1000, 'bye');
    this.socket = null;
  }

  private connect(): void {
    this.setLink(this.retries === 0 ? 'connecting' : 'lost');
    const socket = this.deps.socket(this.deps.url);
    this.socket = socket;
    this.syncing = false; // hello brings the whole history
    socket.onopen = () => {
      const entry = getTable(this.deps.storage, this.id);
      this.retries = 0;
      socket.send(
        JSON.stringify({
          type: 'hello',
          protocol: PROTOCOL_VERSION,
          ...(entry?.key ? { key: entry.key } : {}),
          ...(entry?.hostKey ? { hostKey: entry.hostKey } : {}),
        }),
      );
      this.setLink('open');
      this.keepAlive();
    };
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onclose = (event) => this.dropped(socket, event.code, event.reason);
  }

  private dropped(socket: SocketLike, code: number, reason: string): void {
    if (socket !== this.socket) return;
    this.socket = null;
    if (this.pingTimer !== null) this.deps.clearTimer(this.pingTimer);
    this.pingTimer = null;
    if (this.stopped) return;
    if (code === CLOSE.badKey) {
      // the seat was given to someone else (or the key is wrong): forget it and come back as a spectator
      saveTable(this.deps.storage, this.id, { key: null, seat: null, hostKey: null });
    } else if (code === CLOSE.noTable || code === CLOSE.badProtocol || code === CLOSE.badOrigin) {
      this.closedReason = reason || String(code);
      this.setLink('closed');
      return;
    }
    this.retries++;
    this.setLink('lost');
    const pause = Math.min(10_000, 400 * 2 ** Math.min(this.retries - 1, 5));
    this.retryTimer = this.deps.setTimer(() => {
      this.retryTimer = null;
      this.connect();
    }, pause);
  }

  private keepAlive(): void {
    if (this.pingTimer !== null) this.deps.clearTimer(this.pingTimer);
    this.pingTimer = this.deps.setTimer(() => {
      this.pingTimer = null;
      if (this.socket && this.state === 'open') this.socket.send(PING);
      this.keepAlive();
    }, PING_MS);
  }

  private receive(text: string): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'update':
        this.update(message);
        break;
      case 'seated': {
        const entry = saveTable(this.deps.storage, this.id, { seat: message.seat, key: message.key });
        void entry;
        break;
      }
      case 'error':
        // a stale action is followed by the current state: nothing to tell the player
        this.error = message.code === 'stale' ? null : message.message;
        this.emit();
        break;
    }
  }

  private update({ table, you, view, events, history }: UpdateMessage): void {
    const newGame = this.last !== null && table.gameNo !== this.last.table.gameNo;
    if (newGame) this.log = [];
    this.last = { table, you, view };
    this.error = null;
    this.mergeHistory(table.gameNo, history);
    if (events.length > 0) {
      let id = this.log.length ? this.log[this.log.length - 1].id + 1 : 0;
      for (const event of events) {
        const { type, audience: _audience, ...data } = event;
        this.log.push({ id: id++, seat: typeof data.seat === 'number' ? data.seat : null, type, data });
      }
      if (this.log.length > MAX_LOG) this.log = this.log.slice(-MAX_LOG);
      this.saveLog();
    }
    // the view's `turn` is the seat whose turn it is; `table.turn` also lists seats that merely may act
    // (All Fours with exposed cards: anyone may expose a card at any time)
    const viewTurn = (view as { turn?: unknown } | null)?.turn;
    const turn = typeof viewTurn === 'number' ? [viewTurn] : viewTurn === null ? [] : table.turn;
    const myTurn = you.seat !== null && turn.includes(you.seat) && table.status === 'playing';
    saveTable(this.deps.storage, this.id, {
      game: table.game,
      seat: you.seat,
      ...(you.seat !== null ? { name: table.seats[you.seat]?.name ?? null } : {}),
      myTurn,
      status: table.status,
    }, this.deps.now());
    this.emit();
  }

  private mergeHistory(gameNo: number, patch: UpdateMessage['history']): void {
    const merged = mergeHistory(this.history, gameNo, patch);
    if (merged !== 'gap') {
      this.history = merged;
      if (patch?.from === 0) this.syncing = false;
    } else if (!this.syncing && this.socket && this.state === 'open') {
      // an update was missed: keep the sheet as it is until the whole of it comes back
      this.syncing = true;
      this.socket.send(JSON.stringify({ type: 'sync' }));
    }
  }

  private snapshot(): TableSnapshot | null {
    if (!this.last) return null;
    const { table, you, view } = this.last;
    return {
      id: table.id,
      game: table.game,
      seatCount: table.seats.length,
      options: table.options,
      seats: table.seats.map((s) => ({ seat: s.seat, name: s.name, bot: s.kind === 'bot', connected: s.connected, away: s.away })),
      mySeat: you.seat,
      host: you.host,
      status: table.status,
      view,
      history: this.history.hands,
      clock: {
        mode: table.clock.kind,
        seconds: table.clock.kind === 'live' ? table.clock.seconds : table.clock.kind === 'async' ? table.clock.hours * 3600 : 0,
        deadline: table.deadline,
      },
      log: this.log,
      error: this.error,
    };
  }

  private send(message: object): void {
    if (this.socket && this.state === 'open') this.socket.send(JSON.stringify(message));
    else {
      this.error = null;
      this.emit();
    }
  }

  private setLink(link: Link): void {
    if (this.state === link) return;
    this.state = link;
    for (const listener of this.linkListeners) listener(link);
  }

  private emit(): void {
    const snapshot = this.snapshot();
    if (!snapshot) return;
    for (const listener of this.listeners) listener(snapshot);
  }

  private loadLog(): LogLine[] {
    try {
      const log = JSON.parse(this.deps.storage.getItem(`majlis:log:${this.id}`) ?? '[]');
      return Array.isArray(log) ? log : [];
    } catch {
      return [];
    }
  }

  private saveLog(): void {
    try {
      this.deps.storage.setItem(`majlis:log:${this.id}`, JSON.stringify(this.log.slice(-150)));
    } catch {
      // storage full: the log stays in memory only
    }
  }
}
