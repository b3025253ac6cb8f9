import type { GameEvent, RuleError } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import type { ClientMessage, ErrorCode, You } from '../protocol/messages.js';
import { catchUp } from './catch-up.js';
import { ClaimChecks, claimRefusedEvent, handOf, showHand } from './claims.js';
import { assignedSeat, beginGame, checkSeat, configure, mayGiveAway, mayReassign, takeSeat, type Refusal } from './lobby.js';
import type { Peer } from './peer.js';
import { closeShuffle, openShuffle, shuffling, takeNonce } from './shuffles.js';
import { rulesOf, type StoredTable } from './stored-table.js';
import { BOT_STEPS_PER_TURN, TableGame } from './table-game.js';
import { moveTime } from './deadlines.js';
import type { SessionHost } from './host.js';
import type { ShuffleReveal } from './shuffle-proof.js';
import { claimsOn, emptySeat, type TableRecord } from './table-record.js';
import { encode } from '../protocol/wire.js';

type Message<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

/** What a command needs from its session besides the table: telling the sockets. */
export interface CommandOutput {
  /** Stores the record and sends every socket its update. */
  changed(record: TableRecord, events: GameEvent[]): null;
  /** Sends one socket the whole current update (after a stale action or a `sync`). */
  resend(peer: Peer): void;
  fail(peer: Peer, refusal: { code: ErrorCode; message: string }): void;
  isConnected(seat: Seat): boolean;
  /** The seats held by a connected socket whose client sends nonces (a new game waits for them). */
  nonceSeats(): Seat[];
}

/**
 * The commands of a socket that said hello: sitting, leaving, acting, syncing and the host's lobby
 * commands. Each one checks who may do it, changes the record or the game, and answers a refusal or
 * null (the update has gone out).
 */
export class TableCommands {
  private readonly claims = new ClaimChecks();
  /** The sockets that caught up already (kept in memory: a wake-up lets each catch up once more). */
  private readonly caughtUp = new WeakSet<Peer>();

  constructor(
    private readonly host: SessionHost,
    private readonly table: StoredTable,
    private readonly out: CommandOutput,
  ) {}

  /** Runs one command of `peer`, who is `you`. */
  run(peer: Peer, record: TableRecord, you: You, message: ClientMessage, now: number): Refusal | null {
    if (shuffling(record) && DEALING_REFUSES.has(message.type)) {
      return { code: 'started', message: 'the next game is being dealt; try again in a moment' };
    }
    switch (message.type) {
      case 'sit':
        return this.sit(peer, record, you, message);
      case 'leave':
        if (you.seat === null) return { code: 'notSeated', message: 'you have no seat to leave' };
        record.seats[you.seat] = emptySeat();
        return this.out.changed(record, []);
      case 'back':
        return this.back(record, you, now);
      case 'relaxed':
        return this.relaxed(record, you, message.on);
      case 'act':
        return this.act(peer, record, you, message, now);
      case 'claim':
        return this.claim(peer, record, you, message, now);
      case 'nonce':
        return this.nonce(record, you, message, now);
      case 'sync':
        this.out.resend(peer);
        return null;
      case 'catchUp':
        return this.catchUp(peer, record, you, message.until);
      case 'assign':
        if (!you.host) return this.giveAwaySeat(record, you, message, now);
        return this.hostCommand(record, message, now);
      case 'configure':
      case 'start':
      case 'rematch':
        if (!you.host) return { code: 'notHost', message: 'only the host can do that' };
        return this.hostCommand(record, message, now);
      default:
        return { code: 'badMessage', message: `"${message.type}" is not allowed now` };
    }
  }

  /** Lets the bots play (an alarm makes at least `least` moves) and settles the record. */
  advance(game: TableGame, record: TableRecord, now: number, least = 0): void {
    const steps = Math.max(least, this.host.botStepsPerTurn ?? BOT_STEPS_PER_TURN);
    game.runBots(record, now, steps, this.host.chooseBot);
    game.settle(record, now);
  }

  private sit(peer: Peer, record: TableRecord, you: You, message: Message<'sit'>): Refusal | null {
    if (you.seat !== null) return { code: 'alreadySeated', message: `you already sit in seat ${you.seat}; leave it first` };
    const taken = takeSeat(record, message.seat, message.name);
    if ('code' in taken) return taken;
    record.seats[message.seat] = you.host ? { ...taken.holder, host: true } : taken.holder;
    peer.setIdentity({ ...peer.identity(), seat: message.seat, host: you.host, keyHash: taken.holder.keyHash });
    const rejoin = `/t/${record.id}#key=${taken.key}`;
    peer.send(encode({ type: 'seated', seat: message.seat, key: taken.key, rejoin }));
    return this.out.changed(record, []);
  }

  private act(peer: Peer, record: TableRecord, you: You, message: Message<'act'>, now: number): Refusal | null {
    const checked = this.playable(peer, record, you, message.version);
    if (!checked || 'code' in checked) return checked;
    const error = checked.game.act(record, checked.seat, message.action, 'seat', now);
    if (error) return ruleRefusal(error);
    return this.played(checked.game, record, checked.seat, now);
  }

  /** A claim of the rest of the hand: checked on the real state, then played out as one update. */
  private claim(peer: Peer, record: TableRecord, you: You, message: Message<'claim'>, now: number): Refusal | null {
    if (!claimsOn(record)) return { code: 'claimsOff', message: 'claims are off at this table' };
    const checked = this.playable(peer, record, you, message.version);
    if (!checked || 'code' in checked) return checked;
    const { game, seat } = checked;
    const claim = this.claims.check(game.rules, game.state, record.gameNo, seat);
    if ('code' in claim) {
      const { shows, ...refusal } = claim;
      // a claim checked against the cards lays them open, refused or not: everyone sees them from now
      // until the hand is scored, so a refused claim is no free question
      if (shows && showHand(record, game.rules, game.state, seat)) {
        this.out.changed(record, [claimRefusedEvent(seat, handOf(game.rules, game.state, seat))]);
      }
      return refusal;
    }
    game.claim(record, seat, claim, now);
    return this.played(game, record, seat, now);
  }

  /**
   * The game and seat of a move made at `version`, a refusal, or null once a stale move has been
   * answered (with the current state, so the client can catch up).
   */
  private playable(peer: Peer, record: TableRecord, you: You, version: number): { game: TableGame; seat: Seat } | Refusal | null {
    const game = this.table.game;
    if (!game || record.status === 'lobby') return { code: 'notStarted', message: 'the game has not started' };
    if (record.status === 'over') return { code: 'gameOver', message: 'the game is over' };
    if (you.seat === null) return { code: 'notSeated', message: 'spectators cannot act; take a seat first' };
    if (version !== game.state.version) {
      this.out.fail(peer, { code: 'stale', message: `that action was made at version ${version}; the game is at ${game.state.version}` });
      this.out.resend(peer);
      return null;
    }
    return { game, seat: you.seat };
  }

  /**
   * A person away at an async table (a bot playing for them) takes their seat back: the table waits
   * for them again, with their clock.
   */
  private back(record: TableRecord, you: You, now: number): Refusal | null {
    const held = you.seat === null ? undefined : record.seats[you.seat];
    if (!held) return { code: 'notSeated', message: 'you have no seat to come back to' };
    if (!held.away) return { code: 'notAway', message: 'your seat is not away: nobody plays it for you' };
    record.seats[you.seat!] = { ...held, misses: 0, away: false };
    const game = this.table.game;
    if (game && record.status === 'playing') game.settle(record, now);
    return this.out.changed(record, []);
  }

  /**
   * Double time on a live clock for this person's turns, or the table's time again [issue 35: nobody
   * is timed out by their tools]. Asked for during their own turn, the turn running now gets the
   * extra time at once; given up, the turn running keeps what it has and the next ones are shorter.
   */
  private relaxed(record: TableRecord, you: You, on: boolean): Refusal | null {
    const held = you.seat === null ? undefined : record.seats[you.seat];
    if (!held || held.kind !== 'human') return { code: 'notSeated', message: 'only a seated player chooses their own time' };
    if ((held.relaxed === true) === on) return null;
    const { relaxed: _, ...rest } = held;
    record.seats[you.seat!] = on ? { ...rest, relaxed: true } : rest;
    const deadline = record.deadline;
    const game = this.table.game;
    if (on && deadline && !deadline.forced && record.clock.kind === 'live' && game && game.rules.waitingFor(game.state).includes(you.seat!)) {
      record.deadline = { ...deadline, at: deadline.at + moveTime(record.clock)! };
    }
    return this.out.changed(record, []);
  }

  /**
   * What the person missed since their last move, up to the update they last received (see
   * `catchUp`); once per socket, as a whole game is replayed for it.
   */
  private catchUp(peer: Peer, record: TableRecord, you: You, until: number): Refusal | null {
    if (you.seat === null) return { code: 'notSeated', message: 'only a player catches up on their own moves' };
    if (record.gameNo === 0) return { code: 'notStarted', message: 'no game has started' };
    if (this.caughtUp.has(peer)) return { code: 'rateLimited', message: 'one catch-up per connection' };
    const log = this.host.store.loadGame(record.gameNo);
    if (!log) return { code: 'notStarted', message: 'no game has started' };
    this.caughtUp.add(peer);
    peer.send(encode(catchUp(rulesOf(record), record, log, you.seat, until)));
    return null;
  }

  /** After a person's accepted move: their run of misses ends, the bots play, everyone is told. */
  private played(game: TableGame, record: TableRecord, seat: Seat, now: number): null {
    const held = record.seats[seat];
    if (held.misses > 0 || held.away) record.seats[seat] = { ...held, misses: 0, away: false };
    this.advance(game, record, now);
    return this.out.changed(record, game.drain());
  }

  /**
   * The person at `seat` deleted their data: in a game (or after one) the seat goes to a bot that keeps
   * no trace of their name; in the lobby it is freed (unless the game is being dealt: a bot then, so
   * that the deal goes on).
   */
  giveUp(record: TableRecord, seat: number, now: number): null {
    const game = this.table.game;
    record.seats[seat] = record.status === 'lobby' && !shuffling(record) ? emptySeat() : assignedSeat(seat, 'bot');
    if (game && record.status === 'playing') this.advance(game, record, now);
    return this.out.changed(record, game?.drain() ?? []);
  }

  /** A seated player (not the host) gives the seat of a player whose clock ran out (away) to a bot. */
  private giveAwaySeat(record: TableRecord, you: You, message: Message<'assign'>, now: number): Refusal | null {
    if (you.seat === null) return { code: 'notHost', message: 'only the host, or a player at the table once a seat is away, can do that' };
    const bad = checkSeat(record, message.seat) ?? mayGiveAway(record, you.seat, message.seat, message.to);
    if (bad) return bad;
    return this.hostCommand(record, message, now);
  }

  private hostCommand(record: TableRecord, message: Message<'assign' | 'configure' | 'start' | 'rematch'>, now: number): Refusal | null {
    const game = this.table.game;
    if (message.type === 'assign') {
      const bad = checkSeat(record, message.seat) ?? mayReassign(record, message.seat, this.out.isConnected(message.seat));
      if (bad) return bad;
      const before = record.seats[message.seat]!;
      if (message.ifFree && before.kind !== 'empty') return null;
      record.seats[message.seat] = assignedSeat(message.seat, message.to);
      // a person's seat given to a bot mid-game: the others catching up are told whose it was
      if (record.status === 'playing' && before.kind === 'human' && message.to === 'bot') {
        record.seats[message.seat] = { ...record.seats[message.seat]!, was: before.name ?? undefined, givenAt: now };
      }
      if (game && record.status === 'playing') this.advance(game, record, now);
      return this.out.changed(record, game?.drain() ?? []);
    }
    if (message.type === 'rematch' && record.status !== 'over') return { code: 'notOver', message: 'no game has ended yet' };
    if (record.status === 'playing') return { code: 'started', message: 'a game is being played' };
    if (message.type === 'configure') return configure(record, message) ?? this.out.changed(record, []);
    return this.startGame(record, now);
  }

  /**
   * A start or rematch: with a fixed seed (practice, tests) the game is dealt at once; otherwise the
   * table commits to a secret seed and asks the connected seats for nonces (Verifiable shuffle), and
   * deals once they all sent one or the wait is over (`dealPending`).
   */
  private startGame(record: TableRecord, now: number): Refusal | null {
    const empty = record.seats.findIndex((s) => s.kind === 'empty');
    if (empty >= 0) return { code: 'seatsEmpty', message: `seat ${empty} is empty: fill it with a player or a bot` };
    const fixed = this.host.seed?.(record.gameNo + 1);
    if (fixed !== undefined) return this.deal(record, fixed, undefined, now);
    const awaited = this.out.nonceSeats().filter((seat) => record.seats[seat]?.kind === 'human');
    if (openShuffle(record, awaited, now)) return this.dealPending(record, now);
    return this.out.changed(record, []);
  }

  /** A seat's nonce for the game being dealt; the last one awaited deals it. */
  private nonce(record: TableRecord, you: You, message: Message<'nonce'>, now: number): Refusal | null {
    if (you.seat === null) return { code: 'notSeated', message: 'only a seated player sends a nonce' };
    const taken = takeNonce(record, you.seat, message.gameNo, message.nonce);
    if ('code' in taken) return taken;
    return taken.ready ? this.dealPending(record, now) : this.out.changed(record, []);
  }

  /** Deals the game whose shuffle waits, from the server seed and the nonces that arrived. */
  dealPending(record: TableRecord, now: number): Refusal | null {
    const { seed, reveal } = closeShuffle(record);
    return this.deal(record, seed, reveal, now);
  }

  private deal(record: TableRecord, seed: string, shuffle: ShuffleReveal | undefined, now: number): Refusal | null {
    const next = { ...record, gameNo: record.gameNo + 1 };
    const game = TableGame.start(rulesOf(record), this.host.store, next, seed, now, shuffle);
    if (!(game instanceof TableGame)) return { code: 'badOptions', message: game.message };
    beginGame(record);
    this.table.game = game;
    this.advance(game, record, now);
    return this.out.changed(record, game.drain());
  }
}

/** What no one may do while the next game waits for nonces: change the seats or the settings, start again. */
const DEALING_REFUSES = new Set<ClientMessage['type']>(['leave', 'assign', 'configure', 'start', 'rematch']);

function ruleRefusal(error: RuleError): Refusal {
  return { code: error.code === 'badSetup' ? 'badAction' : error.code, message: error.message };
}
