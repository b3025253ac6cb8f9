import type { GameEvent, RuleError } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import { gameById } from '../rules/registry.js';
import { decodeClientMessage, UNKNOWN_MESSAGE } from '../protocol/decode.js';
import { CLOSE, MAX_SOCKETS, PONG, PROTOCOL_VERSION, type ClientMessage, type ErrorCode, type TableInfo, type You } from '../protocol/messages.js';
import { alarmTime, deadlinePassed, isIdle, touchDue } from './deadlines.js';
import type { BotChooser } from './bot-player.js';
import { assignedSeat, beginGame, checkSeat, configure, identityOf, mayReassign, takeSeat, type Refusal } from './lobby.js';
import type { TableSettings } from './new-table.js';
import type { Peer } from './peer.js';
import { DEFAULT_LIMITS, newBucket, take, type Bucket, type RateLimits } from './rate-limit.js';
import { newKey, newSecret, sha256Hex } from './secrets.js';
import type { TableStore } from './store.js';
import { tableInfo } from './table-info.js';
import { BOT_STEPS_PER_TURN, TableGame } from './table-game.js';
import { emptySeat, newRecord, type GameLog, type TableRecord } from './table-record.js';
import { HistoryCursor, sendUpdates, SentUpdates, type Recipient } from './updates.js';

/** What a session needs from its host (the Durable Object, or a test): storage, the open sockets, the time. */
export interface SessionHost {
  store: TableStore;
  peers(): Peer[];
  now(): number;
  limits?: RateLimits;
  /**
   * How many bot moves one message or alarm may make (default BOT_STEPS_PER_TURN). With 0 a message
   * makes none and each alarm one, so the host decides when every bot moves (practice paces them).
   */
  botStepsPerTurn?: number;
  /** The seed of the table's game number `gameNo` (default: a random secret); practice may fix it. */
  seed?: (gameNo: number) => string;
  /** Answer `echo` (the load benchmark's latency probe); otherwise it is refused as an unknown message. */
  echo?: boolean;
  /** How bots choose (default: the shared bots); a test may stand in one that fails. */
  chooseBot?: BotChooser;
}

type Message<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

/**
 * The logic of one table, free of any platform: it decodes each client message, checks it against
 * the seats and the rules, stores what it accepts, and sends every socket its own view. It keeps the
 * table record and the current game in memory and rebuilds both from the store when it wakes.
 */
export class TableSession {
  private loaded = false;
  /** The record as last stored (or loaded), with an implied deadline written `implied`. */
  private stored = '';
  private record: TableRecord | null = null;
  private game: TableGame | null = null;
  private readonly buckets = new WeakMap<Peer, Bucket>();
  /** The game and how many of its scored hands every socket that said hello has been sent. */
  private readonly historySent = new HistoryCursor();
  /** What every socket was last sent, for patches. */
  private readonly sent = new SentUpdates();

  constructor(private readonly host: SessionHost) {}

  /** Creates the table; null if this object already holds one. */
  create(id: string, settings: TableSettings): { hostKey: string } | null {
    if (this.load()) return null;
    const now = this.host.now();
    const hostKey = newKey();
    this.record = newRecord(id, settings, sha256Hex(hostKey), now);
    this.save(this.record);
    return { hostKey };
  }

  /** The public summary, or null if there is no table here. */
  summary(exclude?: Peer): TableInfo | null {
    const record = this.load();
    if (!record) return null;
    const connected = new Set<Seat>();
    for (const peer of this.host.peers()) {
      const seat = peer === exclude ? null : this.youOf(peer)?.seat;
      if (seat !== null && seat !== undefined) connected.add(seat);
    }
    return tableInfo(record, this.rules(record), this.game?.state ?? null, connected);
  }

  /** The full log of a finished game (seed included, for replays); null while it is being played. */
  finishedGame(n: number): GameLog | null {
    if (!this.load()) return null;
    const log = this.host.store.loadGame(n);
    return log && log.finishedAt !== null ? log : null;
  }

  /** A new socket (already counted among the peers): refused at once if there is no table or no room. */
  connect(peer: Peer): void {
    if (!this.load()) peer.close(CLOSE.noTable, 'noTable');
    else if (this.host.peers().length > MAX_SOCKETS) peer.close(CLOSE.tooManySockets, 'tooManySockets');
  }

  /** A socket closed: if it held a seat, the others learn that the seat may no longer be connected. */
  disconnect(peer: Peer): void {
    const seat = this.load() ? this.youOf(peer)?.seat : null;
    if (seat !== null && seat !== undefined) this.broadcast([], { exclude: peer });
  }

  /** One frame from a socket: rate limit, decode, then the command. */
  message(peer: Peer, raw: string | ArrayBuffer): void {
    const now = this.host.now();
    const limits = this.host.limits ?? DEFAULT_LIMITS;
    let bucket = this.buckets.get(peer);
    if (!bucket) this.buckets.set(peer, (bucket = newBucket(limits, now)));
    const verdict = take(bucket, limits, now);
    if (verdict === 'close') return peer.close(CLOSE.flooding, 'flooding');
    if (verdict !== 'ok') {
      if (verdict === 'refuse') this.fail(peer, { code: 'rateLimited', message: `at most ${limits.perSecond} messages a second` });
      return;
    }
    const decoded = decodeClientMessage(raw);
    if (!decoded.ok) return this.fail(peer, decoded);
    const message = decoded.message;
    if (message.type === 'ping') return peer.send(PONG);
    if (message.type === 'echo') {
      // off in production: the same answer as any unknown type
      if (!this.host.echo) return this.fail(peer, { code: 'badMessage', message: `type: ${UNKNOWN_MESSAGE}` });
      return peer.send(JSON.stringify({ type: 'echo', data: message.data }));
    }
    const record = this.load();
    if (!record) return peer.close(CLOSE.noTable, 'noTable');
    if (message.type === 'hello') return this.hello(peer, record, message);
    const you = this.youOf(peer);
    if (!you) return this.fail(peer, { code: 'helloFirst', message: 'send "hello" first' });
    let refusal: Refusal | null;
    try {
      refusal = this.command(peer, record, you, message, now);
    } catch (error) {
      // a bug, not a bad message: the host rolls back this message's writes and the next one reloads
      this.fail(peer, { code: 'internal', message: 'the table could not handle that message; nothing changed' });
      this.forget();
      throw error;
    }
    if (refusal) this.fail(peer, refusal);
  }

  /** Drops what is in memory; the next call rebuilds it from the store. */
  forget(): void {
    this.loaded = false;
    this.record = null;
    this.game = null;
  }

  /** The alarm rang: delete an idle table, or let bots play for the seats whose time ran out. */
  alarm(): 'deleted' | 'kept' | 'none' {
    const record = this.load();
    if (!record) return 'none';
    const now = this.host.now();
    if (isIdle(record, now)) {
      this.host.store.destroy();
      for (const peer of this.host.peers()) peer.close(CLOSE.noTable, 'noTable');
      this.record = null;
      this.game = null;
      return 'deleted';
    }
    const game = this.game;
    if (game && record.status === 'playing' && deadlinePassed(record, game.state.version, now)) {
      game.playTimeouts(record, now, this.host.chooseBot);
      this.advance(game, record, now, 1);
      this.changed(record, game.drain(), false);
    }
    return 'kept';
  }

  /** When the alarm should ring next, or null if there is no table. */
  alarmAt(): number | null {
    const record = this.load();
    return record ? alarmTime(record) : null;
  }

  private command(peer: Peer, record: TableRecord, you: You, message: ClientMessage, now: number): Refusal | null {
    switch (message.type) {
      case 'sit':
        return this.sit(peer, record, you, message);
      case 'leave':
        if (you.seat === null) return { code: 'notSeated', message: 'you have no seat to leave' };
        record.seats[you.seat] = emptySeat();
        return this.changed(record, []);
      case 'act':
        return this.act(peer, record, you, message, now);
      case 'sync':
        this.broadcast([], { only: peer });
        return null;
      case 'assign':
      case 'configure':
      case 'start':
      case 'rematch':
        if (!you.host) return { code: 'notHost', message: 'only the host can do that' };
        return this.hostCommand(record, message, now);
      default:
        return { code: 'badMessage', message: `"${message.type}" is not allowed now` };
    }
  }

  /** Who the socket is, from its keys (see `identityOf`); a spectator's hello is news to nobody else. */
  private hello(peer: Peer, record: TableRecord, message: Message<'hello'>): void {
    if (message.protocol !== PROTOCOL_VERSION) return peer.close(CLOSE.badProtocol, 'badProtocol');
    const who = identityOf(record, message);
    if (who === 'badKey') return peer.close(CLOSE.badKey, 'badKey');
    if (who.seatKeyRefused) this.fail(peer, who.seatKeyRefused);
    const { seat } = who.identity;
    peer.setIdentity(who.identity);
    if (touchDue(record, this.host.now())) {
      record.touchedAt = this.host.now();
      this.save(record);
    }
    // a spectator changes nothing the others see: only a seat's hello is news for everyone
    if (seat === null) this.broadcast([], { only: peer });
    else this.broadcast([], { sync: peer });
  }

  private sit(peer: Peer, record: TableRecord, you: You, message: Message<'sit'>): Refusal | null {
    if (you.seat !== null) return { code: 'alreadySeated', message: `you already sit in seat ${you.seat}; leave it first` };
    const taken = takeSeat(record, message.seat, message.name);
    if ('code' in taken) return taken;
    record.seats[message.seat] = taken.holder;
    peer.setIdentity({ seat: message.seat, host: you.host, keyHash: taken.holder.keyHash });
    const rejoin = `/t/${record.id}#key=${taken.key}`;
    peer.send(JSON.stringify({ type: 'seated', seat: message.seat, key: taken.key, rejoin }));
    return this.changed(record, []);
  }

  private act(peer: Peer, record: TableRecord, you: You, message: Message<'act'>, now: number): Refusal | null {
    const game = this.game;
    if (!game || record.status === 'lobby') return { code: 'notStarted', message: 'the game has not started' };
    if (record.status === 'over') return { code: 'gameOver', message: 'the game is over' };
    if (you.seat === null) return { code: 'notSeated', message: 'spectators cannot act; take a seat first' };
    if (message.version !== game.state.version) {
      const stale = `that action was made at version ${message.version}; the game is at ${game.state.version}`;
      this.fail(peer, { code: 'stale', message: stale });
      this.broadcast([], { only: peer }); // the current state, so the client can catch up
      return null;
    }
    const error = game.act(record, you.seat, message.action, 'seat', now);
    if (error) return ruleRefusal(error);
    const seat = record.seats[you.seat];
    if (seat.misses > 0 || seat.away) record.seats[you.seat] = { ...seat, misses: 0, away: false };
    this.advance(game, record, now);
    return this.changed(record, game.drain());
  }

  private hostCommand(record: TableRecord, message: Message<'assign' | 'configure' | 'start' | 'rematch'>, now: number): Refusal | null {
    if (message.type === 'assign') {
      const bad = checkSeat(record, message.seat) ?? mayReassign(record, message.seat, this.isConnected(message.seat));
      if (bad) return bad;
      record.seats[message.seat] = assignedSeat(message.seat, message.to);
      if (this.game && record.status === 'playing') this.advance(this.game, record, now);
      return this.changed(record, this.game?.drain() ?? []);
    }
    if (message.type === 'rematch' && record.status !== 'over') return { code: 'notOver', message: 'no game has ended yet' };
    if (record.status === 'playing') return { code: 'started', message: 'a game is being played' };
    if (message.type === 'configure') return configure(record, message) ?? this.changed(record, []);
    return this.startGame(record, now);
  }

  private startGame(record: TableRecord, now: number): Refusal | null {
    const empty = record.seats.findIndex((s) => s.kind === 'empty');
    if (empty >= 0) return { code: 'seatsEmpty', message: `seat ${empty} is empty: fill it with a player or a bot` };
    const next = { ...record, gameNo: record.gameNo + 1 };
    const seed = this.host.seed?.(next.gameNo) ?? newSecret(16);
    const game = TableGame.start(this.rules(record), this.host.store, next, seed, now);
    if (!(game instanceof TableGame)) return { code: 'badOptions', message: game.message };
    beginGame(record);
    this.game = game;
    this.advance(game, record, now);
    return this.changed(record, game.drain());
  }

  /** Lets the bots play (an alarm makes at least `least` moves) and settles the record. */
  private advance(game: TableGame, record: TableRecord, now: number, least = 0): void {
    const steps = Math.max(least, this.host.botStepsPerTurn ?? BOT_STEPS_PER_TURN);
    game.runBots(record, now, steps, this.host.chooseBot);
    game.settle(record, now);
  }

  /**
   * Stores the record and sends everyone an update (`sync` gets the whole history); a person's
   * command also counts as a touch.
   */
  private changed(record: TableRecord, events: GameEvent[], touched = true, sync?: Peer): null {
    const now = this.host.now();
    if (touched && touchDue(record, now)) record.touchedAt = now;
    this.save(record);
    this.broadcast(events, { sync });
    return null;
  }

  /**
   * Stores the record unless it is what was stored: a move that changed only the turn deadline the
   * log implies (the time of the move plus the clock) writes nothing but its log entry.
   */
  private save(record: TableRecord): void {
    const stored = this.storedForm(record);
    if (stored === this.stored) return;
    this.host.store.saveRecord(record);
    this.stored = stored;
  }

  private storedForm(record: TableRecord): string {
    const implied = this.game?.impliedDeadline(record);
    const same = implied !== undefined && record.deadline?.version === implied?.version && record.deadline?.at === implied?.at;
    return JSON.stringify(same && record.deadline ? { ...record, deadline: 'implied' } : record);
  }

  /**
   * Sends every socket that said hello (but `exclude`) its update, or only `only` with the whole
   * history. `sync` and `only` get every scored hand; the others only those they have not been sent.
   */
  private broadcast(events: GameEvent[], to: { exclude?: Peer; sync?: Peer; only?: Peer } = {}): void {
    const record = this.record!;
    const recipients: Recipient[] = [];
    for (const peer of to.only ? [to.only] : this.host.peers()) {
      const you = peer === to.exclude ? null : this.youOf(peer);
      if (you) recipients.push({ peer, you, sync: peer === to.sync || peer === to.only });
    }
    const info = this.summary(to.exclude)!;
    const newHandsFrom = to.only ? null : this.historySent.take(record.gameNo, this.handsScored(record));
    sendUpdates(this.sent, recipients, info, this.rules(record), this.game?.state ?? null, events, newHandsFrom);
  }

  private handsScored(record: TableRecord): number {
    return this.game ? this.rules(record).history(this.game.state).length : 0;
  }

  /** Who a socket is now: its seat counts only while the seat still holds the key it sat with. */
  private youOf(peer: Peer): You | null {
    const identity = peer.identity();
    if (!identity) return null;
    const seat = identity.seat === null ? undefined : this.record?.seats[identity.seat];
    const holds = seat !== undefined && seat.kind === 'human' && seat.keyHash === identity.keyHash;
    return { seat: holds ? identity.seat : null, host: identity.host };
  }

  private isConnected(seat: Seat): boolean {
    return this.host.peers().some((peer) => this.youOf(peer)?.seat === seat);
  }

  private fail(peer: Peer, refusal: { code: ErrorCode; message: string }): void {
    const version = this.game?.state.version;
    peer.send(JSON.stringify({ type: 'error', code: refusal.code, message: refusal.message, version }));
  }

  private rules(record: TableRecord) {
    const rules = gameById(record.game);
    if (!rules) throw new Error(`table ${record.id} plays "${record.game}", which is not in the registry`);
    return rules;
  }

  /** Loads the record and rebuilds the current game (from its snapshot and log), once per wake-up. */
  private load(): TableRecord | null {
    if (this.loaded) return this.record;
    const record = this.host.store.loadRecord();
    // a log that no longer replays throws here, and the next message tries again
    const game = record && record.gameNo > 0 ? TableGame.wake(this.rules(record), this.host.store, record.gameNo) : null;
    // moves whose deadline the log implies did not store the record: the deadline is worked out again
    if (game && record?.status === 'playing' && record.deadline?.version !== game.state.version) game.settle(record, game.lastAt);
    this.game = game;
    this.record = record;
    this.stored = record ? this.storedForm(record) : '';
    // the sockets that outlived the last wake-up were sent every hand stored then
    if (record) this.historySent.reset(record.gameNo, this.handsScored(record));
    this.loaded = true;
    return record;
  }
}

function ruleRefusal(error: RuleError): Refusal {
  return { code: error.code === 'badSetup' ? 'badAction' : error.code, message: error.message };
}
