import type { Action } from '../../shared/rules/core/game.js';
import type { Seat } from '../../shared/rules/core/seats.js';
import { randomBelow, type Random } from '../../shared/rules/core/shuffle.js';
import { createTable, join, legalOf, send, sit, tableSummary, type TableShape, type Update } from './protocol.js';
import { SoakSocket } from './socket.js';

/** A move whose update came back to its sender: the server has it. */
export interface Ack {
  gameNo: number;
  version: number;
  seat: Seat;
  action: Action;
}

/** Where a table is: (game number, state version), compared in that order. */
const position = (update: Update | null): number => (update === null ? -1 : update.table.gameNo * 1e7 + update.table.version);

/**
 * A table of the soak: one socket per seat (seat 0 also holds the host key) and one spectator, all
 * people (no bots, no clock), so every move is made here and every update can be checked.
 */
export class SoakTable {
  private constructor(
    readonly base: string,
    readonly id: string,
    readonly hostKey: string,
    readonly shape: TableShape,
    public seats: SoakSocket[],
    public spectator: SoakSocket,
    readonly keys: string[],
  ) {}

  /** The move sent and not yet acknowledged, if any. */
  inFlight: Ack | null = null;

  /** Sockets replaced by `reconnect` (or by a check) whose recorded frames have not been taken yet. */
  retired: SoakSocket[] = [];

  /** Creates the table, seats a socket in every seat and adds a spectator (frames recorded if asked). */
  static async open(base: string, shape: TableShape, record = false): Promise<SoakTable> {
    const { id, hostKey } = await createTable(base, shape);
    const seats: SoakSocket[] = [];
    const keys: string[] = [];
    for (let seat = 0; seat < shape.seats; seat++) {
      const socket = await join(base, id, seat === 0 ? { hostKey } : {});
      socket.recording = record;
      keys.push(await sit(socket, seat, `Soak ${seat}`));
      seats.push(socket);
    }
    const spectator = await join(base, id);
    spectator.recording = record;
    return new SoakTable(base, id, hostKey, shape, seats, spectator, keys);
  }

  /** Every socket of the table: the seats, then the spectator. */
  all(): SoakSocket[] {
    return [...this.seats, this.spectator];
  }

  /** The latest update of seat 0. */
  latest(): Update {
    return this.seats[0].latest!;
  }

  /** Starts the first game (`start`) or the next (`rematch`, after `configure` if options are given). */
  async begin(kind: 'start' | 'rematch', options?: Record<string, unknown>): Promise<void> {
    const gameNo = this.latest().table.gameNo;
    if (options) {
      this.seats[0].send(send.configure(options));
      const current = () => this.latest().table.options;
      await this.seats[0].until(() => JSON.stringify(current()) === JSON.stringify({ ...current(), ...options }), 'configure');
    }
    this.seats[0].send(kind === 'start' ? send.start() : send.rematch());
    for (const socket of this.all()) {
      const started = () => socket.latest!.table.gameNo > gameNo && socket.latest!.table.status === 'playing';
      await socket.until(started, `game ${gameNo + 1} to start`);
    }
  }

  /** Waits until every socket has the update of the furthest position any of them has seen. */
  async settle(): Promise<Update> {
    const target = Math.max(...this.all().map((socket) => position(socket.latest)));
    for (const socket of this.all()) await socket.until(() => position(socket.latest) >= target, `the update at ${target}`);
    return this.latest();
  }

  /**
   * Plays random legal moves, one at a time: a seat that may act is drawn, then one of its legal
   * actions; the move counts as acknowledged once its sender has the next update. Stops when the
   * game is over, after `maxMoves`, or when `stop()` says so; resolves with the moves made.
   */
  async play(random: Random, maxMoves: number, onAck: (ack: Ack) => void = () => {}, stop: () => boolean = () => false): Promise<number> {
    let moves = 0;
    while (moves < maxMoves && !stop()) {
      const update = await this.settle();
      if (update.table.status !== 'playing') return moves;
      const movers = this.seats.filter((socket) => legalOf(socket.latest!).length > 0);
      if (movers.length === 0) throw new Error(`table ${this.id} is playing but no seat may act at version ${update.table.version}`);
      const mover = movers[randomBelow(random, movers.length)];
      const legal = legalOf(mover.latest!);
      const action = legal[randomBelow(random, legal.length)];
      const [before, errors] = [position(update), mover.errors.length];
      const move = { gameNo: update.table.gameNo, version: update.table.version, seat: mover.viewer as Seat, action };
      await mover.sendPaced(send.act(update.table.version, action));
      this.inFlight = move;
      const answered = () => position(mover.latest) > before || mover.errors.length > errors;
      await mover.until(answered, `the answer to a move at ${update.table.version}`).catch(async (error: Error) => {
        if (mover.closed) throw error;
        const server = await tableSummary(this.base, this.id).then((t) => `${t.status} at v${t.version}`, (e: Error) => e.message);
        throw new Error(`${error.message}; the server says the table is ${server}`);
      });
      if (mover.errors.length > errors) throw new Error(`table ${this.id} refused a legal move: ${JSON.stringify(mover.errors[errors])}`);
      this.inFlight = null;
      moves++;
      onAck(move);
    }
    return moves;
  }

  /** Opens new sockets for every seat (taken back with its key; seat 0 with the host key too) and a new spectator. */
  async reconnect(record = false): Promise<void> {
    for (const socket of this.all()) socket.close();
    this.retired.push(...this.all());
    const seats: SoakSocket[] = [];
    for (let seat = 0; seat < this.keys.length; seat++) {
      const socket = await join(this.base, this.id, { key: this.keys[seat], seat, ...(seat === 0 ? { hostKey: this.hostKey } : {}) });
      socket.recording = record;
      seats.push(socket);
    }
    this.seats = seats;
    this.spectator = await join(this.base, this.id);
    this.spectator.recording = record;
  }

  close(): void {
    for (const socket of this.all()) socket.close();
  }
}
