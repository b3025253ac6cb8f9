import type { BotLevel } from '$shared/bots/levels.js';
import type { Action } from '$shared/rules/core/game.js';
import {
  CLOSE,
  PROTOCOL_VERSION,
  type AnyGameUpdate,
  type CatchUpMessage,
  type ClientMessage,
  type ErrorCode,
  type ServerMessage,
  type TableInfo,
  type UpdateMessage,
  type You,
} from '$shared/protocol/messages.js';
import { UpdateReader } from '$shared/protocol/reader.js';
import { isGame } from '$shared/rules/is-game.js';
import type { GameId } from '$shared/rules/manifests.js';
import { NO_HISTORY, SheetKeeper } from './history.js';
import { closesForGood, Connection, type ConnectionDeps } from './connection.js';
import { HelloKeys } from './keys.js';
import type { StorageLike } from './storage-like.js';
import { ended, tableFrame, type AnyGameShown, type Link, type LogLine, type Notice, type ShownByGame, type TableSnapshot, type TableSource } from './snapshot.js';
import { guarded } from './storage.js';
import { TalkState } from './talk.js';
import { Intents } from './intents.js';
import { withEvents } from './catch-up.js';
import type { ReactionCode } from '$shared/protocol/talk.js';
import { evictOldestLog, loadLog, saveLog } from './table-logs.js';
import { UpdateEffects } from './update-effects.js';

/** What the client needs from its surroundings; injected so tests can run it in Node. */
export interface OnlineDeps extends ConnectionDeps {
  storage: StorageLike;
  now: () => number;
}

const MAX_LOG = 400;

/**
 * A table on the server, over a Connection that keeps itself alive: says hello with the stored seat
 * or host key, turns each `update` into a snapshot, and keeps a log of the events it saw (also
 * stored, so a reload keeps the log) and the score sheet (sent whole on hello, then only new hands;
 * a gap asks for a sync). What the
 * person does while the connection is down waits in a short queue and is sent once the fresh state
 * has arrived.
 */
export class OnlineTable implements TableSource {
  private connection: Connection;
  private listeners = new Set<(snapshot: TableSnapshot) => void>();
  private linkListeners = new Set<(link: Link) => void>();
  private state: Link = 'connecting';
  /** The last update: the table, who this socket is, and the game's view with the score sheet kept so far. */
  private last: { table: TableInfo; you: You; shown: AnyGameShown } | null = null;
  /** The score sheet's bookkeeping (which game's sheet is kept, a sync asked for a gap). */
  private sheet = new SheetKeeper();
  /** Turns this socket's patches into whole updates. */
  private reader = new UpdateReader();
  private log: LogLine[];
  private error: ErrorCode | null = null;
  private closedReason: string | null = null;
  /** What the person does, sent at once or once the socket is back and fresh. */
  private intents: Intents;
  private notice: Notice | null = null;
  /** The keys this socket says hello with. */
  private keys: HelloKeys;
  /** The chat and the reactions. */
  private talk: TalkState;
  /** What the person missed since their last move (asked after each hello), until they move. */
  private caughtUp: CatchUpMessage | null = null;
  /** The device's keys and list, nonces and the catch-up question, after each update. */
  private effects: UpdateEffects;

  constructor(
    readonly id: string,
    private deps: OnlineDeps,
  ) {
    // a full or disabled storage must never stop an update on its way to the page
    this.deps = { ...deps, storage: guarded(deps.storage, evictOldestLog) };
    this.log = loadLog(this.deps.storage, id);
    this.talk = new TalkState(this.deps.storage, id);
    this.keys = new HelloKeys(this.deps.storage, id);
    this.connection = new Connection(this.deps, {
      hello: () => this.hello(),
      receive: (text) => this.receive(text),
      dropped: (code, reason) => this.dropped(code, reason),
      link: (link) => this.setLink(link),
    });
    this.intents = new Intents((message) => this.connection.send(message));
    this.effects = new UpdateEffects({ ...this.deps, id, keys: this.keys, send: (message) => this.connection.send(message) });
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
    const view = this.last?.shown.view;
    this.intents.replayed = false;
    if (this.notice || this.caughtUp) {
      this.notice = this.caughtUp = null;
      this.emit();
    }
    this.send({ type: 'act', version: view?.version ?? this.last?.table.version ?? 0, action });
  }

  claim(): void {
    this.intents.replayed = false;
    this.send({ type: 'claim', version: this.last?.shown.view?.version ?? this.last?.table.version ?? 0 });
  }

  sit(seat: number, name: string): void {
    this.send({ type: 'sit', seat, name });
  }

  leave(): void {
    this.send({ type: 'leave' });
  }

  /** Takes the seat back from the bot that plays it while the person is away (async tables). */
  back(): void {
    this.send({ type: 'back' });
  }

  /** Double time on a live clock for this person's turns (true), or the table's time (false). */
  relaxed(on: boolean): void {
    this.send({ type: 'relaxed', on });
  }

  assign(seat: number, to: 'bot' | 'empty', ifFree?: boolean): void {
    this.send(ifFree ? { type: 'assign', seat, to, ifFree } : { type: 'assign', seat, to });
  }

  start(): void {
    this.send({ type: 'start' });
  }

  rematch(): void {
    this.send({ type: 'rematch' });
  }

  /** Host: turns the table's chat, claims, forced moves or spectators' reactions on or off, or sets how its bots play (protocol `configure`). */
  configure(settings: { chat?: boolean; claims?: boolean; autoForced?: boolean; spectatorReactions?: boolean; botLevel?: BotLevel }): void {
    this.send({ type: 'configure', ...settings });
  }

  /** A quick reaction, now or never: a reaction that waited for a reconnect would come too late. */
  react(code: ReactionCode): void {
    if (this.intents.fresh) this.connection.send({ type: 'react', code });
  }

  /** Sends a chat line; false if the connection is down (the person keeps the text and tries again). */
  chat(text: string): boolean {
    return this.intents.fresh && this.connection.send({ type: 'chat', text });
  }

  /** Mutes (or unmutes) the others' chat and reactions (or only `seat`'s) at this table, in this browser. */
  mute(on: boolean, seat?: number): void {
    this.talk.mute(on, seat);
    this.emit();
  }

  /** The person has read the chat: no unread lines any more. */
  readChat(): void {
    this.talk.unread = 0;
    this.emit();
  }

  /** The page was shown or hidden: a hidden page does not count as watching (its person's turns are pushed); shown, it reconnects at once. */
  shown(visible: boolean): void {
    if (this.intents.fresh) this.connection.send({ type: 'visible', visible });
    if (visible) this.wake();
  }

  /** Reconnects at once (the browser came back online or to the foreground). */
  wake(): void {
    this.connection.wake();
  }

  /** The browser went offline: the connection gives its socket up and waits to reconnect. */
  offline(): void {
    this.connection.offline();
  }

  close(): void {
    this.connection.close();
  }

  private hello(): ClientMessage {
    this.intents.fresh = false;
    this.sheet.hello(); // hello brings the whole history
    this.effects.hello();
    this.reader = new UpdateReader(); // and a whole update, which patches follow
    // nonces: this client adds a nonce to every shuffle it is asked for
    return { type: 'hello', protocol: PROTOCOL_VERSION, ...this.keys.forHello(), nonces: true };
  }

  private dropped(code: number, reason: string): void {
    this.intents.fresh = false;
    // a refused key is forgotten, and the next hello goes without it
    if (code === CLOSE.badKey) this.keys.refused();
    else if (closesForGood(code)) {
      this.closedReason = reason || String(code);
      this.intents.drop();
    }
  }

  private receive(text: string): void {
    let message: ServerMessage | 'resync';
    try {
      message = this.reader.read(text);
    } catch {
      return;
    }
    if (message === 'resync') {
      // a patch that does not follow the last update: ask for the whole of it again
      this.connection.send({ type: 'sync' });
      return;
    }
    switch (message.type) {
      case 'update':
        this.update(message);
        break;
      case 'reaction':
      case 'chat':
      case 'chatLog':
        this.talk.receive(message, this.last?.you.seat ?? null, this.deps.now());
        this.emit();
        break;
      case 'catchUp':
        this.caughtUp = message;
        this.emit();
        break;
      case 'seated':
        this.keys.seated(message.seat, message.key);
        break;
      case 'error':
        // the host's seat key holds no seat any more; the host key was accepted
        if (message.code === 'badKey') this.keys.forgetSeatKey();
        // a stale action is followed by the current state: a double click needs no word, but a move
        // queued while the connection was down that came back stale was not played, and the person must know
        if (message.code === 'stale' && this.intents.replayed) this.notice = 'moveStale';
        this.error = message.code === 'stale' ? null : message.code;
        this.emit();
        break;
    }
  }

  private update(message: UpdateMessage): void {
    const { table, you, events } = message;
    const newGame = this.last !== null && table.gameNo !== this.last.table.gameNo;
    if (newGame) this.log = [];
    const shown = this.withHistory(message, table.gameNo);
    this.last = { table, you, shown };
    this.error = null;
    if (events.length > 0) {
      this.log = withEvents(this.log, events, MAX_LOG);
      saveLog(this.deps.storage, this.id, this.log);
    }
    // the view's `turn` is the seat whose turn it is; `table.turn` also lists seats that merely may act
    // (All Fours with exposed cards: anyone may expose a card at any time)
    const view = shown.view;
    const turn = view === null ? table.turn : view.turn === null ? [] : [view.turn];
    const first = !this.intents.fresh;
    this.effects.after(table, you, turn, first);
    // the moves made while the socket was down go once the fresh state is here
    if (first) this.intents.flush();
    this.emit();
  }

  /** The game's part of an update of game `gameNo`, with the score sheet kept so far and its new hands. */
  private withHistory<G extends GameId>(update: AnyGameUpdate<G>, gameNo: number): AnyGameShown<G> {
    const { game, view, history: patch } = update;
    const kept = this.last?.shown;
    const hands = kept && isGame<ShownByGame, G>(kept, game) ? kept.history : NO_HISTORY.hands;
    // an update was missed: the sheet stays as it is until the whole of it comes back
    const history = this.sheet.merge(hands, gameNo, patch, () => this.connection.send({ type: 'sync' }));
    return { game, view, history };
  }

  private snapshot(): TableSnapshot | null {
    if (!this.last) return null;
    const { table, you, shown } = this.last;
    return {
      ...shown,
      ...tableFrame(table, you),
      log: this.log,
      errorCode: this.error,
      waiting: this.intents.count,
      notice: this.notice,
      talk: this.talk.shown(table.chat),
      catchUp: this.caughtUp,
    };
  }

  /** Sends an intent now, or queues it until the socket is back and fresh (see Intents). */
  private send(message: ClientMessage): void {
    if (ended(this.state)) return;
    if (!this.intents.push(message)) this.emit();
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
}
