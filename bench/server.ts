// Load benchmark of the table server: starts `wrangler dev` on a free loopback port, plays many tables
// of bot clients over WebSockets at once, then one table alone next to a bare echo through the same
// Durable Object, prints the figures, and stops wrangler. Bounded in tables, moves and time.
//   npm run bench:server   (BENCH_SECONDS, BENCH_TABLES, BENCH_THINK_MS, BENCH_GAME override the defaults;
//   BENCH_SINGLE=0 leaves out the one table and the echo, BENCH_OPEN_BATCH sets how many tables open at once)
// A table whose creation or sockets fail is counted (tables_failed) and left out, so a run at many tables
// says where connections give out instead of stopping at the first.
// wrangler keeps the tables' SQLite under TMPDIR: each move's commit waits for the disk there (about 0.2 ms
// at p50 on this machine's ext4, and most of the p99 when other work shares the disk); TMPDIR=/dev/shm
// leaves that out. CPU per move (server and these clients) says which side is busy.
import { readFileSync } from 'node:fs';
import { DEFAULT_GAME } from '../shared/rules/manifests.js';
import type { Action } from '../shared/rules/core/game.js';
import { randomBelow, seededRandom } from '../shared/rules/core/shuffle.js';
import { PROTOCOL_VERSION, type ServerMessage } from '../shared/protocol/messages.js';
import { UpdateReader } from '../shared/protocol/reader.js';
import { LocalServer } from '../test/kit/local-server.js';
import { report } from './playout.js';
import { openSeatSocket } from './seat-socket.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TABLES = Number(process.env.BENCH_TABLES ?? 100);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 250);
const GAME = process.env.BENCH_GAME ?? DEFAULT_GAME;
const SEATS = 4;
const SINGLE = process.env.BENCH_SINGLE !== '0';
const OPEN_BATCH = Number(process.env.BENCH_OPEN_BATCH ?? 10);
const ECHOES = 2000;
// the whole run, wrangler's start included, never takes longer than this (opening many tables takes a while)
const LIMIT_S = 2 * SECONDS + 150 + Math.ceil(TABLES / 10);

type Update = Extract<ServerMessage, { type: 'update' }>;

if (typeof WebSocket === 'undefined') {
  console.error('this Node has no WebSocket: run it with `node --experimental-websocket --import tsx bench/server.ts` (npm run bench:server)');
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts wrangler dev on loopback with fresh storage, rate limits (messages, new tables) no bot client
 * reaches and `echo` on.
 */
async function startWrangler(): Promise<{ base: string; stop: () => Promise<void>; cpuMs: () => number }> {
  const local = await LocalServer.create({
    name: 'majlis-bench',
    vars: { RATE_BURST: '1000000', RATE_PER_SECOND: '1000000', DEV_ECHO: '1' },
    // its own table-creation limit: all its tables come from one address in a few seconds
    config: { ratelimits: [{ name: 'TABLE_CREATION', namespace_id: '1001', simple: { limit: 100_000, period: 60 } }] },
  });
  // whatever happens, wrangler does not outlive this script
  await local.startWatched('bench:server', LIMIT_S, 60_000);
  return { base: local.base, stop: () => local.dispose(), cpuMs: () => local.cpuMs() };
}

/** Figures of one run: move latencies (ms) and moves made inside the measuring window. */
interface Tally {
  latencies: number[];
  /** Until the mover's own socket has the update (a move's round trip, like an echo's). */
  toMover: number[];
  moves: number;
  /** Update and patch frames the seats received while measuring, and their bytes. */
  frames: number;
  frameBytes: number;
  measuring: boolean;
  /** Tables whose creation or sockets failed, and tables that made a move while measuring. */
  failed: number;
  moving: Set<BenchTable>;
  /** CPU time (ms) spent in the measuring window by the server (wrangler, workerd) and by this client process. */
  serverCpuMs: number;
  clientCpuMs: number;
}

/** One table of four bot clients: each acts on its turn, and the host starts a rematch at each end. */
class BenchTable {
  private sockets: WebSocket[] = [];
  private sent = new Map<number, { at: number; seen: number; mover: number }>();
  private readers = Array.from({ length: SEATS }, () => new UpdateReader());
  private random = seededRandom(`bench/${Math.random()}`);
  private stopped = false;

  constructor(
    private readonly base: string,
    private readonly tally: Tally,
    private readonly thinkMs: number,
  ) {}

  async open(): Promise<void> {
    const created = await fetch(`${this.base}/api/tables`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game: GAME, seats: SEATS }),
    }).then((r) => r.json() as Promise<{ id: string; hostKey: string }>);
    const url = `${this.base.replace('http', 'ws')}/api/tables/${created.id}/socket`;
    for (let seat = 0; seat < SEATS; seat++) {
      const { ws, seated } = await openSeatSocket(url, (text) => this.received(seat, text));
      this.sockets.push(ws);
      ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, ...(seat === 0 ? { hostKey: created.hostKey } : {}) }));
      ws.send(JSON.stringify({ type: 'sit', seat, name: `Bot client ${seat}` }));
      await seated;
    }
  }

  /** The host starts the game (once every table is open: tables already playing would slow the opening of the rest). */
  start(): void {
    if (!this.stopped) this.sockets[0].send(JSON.stringify({ type: 'start' }));
  }

  // Every seat reads its frames in full (a patch is applied to the seat's last update), as a client does.
  private received(seat: number, text: string): void {
    if (this.stopped) return;
    const message = this.readers[seat].read(text);
    if (message === 'resync') throw new Error('bench:server: a patch did not follow its update');
    if (message.type !== 'update') return;
    if (this.tally.measuring) {
      this.tally.frames++;
      this.tally.frameBytes += text.length;
    }
    const { version, status } = message.table;
    for (const [v, move] of this.sent) {
      if (version <= v) continue;
      if (seat === move.mover && this.tally.measuring) this.tally.toMover.push(performance.now() - move.at);
      if (++move.seen === SEATS) {
        if (this.tally.measuring) this.tally.latencies.push(performance.now() - move.at);
        this.sent.delete(v);
      }
    }
    if (status === 'over' && seat === 0) this.sockets[0].send(JSON.stringify({ type: 'rematch' }));
    const legal = (message.view as { legal: Action[] } | null)?.legal ?? [];
    if (status !== 'playing' || legal.length === 0) return;
    const act = () => {
      if (this.stopped) return;
      this.sent.set(version, { at: performance.now(), seen: 0, mover: seat });
      if (this.tally.measuring) {
        this.tally.moves++;
        this.tally.moving.add(this);
      }
      this.sockets[seat].send(JSON.stringify({ type: 'act', version, action: legal[randomBelow(this.random, legal.length)] }));
    };
    if (this.thinkMs > 0) setTimeout(act, this.thinkMs * (0.5 + Math.random()));
    else act();
  }

  /** Round trips of a bare echo through this table's object, one at a time, in ms. */
  async echoes(count: number): Promise<number[]> {
    const ws = this.sockets[1];
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const at = performance.now();
      await new Promise<void>((resolve) => {
        ws.onmessage = (event) => {
          if (String(event.data).startsWith('{"type":"echo"')) resolve();
        };
        ws.send(JSON.stringify({ type: 'echo', data: String(i) }));
      });
      times.push(performance.now() - at);
    }
    return times;
  }

  /** Stops making moves (the sockets stay open). */
  stop(): void {
    this.stopped = true;
  }

  close(): void {
    this.stopped = true;
    for (const ws of this.sockets) ws.close(1000, 'bench over');
  }
}

/** /proc/loadavg's three figures. */
function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Plays `count` tables at once: a short warm-up, then SECONDS of measuring. */
async function run(server: { base: string; cpuMs: () => number }, count: number, thinkMs: number): Promise<{ tally: Tally; tables: BenchTable[] }> {
  const { base } = server;
  const tally: Tally = {
    latencies: [],
    toMover: [],
    moves: 0,
    frames: 0,
    frameBytes: 0,
    measuring: false,
    failed: 0,
    moving: new Set(),
    serverCpuMs: 0,
    clientCpuMs: 0,
  };
  const tables = Array.from({ length: count }, () => new BenchTable(base, tally, thinkMs));
  const opening = performance.now();
  let firstError: unknown = null;
  for (let i = 0; i < tables.length; i += OPEN_BATCH) {
    await Promise.all(
      tables.slice(i, i + OPEN_BATCH).map((t) =>
        Promise.race([t.open(), sleep(30_000).then(() => Promise.reject(new Error('a table took over 30 s to open')))]).catch((error: unknown) => {
          tally.failed++;
          firstError ??= error;
          t.close();
        }),
      ),
    );
  }
  if (count > 1) console.log(`  opened ${count - tally.failed} of ${count} tables in ${((performance.now() - opening) / 1000).toFixed(1)} s (load average ${loadAverage()})`);
  if (firstError) console.error('  the first failure:', firstError);
  for (const table of tables) table.start();
  await sleep(2000); // warm-up
  const [serverCpu, clientCpu] = [server.cpuMs(), process.cpuUsage()];
  tally.measuring = true;
  await sleep(SECONDS * 1000);
  tally.measuring = false;
  tally.serverCpuMs = server.cpuMs() - serverCpu;
  const client = process.cpuUsage(clientCpu);
  tally.clientCpuMs = (client.user + client.system) / 1000;
  return { tally, tables };
}

function reportRun(key: string, tally: Tally): void {
  report(`${key}.moves_per_s`, tally.moves / SECONDS, 'moves/s');
  report(`${key}.tables_failed`, tally.failed, 'tables', 'creation or a socket failed');
  report(`${key}.tables_moving`, tally.moving.size, 'tables', 'made a move while measuring');
  report(`${key}.move_to_all_p50`, percentile(tally.latencies, 50), 'ms');
  report(`${key}.move_to_all_p99`, percentile(tally.latencies, 99), 'ms');
  report(`${key}.move_to_mover_p50`, percentile(tally.toMover, 50), 'ms');
  // CPU per move, the echoes aside: is the server or this one client process the busy one?
  report(`${key}.server_cpu_per_move`, (tally.serverCpuMs * 1000) / tally.moves, 'us', 'wrangler + workerd');
  report(`${key}.client_cpu_per_move`, (tally.clientCpuMs * 1000) / tally.moves, 'us', 'all bot clients');
  report(`${key}.frame_bytes_per_seat_move`, tally.frameBytes / tally.frames, 'B', 'mean update or patch frame a seat gets');
}

/** One table of 4 bot clients playing flat out, then a bare echo through the same object. */
async function single(): Promise<void> {
  console.log('One table of 4 bot clients playing flat out, then a bare echo through the same object:');
  const one = await run(server, 1, 0);
  reportRun('server.table_1', one.tally);
  one.tables[0].stop();
  await sleep(500);
  const echoCpu = server.cpuMs();
  const echo = await one.tables[0].echoes(ECHOES);
  const echoCpuUs = ((server.cpuMs() - echoCpu) * 1000) / ECHOES;
  one.tables[0].close();
  report('server.echo_p50', percentile(echo, 50), 'ms');
  report('server.echo_p99', percentile(echo, 99), 'ms');
  report('server.echo_server_cpu', echoCpuUs, 'us', 'wrangler + workerd, per echo');
  report('server.move_over_echo_p50', percentile(one.tally.latencies, 50) / percentile(echo, 50), 'x', 'target <= 2.5');
  report('server.mover_over_echo_p50', percentile(one.tally.toMover, 50) / percentile(echo, 50), 'x', 'the mover alone');
}

const server = await startWrangler();
try {
  console.log(`Table server on wrangler dev (${server.base}), ${GAME}, ${SECONDS} s per run (Node ${process.version})`);
  console.log(`${TABLES} tables x ${SEATS} bot clients at once, each bot thinking ~${THINK_MS} ms before its move:`);
  const many = await run(server, TABLES, THINK_MS);
  many.tables.forEach((t) => t.close());
  reportRun(`server.tables_${TABLES}`, many.tally);
  report('server.frame_bytes_per_seat_move', many.tally.frameBytes / many.tally.frames, 'B', 'target <= 600');
  console.log(`  load average after: ${loadAverage()}`);
  if (SINGLE) await single();
} finally {
  await server.stop();
}
process.exit(0);
