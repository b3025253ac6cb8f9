import { DurableObject } from 'cloudflare:workers';
import { PING, PONG } from '../../shared/protocol/messages.js';
import type { Env } from '../env.js';
import type { TableSettings } from '../../shared/table/new-table.js';
import type { Identity, Peer } from '../../shared/table/peer.js';
import type { PushChange } from '../../shared/table/table-pushes.js';
import { DEFAULT_LIMITS, type RateLimits } from '../../shared/table/rate-limit.js';
import { PlayerReports } from './player-reports.js';
import { pushHostOf } from '../push/push-host.js';
import { SqlTableStore } from './sql-store.js';
import { Schema } from '../storage/schema.js';
import { logLine } from '../log.js';
import { changeMetrics, metricsOf, type MetricSink } from '../metrics.js';
import { keepFinishedOf } from './keep.js';
import { TABLE_MIGRATIONS } from './table-schema.js';
import { addressKey } from '../routes/creation-limit.js';
import { sha256Hex } from '../../shared/table/secrets.js';
import { TableSession, type TableTally } from '../../shared/table/table-session.js';
import { chooseAction } from '../../shared/bots/index.js';
import type { BotChooser } from '../../shared/table/bot-player.js';
import type { SeatStatus } from '../../shared/player/seat-status.js';

/**
 * One table: a Durable Object that holds a TableSession and adapts it to the platform. Sockets are
 * accepted for hibernation with their identity in the attachment; pings are answered without
 * waking the object; the session's next deadline becomes the object's one alarm.
 */
export class TableRoom extends DurableObject<Env> {
  private readonly session: TableSession;
  private readonly peers = new WeakMap<WebSocket, Peer>();
  /** Sockets this object has closed: frames they had already queued are dropped without any work. */
  private readonly closed = new WeakSet<WebSocket>();
  private alarmSetFor: number | null | undefined;
  /** The players' objects this table tells of changes to their seats. */
  private readonly reports: PlayerReports;
  private readonly schema: Schema;
  /** The operator's counts (worker/metrics.ts): the Analytics Engine dataset, or a test's list. */
  metrics: MetricSink;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const schema = (this.schema = new Schema(ctx.storage.sql, TABLE_MIGRATIONS));
    this.metrics = metricsOf(env);
    // stored tables are brought up to the latest migration before any call reads them
    void ctx.blockConcurrencyWhile(async () => ctx.storage.transactionSync(() => schema.open()));
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
    this.session = new TableSession({
      store: new SqlTableStore(ctx.storage.sql, schema),
      // a socket this object closed may still be listed until the client answers the close
      peers: () => ctx.getWebSockets().flatMap((ws) => (ws.readyState === WebSocket.OPEN && !this.closed.has(ws) ? [this.peer(ws)] : [])),
      now: () => Date.now(),
      chooseBot: chooseAction as BotChooser,
      limits: limitsOf(env),
      echo: env.DEV_ECHO === '1',
      push: pushHostOf(env, ctx, schema, (metric) => this.metrics(metric)),
      refused: (code) => this.metrics({ event: 'refused', detail: code }),
      keepFinishedMs: keepFinishedOf(env),
    });
    this.reports = new PlayerReports(ctx.storage.sql, schema, env, (promise) => ctx.waitUntil(promise));
  }

  /** Creates the table (RPC from the create route); null if the id is taken. */
  async create(id: string, settings: TableSettings): Promise<{ hostKey: string } | null> {
    const created = this.session.create(id, settings);
    await this.syncAlarm();
    return created;
  }

  /** The public summary, or null if there is no table here. */
  async summary() {
    return this.session.summary();
  }

  /** What a shared link shows: the spectator's public picture of the table, or null if there is none. */
  async preview() {
    return this.session.preview();
  }

  /** A finished game's full log, or null. */
  async finishedGame(n: number) {
    return this.session.finishedGame(n);
  }

  /** The tricks of a scored hand of a game (`current`: the latest), or null. */
  async handTricks(n: number | 'current', hand: number) {
    return this.session.handTricks(n, hand);
  }

  /** Links a seat to a player's object (RPC from it) if `keyHash` is the seat's key's; the seat's status, or null. */
  async linkPlayer(player: string, seat: number, keyHash: string): Promise<SeatStatus | null> {
    const table = this.session.current();
    return table && this.reports.link(player, seat, keyHash, table);
  }

  /**
   * A person deletes their data (the erase route, or their player's object): the seat `keyHash` holds
   * goes to a bot (or is freed in the lobby) with its devices, its chat lines and its players' links;
   * 'noSeat' if the key holds no such seat, null if there is no table.
   */
  async eraseSeat(seat: number, keyHash: string): Promise<'erased' | 'noSeat' | null> {
    const before = this.session.tally();
    const result = this.ctx.storage.transactionSync(() => {
      const erased = this.session.eraseSeat(seat, keyHash);
      if (erased === 'erased') this.reports.forgetSeat(seat);
      return erased;
    });
    if (result !== 'erased') return result;
    this.count(before);
    await this.syncAlarm();
    this.reports.send(() => this.session.current());
    return result;
  }

  /** Notifications on or off for the seat whose key is `key` (the push route); null if there is no table. */
  async push(key: string, change: PushChange) {
    return this.ctx.storage.transactionSync(() => this.session.push(key, change));
  }

  /** A WebSocket upgrade forwarded by the socket route. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('expected a WebSocket upgrade', { status: 426 });
    }
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server);
    const address = sha256Hex(addressKey(request.headers.get('CF-Connecting-IP'))).slice(0, 16);
    server.serializeAttachment({ connectedAt: Date.now(), address, identity: null } satisfies Attachment);
    this.metrics({ event: 'socket' });
    this.session.connect(this.peer(server));
    // its time to say hello may be the next thing due (a socket refused at once has none)
    if (!this.closed.has(server)) await this.syncAlarm();
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // a flood goes on arriving after the close: those frames must not keep the table busy
    if (this.closed.has(ws) || ws.readyState !== WebSocket.OPEN) return;
    const before = this.session.tally();
    try {
      // one transaction per message: if the session fails half-way, none of its writes stay
      this.ctx.storage.transactionSync(() => this.session.message(this.peer(ws), message));
    } catch (error) {
      logLine(this.env, 'error', 'tableMessageFailed', { ...this.tableOf(), error });
    }
    this.count(before);
    await this.syncAlarm();
    this.reports.send(() => this.session.current());
  }

  override async webSocketClose(ws: WebSocket): Promise<void> {
    this.session.disconnect(this.peer(ws));
    closeQuietly(ws, 1000, 'closed');
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.session.disconnect(this.peer(ws));
  }

  override async alarm(): Promise<void> {
    this.alarmSetFor = null; // the alarm that rang is gone
    const before = this.session.tally();
    let result: ReturnType<TableSession['alarm']>;
    try {
      result = this.ctx.storage.transactionSync(() => this.session.alarm());
    } catch (error) {
      this.session.forget();
      throw error; // the platform retries the alarm
    }
    if (result === 'deleted') {
      this.reports.send(() => null, true);
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      this.schema.cleared();
      return;
    }
    this.count(before);
    await this.syncAlarm();
    this.reports.send(() => this.session.current());
  }

  /** Counts what the latest change did (hands scored, a game over, bot failures) against the tally before it. */
  private count(before: TableTally | null): void {
    for (const metric of changeMetrics(before, this.session.tally())) this.metrics(metric);
  }

  /**
   * Sets the alarm to the session's next deadline. An alarm already set earlier stays: when it rings,
   * the session finds nothing due and the alarm is set again, so a clocked table does not rewrite its
   * alarm on every move but at most once per turn's time.
   */
  private async syncAlarm(): Promise<void> {
    const at = this.session.alarmAt();
    if (at === this.alarmSetFor) return;
    if (at !== null && typeof this.alarmSetFor === 'number' && this.alarmSetFor <= at) return;
    this.alarmSetFor = at;
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }

  /** The table's id and game for a log line, when the table can be read. */
  private tableOf(): { table?: string; game?: string } {
    try {
      const record = this.session.current()?.record;
      return record ? { table: record.id, game: record.game } : {};
    } catch {
      return {};
    }
  }

  private peer(ws: WebSocket): Peer {
    let peer = this.peers.get(ws);
    if (!peer) {
      // the attachment is read once per wake-up; every change goes through setIdentity
      let attachment: Attachment | undefined;
      const attached = () => (attachment ??= attachmentOf(ws.deserializeAttachment()));
      peer = {
        send: (text) => {
          // a socket that is closing must not stop the others from getting their update
          if (ws.readyState === WebSocket.OPEN) ws.send(text);
        },
        close: (code, reason) => {
          this.closed.add(ws);
          closeQuietly(ws, code, reason);
        },
        identity: () => attached().identity,
        setIdentity: (identity) => {
          attachment = { ...attached(), identity };
          ws.serializeAttachment(attachment);
        },
        connectedAt: () => attached().connectedAt,
        address: () => attached().address,
      };
      this.peers.set(ws, peer);
    }
    return peer;
  }
}

/** What a socket carries through hibernation: when it connected, its client address's key, and who it is (null until its hello). */
interface Attachment {
  connectedAt: number;
  /** A hash of the client address's rate-limit key (an IPv6 address by its /64): the table keeps no address. */
  address: string;
  identity: Identity | null;
}

/** A socket's attachment; one accepted before attachments held more than the identity counts as connected long ago. */
function attachmentOf(value: unknown): Attachment {
  if (typeof value === 'object' && value !== null && 'connectedAt' in value) return value as Attachment;
  return { connectedAt: 0, address: '', identity: (value as Identity | null) ?? null };
}

function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // already closed
  }
}

function limitsOf(env: Env): RateLimits {
  const burst = Number(env.RATE_BURST);
  const perSecond = Number(env.RATE_PER_SECOND);
  return {
    ...DEFAULT_LIMITS,
    ...(burst > 0 ? { burst } : {}),
    ...(perSecond > 0 ? { perSecond } : {}),
  };
}
