import type { BaseState, GameEvent, GameRules } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import type { Play } from '../rules/core/tricks.js';
import { decodeClientMessage, UNKNOWN_MESSAGE } from '../protocol/decode.js';
import { CLOSE, PONG, PROTOCOL_VERSION, type ClientMessage, type ErrorCode, type TableInfo, type TableSummary, type You } from '../protocol/messages.js';
import { arrivalCloses, helloRoom, nextTimeout, timedOut } from './admission.js';
import { alarmTime, deadlinePassed, isExpired, touchDue } from './deadlines.js';
import type { BotTurn } from './bot-player.js';
import { TableCommands } from './commands.js';
import { messageRoutes, routeMessage, type MessageRoutes } from './message-routes.js';
import type { SessionHost } from './host.js';
import { identityOf, type Refusal } from './lobby.js';
import type { TableSettings } from './new-table.js';
import type { Peer } from './peer.js';
import { DEFAULT_LIMITS, newBucket, take, type Bucket } from './rate-limit.js';
import { newKey, sha256Hex } from './secrets.js';
import { scoredHandTricks } from './replay.js';
import { rulesOf, StoredTable } from './stored-table.js';
import { sharePreview, type SharePreview } from './share-preview.js';
import { tableInfo } from './table-info.js';
import { TablePeers } from './table-peers.js';
import { TablePushes, type PushChange } from './table-pushes.js';
import { TableTalk } from './table-talk.js';
import type { TableGame } from './table-game.js';
import { dealDue } from './shuffles.js';
import { newRecord, type GameRecord, type TableRecord } from './table-record.js';
import { HistoryCursor, sendUpdates, SentUpdates, type Recipient } from './updates.js';
import { encode } from '../protocol/wire.js';

type Message<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

/** See TableSession.tally. */
export interface TableTally {
  game: string;
  seats: number;
  status: TableRecord['status'];
  gameNo: number;
  hands: number;
  moves: number;
  botFailures: number;
}

/**
 * The logic of one table, free of any platform: it decodes each client message, checks it against
 * the seats and the rules, stores what it accepts, and sends every socket its own view. It keeps the
 * table record and the current game in memory and rebuilds both from the store when it wakes.
 */
export class TableSession {
  /** The record and the current game, from the store and back. */
  private readonly table: StoredTable;
  private readonly buckets = new WeakMap<Peer, Bucket>();
  /** The game and how many of its scored hands every socket that said hello has been sent. */
  private readonly historySent = new HistoryCursor();
  /** What every socket was last sent, for patches. */
  private readonly sent = new SentUpdates();

  private readonly commands: TableCommands;
  /** Reactions and the chat. */
  private readonly talk: TableTalk;
  /** Notifications of seats whose people are away. */
  private readonly pushes: TablePushes;
  /** Who each open socket is now. */
  private readonly people: TablePeers;
  /** The part of the table that answers each type of message (message-routes.ts). */
  private readonly routes: MessageRoutes;
  /**
   * The summary the latest update was made of, until anything else reaches the table (each entry
   * point drops it): the reports to players' objects that follow a change reuse it (`current`).
   */
  private sentInfo: TableInfo | null = null;

  constructor(private readonly host: SessionHost) {
    this.table = new StoredTable(host.store);
    this.people = new TablePeers(() => host.peers(), () => this.record);
    this.talk = new TableTalk(host.store, () => this.people.greeted(), host.talkLimits);
    this.pushes = new TablePushes(host.push, () => this.people.watchingSeats());
    this.commands = new TableCommands(host, this.table, {
      changed: (record, events) => this.changed(record, events),
      resend: (peer) => this.broadcast([], { only: peer }),
      fail: (peer, refusal) => this.fail(peer, refusal),
      isConnected: (seat) => this.people.isConnected(seat),
      nonceSeats: () => this.people.nonceSeats(),
    });
    this.routes = messageRoutes({ commands: this.commands, talk: this.talk, pushes: this.pushes, game: () => this.game });
  }

  private get record(): TableRecord | null {
    return this.table.record;
  }

  private get game(): TableGame | null {
    return this.table.game;
  }

  /** Creates the table; null if this object already holds one. */
  create(id: string, settings: TableSettings): { hostKey: string } | null {
    this.sentInfo = null;
    if (this.load()) return null;
    const now = this.host.now();
    const hostKey = newKey();
    this.table.create(newRecord(id, settings, sha256Hex(hostKey), now));
    return { hostKey };
  }

  /** The public summary, or null if there is no table here. */
  summary(): TableSummary | null {
    const info = this.info();
    const record = this.record!;
    return info && { ...info, gameName: this.rules(record).name, botFailures: record.botFailures ?? 0 };
  }

  /** The table's public state, or null if there is no table here. */
  private info(): TableInfo | null {
    const record = this.load();
    if (!record) return null;
    return tableInfo(record, this.rules(record), this.game?.state ?? null, this.people.connectedSeats());
  }

  /** What a shared link shows of the table (a spectator's view only; see share-preview.ts), or null if there is no table here. */
  preview(): SharePreview | null {
    const record = this.load();
    if (!record) return null;
    const rules = this.rules(record);
    const state = this.game?.state ?? null;
    return sharePreview(record, rules, state, state && record.status === 'playing' ? rules.waitingFor(state) : []);
  }

  /**
   * What the operator's counts compare before and after each change (worker/metrics.ts): the game, the
   * shape, the status, the game number, the latest game's scored hands and moves, the bot failures.
   * Null if there is no table. Read from memory: no storage read once the table is awake.
   */
  tally(): TableTally | null {
    const record = this.load();
    if (!record) return null;
    const game = this.game;
    return {
      game: record.game,
      seats: record.seats.length,
      status: record.status,
      gameNo: record.gameNo,
      hands: game?.handsScored ?? 0,
      moves: game?.state.version ?? 0,
      botFailures: record.botFailures ?? 0,
    };
  }

  /** The table as it stands, for the reports to players' objects (see shared/player); null if there is none. */
  current(): { record: TableRecord; info: TableInfo; rules: GameRules<BaseState>; state: BaseState | null } | null {
    const record = this.load();
    if (!record) return null;
    return { record, info: this.sentInfo ?? this.info()!, rules: this.rules(record), state: this.game?.state ?? null };
  }

  /**
   * The public record of a finished game, with the table's game id: its full log, seed and shuffle
   * included (for replays and verification); null while it is being played.
   */
  finishedGame(n: number): GameRecord | null {
    const record = this.load();
    if (!record) return null;
    const log = this.host.store.loadGame(n);
    return log && log.finishedAt !== null ? { table: record.id, game: record.game, ...log } : null;
  }

  /**
   * The tricks of the `hand`-th scored hand (1 for the first) of game `n` (`current`: the table's
   * latest game, being played or over), as everyone saw them played: public once the hand is scored,
   * so anyone may look back through them. Null if there is no such game or it has not scored that hand.
   */
  handTricks(n: number | 'current', hand: number): { plays: Play[]; winner: Seat }[] | null {
    const record = this.load();
    const log = record && this.host.store.loadGame(n === 'current' ? record.gameNo : n);
    return log && scoredHandTricks(this.rules(record), log, hand);
  }

  /**
   * A new socket (already counted among the peers): refused at once if there is no table; else the
   * sockets that waited too long for their hello, or that it pushes out of the waiting places, are
   * closed (see admission.ts). It has HELLO_WAIT_MS to say hello: `alarmAt` counts it.
   */
  connect(peer: Peer): void {
    this.sentInfo = null;
    if (!this.load()) return peer.close(CLOSE.noTable, 'noTable');
    for (const late of arrivalCloses(this.people.occupants(), peer, this.host.now())) late.close(CLOSE.noHello, 'noHello');
  }

  /** A socket closed: if it held a seat, the others learn that the seat may no longer be connected. */
  disconnect(peer: Peer): void {
    this.sentInfo = null;
    const seat = this.load() ? this.people.youOf(peer)?.seat : null;
    if (seat !== null && seat !== undefined) this.broadcast([], { exclude: peer });
  }

  /** One frame from a socket: rate limit, decode, then the command. */
  message(peer: Peer, raw: string | ArrayBuffer): void {
    this.sentInfo = null;
    const now = this.host.now();
    const limits = this.host.limits ?? DEFAULT_LIMITS;
    let bucket = this.buckets.get(peer);
    if (!bucket) this.buckets.set(peer, (bucket = newBucket(limits, now)));
    const verdict = take(bucket, limits, now);
    if (verdict === 'close') {
      this.host.refused?.('flooding');
      return peer.close(CLOSE.flooding, 'flooding');
    }
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
      return peer.send(encode({ type: 'echo', data: message.data }));
    }
    const record = this.load();
    if (!record) return peer.close(CLOSE.noTable, 'noTable');
    if (message.type === 'hello') return this.hello(peer, record, message);
    const you = this.people.youOf(peer);
    if (!you) return this.fail(peer, { code: 'helloFirst', message: 'send "hello" first' });
    let refusal: Refusal | null;
    try {
      refusal = routeMessage(this.routes, peer, record, you, message, now);
    } catch (error) {
      // a bug, not a bad message: the host rolls back this message's writes and the next one reloads
      this.fail(peer, { code: 'internal', message: 'the table could not handle that message; nothing changed' });
      this.forget();
      throw error;
    }
    if (refusal) this.fail(peer, refusal);
  }

  /** Notifications on or off for the seat whose key is `key` (the HTTP route); null if there is no table. */
  push(key: string, change: PushChange): Refusal | { on: boolean } | null {
    this.sentInfo = null;
    const record = this.load();
    return record && this.pushes.byKey(record, this.game, key, change, this.host.now());
  }

  /**
   * A person deletes their data (the erase route, or their player's object): the seat whose key hashes
   * to `keyHash` is given up (commands.ts, giveUp), with its devices' push subscriptions and the chat
   * lines sent from it under its name. 'noSeat' if that key holds no seat `seat`; null if there is no
   * table. The games' logs name no one: they stay as they are, and still verify.
   */
  eraseSeat(seat: number, keyHash: string): 'erased' | 'noSeat' | null {
    this.sentInfo = null;
    const record = this.load();
    if (!record) return null;
    const holder = record.seats[seat];
    if (holder?.kind !== 'human' || holder.keyHash !== keyHash) return 'noSeat';
    this.host.push?.store.clearSeat(seat);
    this.talk.erase(record, seat, holder.name ?? '');
    this.commands.giveUp(record, seat, this.host.now());
    return 'erased';
  }

  /** Drops what is in memory; the next call rebuilds it from the store. */
  forget(): void {
    this.sentInfo = null;
    this.table.forget();
    this.talk.forget();
  }

  /** The alarm rang: close the sockets that never said hello, delete a table whose time is up (deadlines.ts, expiresAt), or let bots play for the seats whose time ran out. */
  alarm(): 'deleted' | 'kept' | 'none' {
    this.sentInfo = null;
    const record = this.load();
    if (!record) return 'none';
    const now = this.host.now();
    for (const late of timedOut(this.people.occupants(), now)) late.close(CLOSE.noHello, 'noHello');
    if (isExpired(record, now, this.host.keepFinishedMs)) {
      this.table.destroy();
      this.talk.forget();
      for (const peer of this.host.peers()) peer.close(CLOSE.noTable, 'noTable');
      return 'deleted';
    }
    const game = this.game;
    if (dealDue(record, now)) {
      const refusal = this.commands.dealPending(record, now);
      if (refusal) throw new Error(`the game waiting for nonces could not be dealt: ${refusal.message}`);
    } else if (game && record.status === 'playing' && deadlinePassed(record, game.state.version, now)) {
      game.playTimeouts(record, now, this.host.chooseBot);
      this.commands.advance(game, record, now, 1);
      this.changed(record, game.drain(), false);
    } else this.pushes.remind(record, game, now);
    return 'kept';
  }

  /**
   * The bot decision the next alarm would make at a playing table, or null: a host that paces its
   * bots (practice) may work it out elsewhere first and hand it in through `chooseBot`.
   */
  botTurn(): BotTurn | null {
    const record = this.load();
    return record?.status === 'playing' ? (this.game?.nextBotTurn(record) ?? null) : null;
  }

  /** When the alarm should ring next (the game's time, a reminder, or a socket's time to say hello), or null if there is no table. */
  alarmAt(): number | null {
    const record = this.load();
    if (!record) return null;
    const times = [alarmTime(record, this.host.keepFinishedMs), this.pushes.reminderAt(record, this.game), nextTimeout(this.people.occupants())];
    return Math.min(...times.filter((at): at is number => at !== null));
  }

  /** Who the socket is, from its keys (see `identityOf`); a spectator's hello is news to nobody else. */
  private hello(peer: Peer, record: TableRecord, message: Message<'hello'>): void {
    if (message.protocol !== PROTOCOL_VERSION) return peer.close(CLOSE.badProtocol, 'badProtocol');
    const who = identityOf(record, message);
    if (who === 'badKey') return peer.close(CLOSE.badKey, 'badKey');
    const { seat } = who.identity;
    // a seat's or the host's socket always gets in, pushing out spectators if it must; a spectator only while there is room
    const room = helloRoom(this.people.occupants(), peer, seat !== null || who.identity.host ? 'member' : 'spectator');
    if (room.refused) return peer.close(CLOSE.tooManySockets, 'tooManySockets');
    for (const out of room.closes) out.close(CLOSE.tooManySockets, 'tooManySockets');
    if (who.seatKeyRefused) this.fail(peer, who.seatKeyRefused);
    peer.setIdentity(message.nonces ? { ...who.identity, nonces: true } : who.identity);
    if (touchDue(record, this.host.now())) {
      record.touchedAt = this.host.now();
      this.table.save(record);
    }
    // a spectator changes nothing the others see: only a seat's hello is news for everyone
    if (seat === null) this.broadcast([], { only: peer });
    else this.broadcast([], { sync: peer });
    this.talk.sendLog(peer, record);
  }

  /**
   * Stores the record and sends everyone an update (`sync` gets the whole history); a person's
   * command also counts as a touch.
   */
  private changed(record: TableRecord, events: GameEvent[], touched = true, sync?: Peer): null {
    const now = this.host.now();
    if (touched && touchDue(record, now)) record.touchedAt = now;
    this.table.save(record);
    this.broadcast(events, { sync });
    this.pushes.notify(record, this.game);
    return null;
  }

  /**
   * Sends every socket that said hello (but `exclude`) its update, or only `only` with the whole
   * history. `sync` and `only` get every scored hand; the others only those they have not been sent.
   */
  private broadcast(events: GameEvent[], to: { exclude?: Peer; sync?: Peer; only?: Peer } = {}): void {
    const record = this.record!;
    const recipients: Recipient[] = [];
    // one pass over the sockets for both the recipients and the seats connected (the summary's)
    const connected = new Set<Seat>();
    for (const peer of this.host.peers()) {
      const you = peer === to.exclude ? null : this.people.youOf(peer);
      if (!you) continue;
      if (you.seat !== null) connected.add(you.seat);
      if (!to.only) recipients.push({ peer, you, sync: peer === to.sync });
    }
    const you = to.only && this.people.youOf(to.only);
    if (to.only && you) recipients.push({ peer: to.only, you, sync: true });
    const info = (this.sentInfo = tableInfo(record, this.rules(record), this.game?.state ?? null, connected));
    const newHandsFrom = to.only ? null : this.historySent.take(record.gameNo, this.handsScored());
    sendUpdates(this.sent, recipients, info, this.rules(record), this.game?.state ?? null, events, newHandsFrom);
  }

  private handsScored(): number {
    return this.game?.handsScored ?? 0;
  }

  private fail(peer: Peer, refusal: { code: ErrorCode; message: string }): void {
    this.host.refused?.(refusal.code);
    const version = this.game?.state.version;
    peer.send(encode({ type: 'error', code: refusal.code, message: refusal.message, version }));
  }

  private rules(record: TableRecord) {
    return rulesOf(record);
  }

  /** Loads the record and the current game once per wake-up. */
  private load(): TableRecord | null {
    if (this.table.isLoaded) return this.record;
    const record = this.table.load();
    // the sockets that outlived the last wake-up were sent every hand stored then
    if (record) this.historySent.reset(record.gameNo, this.handsScored());
    return record;
  }
}
