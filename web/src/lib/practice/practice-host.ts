import { BOT_LEVELS } from '$shared/bots/levels.js';
import type { Hint } from '$shared/bots/hint.js';
import type { Action } from '$shared/rules/core/game.js';
import type { BotChooser, BotTurn } from '$shared/table/bot-player.js';
import { PROTOCOL_VERSION, type ServerMessage } from '$shared/protocol/messages.js';
import { isExpired } from '$shared/table/deadlines.js';
import { checkSettings } from '$shared/table/new-table.js';
import type { Identity, Peer } from '$shared/table/peer.js';
import { newTableId } from '$shared/table/secrets.js';
import { TableSession } from '$shared/table/table-session.js';
import type { SocketLike } from '../net/connection.js';
import { forgetTable, getTable, listTables, saveTable } from '../net/keys.js';
import type { StorageLike } from '../net/storage.js';
import { LocalPeer, LocalSocket } from './local-socket.js';
import { SavedTableStore, storeKey } from './saved-store.js';
import { decodeServerFrame } from '$shared/protocol/wire.js';

/** What a practice table needs from the page; injected so tests run it in Node on a clock of their own. */
export interface PracticeDeps {
  /** Where practice tables are kept (`practiceStorage` in the browser). */
  storage: StorageLike;
  now: () => number;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** How long a bot waits before each move, in ms (0 in tests); longer after a trick or a scored hand. */
  botDelay: number;
  /**
   * Works out a bot's decision away from the page's thread (a Web Worker in the browser), so a bot
   * that searches never freezes the page; absent, or failing, the bot decides here. Closed with the table.
   */
  thinker?: { think(turn: BotTurn): Promise<Action>; hint?(turn: BotTurn): Promise<Hint>; close(): void };
  /** The bots on the page, at hand at once (tests); absent, they are loaded the first time a bot decides here. */
  bots?: BotChooser;
  /** Loads the bots on the page (default: their module, a part of its own that the worker makes needless). */
  loadBots?: () => Promise<BotChooser>;
}

/** A new practice table: the game, its seats and options, the person's name (seat 0), how the bots play (default standard), and perhaps a fixed seed. */
export interface PracticeSetup {
  game: string;
  seats: number;
  options: Record<string, unknown>;
  name: string;
  level?: string;
  seed?: string;
}

/** How many practice tables this browser keeps; starting one more forgets the oldest. */
export const MAX_PRACTICE_TABLES = 5;
/** How much longer a bot waits after a trick is won or a hand scored, so the person sees it. */
const SLOW = 2.2;
/** The longest wait a timer can hold (a longer one, like the idle deletion in 30 days, is not set). */
const MAX_TIMER = 2 ** 31 - 1;

/**
 * A table played in this page on the real table logic: a TableSession over a store kept in Web
 * Storage, reached by local sockets (the page's client is the online client). The person sits in seat
 * 0, bots in the others; the bots move one at a time from the session's alarm, which this host rings
 * with a timer no sooner than `botDelay` after the last update, so a person can follow them.
 */
export class PracticeHost {
  private readonly session: TableSession;
  private readonly peers = new Set<Peer>();
  private timer: unknown = null;
  private timerFor: number | null = null;
  private pause: number;
  private stopped = false;
  /** True while a bot's decision is being worked out by `think`: the alarm waits for it. */
  private thinking = false;
  /** The bots on the page, once loaded (or given). */
  private bots: BotChooser | null;
  /** The decision `think` gave, for the seat and state version it was asked at. */
  private thought: { seat: unknown; version: number; action: Action } | null = null;

  private constructor(
    private readonly deps: PracticeDeps,
    private readonly store: SavedTableStore,
    seed?: string,
  ) {
    this.pause = deps.botDelay;
    this.bots = deps.bots ?? null;
    this.session = new TableSession({
      store,
      peers: () => [...this.peers],
      now: deps.now,
      botStepsPerTurn: 0,
      // a decision worked out ahead for this very view is taken; any other is worked out here, by the
      // page's copy of the bots (loaded by `ring` first)
      chooseBot: (game, view, level, seed) => {
        const thought = this.thought;
        if (thought && thought.seat === view.viewer && thought.version === view.version) return thought.action;
        if (!this.bots) throw new Error('the bots are not loaded on the page');
        return this.bots(game, view, level, seed);
      },
      ...(seed ? { seed: (gameNo: number) => `${seed}/${gameNo}` } : {}),
    });
  }

  /** The table's id. */
  get id(): string {
    return this.store.id;
  }

  /** Sets up a new practice table and starts its game; throws if the settings are refused. */
  static start(deps: PracticeDeps, setup: PracticeSetup): PracticeHost {
    const botLevel = BOT_LEVELS.find((level) => level === (setup.level ?? 'standard'));
    if (!botLevel) throw Object.assign(new Error(`no bot level "${setup.level}"`), { code: 'badSettings' });
    const checked = checkSettings({ game: setup.game, seats: setup.seats, options: setup.options, clock: { kind: 'none' }, botLevel });
    // the error's code is for the page to word in the person's language (error-words.ts); its text for logs
    if (!checked.ok) throw Object.assign(new Error(checked.message), { code: 'badSettings' });
    const host = new PracticeHost(deps, new SavedTableStore(deps.storage, newTableId()), setup.seed);
    const { hostKey } = host.session.create(host.id, checked.settings)!;
    // the person's seat is taken and the bots are seated as any host would, through the protocol
    const answers: ServerMessage[] = [];
    let identity: Identity | null = null;
    const seating: Peer = {
      send: (text) => answers.push(JSON.parse(text)),
      close() {},
      identity: () => identity,
      setIdentity: (next) => (identity = next),
      connectedAt: () => deps.now(),
      address: () => null,
    };
    const send = (message: object) => host.session.message(seating, JSON.stringify(message));
    send({ type: 'hello', protocol: PROTOCOL_VERSION, hostKey });
    send({ type: 'sit', seat: 0, name: setup.name });
    for (let seat = 1; seat < setup.seats; seat++) send({ type: 'assign', seat, to: 'bot' });
    send({ type: 'start' });
    const refused = answers.find((answer) => answer.type === 'error');
    const seated = answers.find((answer) => answer.type === 'seated');
    if (refused || !seated) throw Object.assign(new Error(refused?.type === 'error' ? refused.message : 'the practice table has no seat for you'), { code: refused?.type === 'error' ? refused.code : 'internal' });
    host.store.commit();
    saveTable(deps.storage, host.id, { game: checked.settings.game, seat: 0, key: seated.key, hostKey, status: 'playing' }, deps.now());
    for (const old of listTables(deps.storage).slice(MAX_PRACTICE_TABLES)) forgetPractice(deps.storage, old.id);
    host.schedule();
    return host;
  }

  /**
   * The practice table `id` as this browser stored it, or null if it is not there (never stored, or
   * forgotten), no longer loads (a rules change the log does not replay under), or was left alone past
   * a table's time (deadlines.ts, expiresAt).
   */
  static resume(deps: PracticeDeps, id: string): PracticeHost | null {
    const entry = getTable(deps.storage, id);
    const store = new SavedTableStore(deps.storage, id);
    const record = store.loadRecord();
    const host = new PracticeHost(deps, store);
    if (!entry?.hostKey || !entry.key || record?.id !== id || isExpired(record, deps.now()) || !host.loads()) {
      forgetPractice(deps.storage, id);
      return null;
    }
    host.schedule();
    return host;
  }

  /** A new local socket to this table, for the client (`ConnectionDeps.socket`). */
  socket(): SocketLike {
    const socket: LocalSocket = new LocalSocket(
      {
        opened: () => {
          this.peers.add(peer);
          this.handle(() => this.session.connect(peer));
        },
        message: (text) => this.handle(() => this.session.message(peer, text)),
        closed: () => {
          if (this.peers.delete(peer)) this.handle(() => this.session.disconnect(peer));
        },
      },
      (fn) => this.deps.setTimer(fn, 0),
    );
    const peer = new LocalPeer(socket, (text) => this.heard(text), this.deps.now());
    return socket;
  }

  /** Stops the bots' timer; what is stored stays, to resume from. */
  close(): void {
    this.stopped = true;
    this.clearTimer();
    this.deps.thinker?.close();
  }

  /** One call into the session, then its writes are committed (or, if it failed, dropped) and the alarm set. */
  private handle(call: () => unknown): void {
    if (this.stopped) return;
    try {
      call();
      this.store.commit();
    } catch (error) {
      // a bug, not a move: as in the Durable Object, the writes go and the next call reloads
      this.store.rollback();
      this.session.forget();
      console.error('the practice table could not handle that', error);
    }
    this.schedule();
  }

  /** True if the stored table loads: its game is rebuilt from its log. */
  private loads(): boolean {
    try {
      return this.session.summary() !== null;
    } catch (error) {
      console.error('a stored practice table does not load', error);
      return false;
    }
  }

  /** Sets the timer for the session's next alarm, at least one pause after the last update. */
  private schedule(): void {
    if (this.thinking) return;
    const at = this.session.alarmAt();
    if (this.stopped || (this.timer !== null && at === this.timerFor)) return;
    this.clearTimer();
    if (at === null) return;
    const wait = Math.max(at - this.deps.now(), this.pause);
    if (wait > MAX_TIMER) return;
    this.timerFor = at;
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      this.ring();
    }, wait);
  }

  /**
   * Rings the session's alarm; a bot's move is first worked out by `think`, if the host has one, or
   * else (no thinker, or it failed) by the page's copy of the bots, loaded the first time it is needed.
   */
  private ring(): void {
    const thinker = this.deps.thinker;
    const turn = this.session.botTurn();
    if (!turn || turn.level === 'random' || (this.bots && !thinker)) return this.handle(() => this.session.alarm());
    this.thinking = true;
    const thought = thinker ? thinker.think(turn) : Promise.reject(new Error('no thinker'));
    thought
      .then(
        (action) => void (this.thought = { seat: turn.view.viewer, version: turn.view.version, action }),
        (error) => {
          // said once: a worker that failed is not asked again, and the bots decide here from now on
          if (thinker && !this.bots) console.error('a practice bot could not think in the background; it decides here', error);
          return this.loadBots();
        },
      )
      .catch((error) => console.error('the bots could not be loaded; the random level plays this move', error))
      .finally(() => {
        this.thinking = false;
        this.handle(() => this.session.alarm());
        this.thought = null;
      });
  }

  private async loadBots(): Promise<void> {
    this.bots ??= await (this.deps.loadBots ?? importBots)();
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    this.timerFor = null;
  }

  /** The next bot waits longer after an update (or patch) in which a trick was won or a hand scored. */
  private heard(text: string): void {
    const frame = decodeServerFrame(text);
    if (frame?.type !== 'update' && frame?.type !== 'patch') return;
    const slow = frame.events.some((event) => event.type === 'trickWon' || event.type === 'handScored');
    this.pause = this.deps.botDelay * (slow ? SLOW : 1);
  }
}

/** The bots on the page, for a practice table without a worker or whose worker failed (the module is fetched once). */
async function importBots(): Promise<BotChooser> {
  return (await import('$shared/bots/index.js')).chooseAction as BotChooser;
}

/** Forgets a practice table: its entry, its log and its store. */
export function forgetPractice(storage: StorageLike, id: string): void {
  forgetTable(storage, id);
  storage.removeItem(storeKey(id));
}
