// What a game costs the platform (issue 37, docs/cost.md): starts `wrangler dev` on a free loopback port
// with the TableRoom wrapped in a counting subclass (SQL statements with their rows read and written,
// alarms set, messages and connections handled, the Analytics Engine points the table writes, the time
// some handler of the object was running, the stored bytes), plays whole games of each kind between four
// bot clients over real WebSockets (a browser's messages: hello with nonces, sit, start, a nonce per
// game, then each seat's own moves chosen by the standard bot), then prints per game:
//   BENCH cost.<game>.<figure> <value>
// for the first game of a table (its creation and joins included) and for a rematch at the same table.
//   npm run bench:cost   (BENCH_GAMES=baloot,all-fours picks the kinds, BENCH_TABLES tables of each, default 2)
// Bounded: a watchdog stops wrangler and exits after BENCH_LIMIT_S (default 600 s), whatever happens.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { GAME_IDS, isGameId, type GameId } from '../shared/rules/manifests.js';
import { chooseAction } from '../shared/bots/index.js';
import type { Action } from '../shared/rules/core/game.js';
import { PROTOCOL_VERSION, type ServerMessage } from '../shared/protocol/messages.js';
import { UpdateReader } from '../shared/protocol/reader.js';
import { LocalServer } from '../test/kit/local-server.js';
import { openSeatSocket } from './seat-socket.js';
import { report } from './playout.js';

const GAMES = (process.env.BENCH_GAMES?.split(',') ?? GAME_IDS).filter(isGameId) as GameId[];
const TABLES = Number(process.env.BENCH_TABLES ?? 2);
const LIMIT_S = Number(process.env.BENCH_LIMIT_S ?? 600);
/** A game with no update for this long has stalled: the bench fails rather than wait. */
const STALL_MS = 20_000;
const SEATS = 4;

type Update = Extract<ServerMessage, { type: 'update' }>;

if (typeof WebSocket === 'undefined') {
  console.error('this Node has no WebSocket: run it with `node --experimental-websocket --import tsx bench/cost.ts` (npm run bench:cost)');
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The served Worker: the deploy bundle's own Worker and objects, but a TableRoom that counts (plain
 * JavaScript next to bundle/index.js; nothing of it is in the product). GET /__cost/<table id> answers
 * the table's counts so far; that request is not counted.
 */
const COUNTING_ENTRY = `
import worker, { TableRoom as Counted } from './index.js';
export * from './index.js';

export class TableRoom extends Counted {
  constructor(ctx, env) {
    const tally = { statements: 0, rowsRead: 0, rowsWritten: 0, alarmsSet: 0, alarmsDeleted: 0, alarms: 0,
      messages: 0, connects: 0, rpcs: 0, busyMs: 0, metrics: {}, written: {} };
    const cursors = [];
    const sql = ctx.storage.sql;
    const exec = sql.exec.bind(sql);
    sql.exec = (query, ...bindings) => {
      const cursor = exec(query, ...bindings);
      tally.statements++;
      cursors.push([query, cursor]);
      return cursor;
    };
    const storage = ctx.storage;
    const setAlarm = storage.setAlarm.bind(storage);
    storage.setAlarm = (...args) => { tally.alarmsSet++; return setAlarm(...args); };
    const deleteAlarm = storage.deleteAlarm.bind(storage);
    storage.deleteAlarm = (...args) => { tally.alarmsDeleted++; return deleteAlarm(...args); };
    super(ctx, env);
    this.costTally = tally;
    this.costCursors = cursors;
    this.costActive = 0;
    this.costSince = 0;
    const metrics = this.metrics;
    this.metrics = (metric) => {
      tally.metrics[metric.event] = (tally.metrics[metric.event] ?? 0) + 1;
      metrics(metric);
    };
  }

  async costTimed(run) {
    if (this.costActive++ === 0) this.costSince = Date.now();
    try {
      return await run();
    } finally {
      if (--this.costActive === 0) this.costTally.busyMs += Date.now() - this.costSince;
    }
  }

  costTallied() {
    const tally = this.costTally;
    for (const [query, cursor] of this.costCursors) {
      tally.rowsRead += cursor.rowsRead;
      tally.rowsWritten += cursor.rowsWritten;
      // rows written by kind of statement: its first words and table
      const kind = query.replace(/\\s+/g, ' ').split(' (')[0].split(' WHERE')[0].split(' SET')[0].slice(0, 48);
      if (cursor.rowsWritten) tally.written[kind] = (tally.written[kind] ?? 0) + cursor.rowsWritten;
    }
    this.costCursors.length = 0;
    return { ...tally, databaseSize: this.ctx.storage.sql.databaseSize };
  }

  async create(id, settings) {
    this.costTally.rpcs++;
    return this.costTimed(() => super.create(id, settings));
  }

  async fetch(request) {
    if (request.headers.get('x-cost-tally') === '1') return Response.json(this.costTallied());
    if (request.headers.get('x-cost-delete') === '1') {
      // the statements SqlTableStore.destroy runs when the table's record expires (its last alarm), counted
      let rowsWritten = 0;
      for (const table of ['chat', 'shuffles', 'snapshots', 'actions', 'games', 'record']) {
        rowsWritten += this.ctx.storage.sql.exec('DELETE FROM ' + table).rowsWritten;
      }
      return Response.json({ rowsWritten });
    }
    this.costTally.connects++;
    return this.costTimed(() => super.fetch(request));
  }

  async webSocketMessage(ws, message) {
    this.costTally.messages++;
    return this.costTimed(() => super.webSocketMessage(ws, message));
  }

  async webSocketClose(ws, code, reason, clean) {
    return this.costTimed(() => super.webSocketClose(ws, code, reason, clean));
  }

  async alarm(info) {
    this.costTally.alarms++;
    return this.costTimed(() => super.alarm(info));
  }
}

export default {
  fetch(request, env, ctx) {
    const match = /^\\/__cost\\/([^/]+)(\\/delete)?$/.exec(new URL(request.url).pathname);
    if (!match) return worker.fetch(request, env, ctx);
    const stub = env.TABLES.get(env.TABLES.idFromName(match[1]));
    return stub.fetch(new Request('http://cost/', { headers: { [match[2] ? 'x-cost-delete' : 'x-cost-tally']: '1' } }));
  },
};
`;

/** The counts the wrapped TableRoom keeps (see COUNTING_ENTRY). */
interface ObjectTally {
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  alarmsSet: number;
  alarmsDeleted: number;
  alarms: number;
  messages: number;
  connects: number;
  rpcs: number;
  busyMs: number;
  metrics: Record<string, number>;
  /** Rows written by kind of statement. */
  written: Record<string, number>;
  databaseSize: number;
}

/** What the clients counted. */
interface ClientTally {
  /** Billed Worker requests: the create POST and the socket upgrades. */
  workerRequests: number;
  sent: number;
  sentBytes: number;
  received: number;
  receivedBytes: number;
}

/** The figures of one game: the clients' counts, the object's, its wall time and its hands. */
interface GameFigures {
  client: ClientTally;
  object: ObjectTally;
  wallMs: number;
  serverCpuMs: number;
  /** Rows written when the table's expiry deletes its rows (both games' rows: measured once, after the rematch). */
  deleteRowsWritten?: number;
}

async function startWrangler(): Promise<LocalServer> {
  const local = await LocalServer.create({
    name: 'majlis-cost',
    vars: { RATE_BURST: '1000000', RATE_PER_SECOND: '1000000' },
    config: {
      main: 'bundle/cost.js',
      // the deploy bundle next to it, as a module of its own
      find_additional_modules: true,
      rules: [{ type: 'ESModule', globs: ['index.js'] }],
      ratelimits: [{ name: 'TABLE_CREATION', namespace_id: '1001', simple: { limit: 100_000, period: 60 } }],
    },
    output: 'file',
  });
  writeFileSync(join(local.dir, 'bundle/cost.js'), COUNTING_ENTRY);
  await local.startWatched('bench:cost', LIMIT_S, 90_000);
  return local;
}

/** One table of four bot clients that plays `games` games, the host starting each. */
class CostTable {
  private sockets: WebSocket[] = [];
  private readers = Array.from({ length: SEATS }, () => new UpdateReader());
  private acted = Array.from({ length: SEATS }, () => -1);
  private nonced = Array.from({ length: SEATS }, () => 0);
  private id = '';
  readonly client: ClientTally = { workerRequests: 0, sent: 0, sentBytes: 0, received: 0, receivedBytes: 0 };
  private lastFrameAt = performance.now();
  private over: (() => void) | null = null;
  private overGameNo = 0;
  private failed: Error | null = null;

  constructor(
    private readonly local: LocalServer,
    private readonly game: GameId,
  ) {}

  private send(seat: number, message: object): void {
    const text = JSON.stringify(message);
    this.client.sent++;
    this.client.sentBytes += Buffer.byteLength(text);
    this.sockets[seat].send(text);
  }

  async open(): Promise<void> {
    const base = this.local.base;
    this.client.workerRequests++;
    const response = await fetch(`${base}/api/tables`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game: this.game, seats: SEATS }),
    });
    if (!response.ok) throw new Error(`bench:cost: creating a ${this.game} table answered ${response.status}: ${await response.text()}`);
    const created = (await response.json()) as { id: string; hostKey: string };
    this.id = created.id;
    const url = `${base.replace('http', 'ws')}/api/tables/${created.id}/socket`;
    for (let seat = 0; seat < SEATS; seat++) {
      this.client.workerRequests++;
      const { ws, seated } = await openSeatSocket(url, (text) => this.received(seat, text));
      this.sockets.push(ws);
      this.send(seat, { type: 'hello', protocol: PROTOCOL_VERSION, nonces: true, ...(seat === 0 ? { hostKey: created.hostKey } : {}) });
      this.send(seat, { type: 'sit', seat, name: `Bot client ${seat}` });
      await seated;
    }
  }

  /** The host starts (or restarts) a game; resolves when game `gameNo` is over. */
  play(gameNo: number): Promise<void> {
    this.overGameNo = gameNo;
    const done = new Promise<void>((resolve, reject) => {
      const check = setInterval(() => {
        if (this.failed) reject(this.failed);
        else if (performance.now() - this.lastFrameAt > STALL_MS) reject(new Error(`bench:cost: ${this.game} game ${gameNo} stalled`));
        else return;
        clearInterval(check);
      }, 500);
      this.over = () => {
        clearInterval(check);
        resolve();
      };
    });
    this.lastFrameAt = performance.now();
    this.send(0, { type: gameNo === 1 ? 'start' : 'rematch' });
    return done;
  }

  /** Rows written by deleting the table's rows as its expiry does (after the games: nothing is counted after it). */
  async deletion(): Promise<number> {
    const response = await fetch(`${this.local.base}/__cost/${this.id}/delete`);
    return ((await response.json()) as { rowsWritten: number }).rowsWritten;
  }

  /** The object's counts so far (a request the wrapper does not count). */
  async tally(): Promise<ObjectTally> {
    const response = await fetch(`${this.local.base}/__cost/${this.id}`);
    return (await response.json()) as ObjectTally;
  }

  private received(seat: number, text: string): void {
    this.client.received++;
    this.client.receivedBytes += Buffer.byteLength(text);
    this.lastFrameAt = performance.now();
    const message = this.readers[seat].read(text);
    if (message === 'resync') {
      this.failed = new Error('bench:cost: a patch did not follow its update');
      return;
    }
    if (message.type === 'error') console.error(`bench:cost: ${this.game} seat ${seat} refused:`, text.slice(0, 200));
    if (message.type !== 'update') return;
    const { table } = message as Update;
    // a browser adds its nonce to every shuffle it is asked for
    const shuffle = table.shuffle;
    if (shuffle && shuffle.awaiting.includes(seat) && this.nonced[seat] < shuffle.gameNo) {
      this.nonced[seat] = shuffle.gameNo;
      this.send(seat, { type: 'nonce', gameNo: shuffle.gameNo, nonce: randomBytes(16).toString('hex') });
    }
    if (table.status === 'over' && seat === 0 && table.gameNo === this.overGameNo) this.over?.();
    if (table.status !== 'playing') return;
    const view = message.view as ({ legal: Action[]; turn?: number | null } & Record<string, unknown>) | null;
    if (!view || view.legal.length === 0 || !table.turn.includes(seat)) return;
    // out-of-turn actions (All Fours' exposed cards) are never required: a bot acts on its own turn only
    if (typeof view.turn === 'number' && view.turn !== seat) return;
    if (this.acted[seat] === table.version) return;
    this.acted[seat] = table.version;
    const action = chooseAction(this.game, view as never, 'standard', `${this.id}/${table.version}/${seat}`);
    this.send(seat, { type: 'act', version: table.version, action });
  }

  close(): void {
    for (const ws of this.sockets) ws.close(1000, 'bench over');
  }
}

function minus(a: ObjectTally, b: ObjectTally | null): ObjectTally {
  if (!b) return a;
  const metrics: Record<string, number> = {};
  for (const key of new Set([...Object.keys(a.metrics), ...Object.keys(b.metrics)])) metrics[key] = (a.metrics[key] ?? 0) - (b.metrics[key] ?? 0);
  const written: Record<string, number> = {};
  for (const key of new Set([...Object.keys(a.written), ...Object.keys(b.written)])) written[key] = (a.written[key] ?? 0) - (b.written[key] ?? 0);
  return {
    written,
    statements: a.statements - b.statements,
    rowsRead: a.rowsRead - b.rowsRead,
    rowsWritten: a.rowsWritten - b.rowsWritten,
    alarmsSet: a.alarmsSet - b.alarmsSet,
    alarmsDeleted: a.alarmsDeleted - b.alarmsDeleted,
    alarms: a.alarms - b.alarms,
    messages: a.messages - b.messages,
    connects: a.connects - b.connects,
    rpcs: a.rpcs - b.rpcs,
    busyMs: a.busyMs - b.busyMs,
    metrics,
    databaseSize: a.databaseSize,
  };
}

function clientMinus(a: ClientTally, b: ClientTally): ClientTally {
  return {
    workerRequests: a.workerRequests - b.workerRequests,
    sent: a.sent - b.sent,
    sentBytes: a.sentBytes - b.sentBytes,
    received: a.received - b.received,
    receivedBytes: a.receivedBytes - b.receivedBytes,
  };
}

/** Plays one table's first game and one rematch; the figures of each. */
async function playTable(local: LocalServer, game: GameId): Promise<{ first: GameFigures; rematch: GameFigures }> {
  const table = new CostTable(local, game);
  let cpu = local.cpuMs();
  let at = performance.now();
  await table.open();
  await table.play(1);
  await sleep(300); // the last move's handler and its alarm settle
  const afterFirst = await table.tally();
  const clientFirst = { ...table.client };
  const first: GameFigures = { client: clientFirst, object: afterFirst, wallMs: performance.now() - at, serverCpuMs: local.cpuMs() - cpu };
  cpu = local.cpuMs();
  at = performance.now();
  await table.play(2);
  await sleep(300);
  const afterSecond = await table.tally();
  const rematch: GameFigures = {
    client: clientMinus(table.client, clientFirst),
    object: minus(afterSecond, afterFirst),
    wallMs: performance.now() - at,
    serverCpuMs: local.cpuMs() - cpu,
  };
  table.close();
  await sleep(200);
  rematch.deleteRowsWritten = await table.deletion();
  return { first, rematch };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median over the tables of each figure of one kind of game. */
function reportGames(key: string, games: GameFigures[]): void {
  const m = (of: (g: GameFigures) => number) => median(games.map(of));
  const points = (g: GameFigures) => Object.values(g.object.metrics).reduce((s, n) => s + n, 0);
  report(`${key}.worker_requests`, m((g) => g.client.workerRequests), '', 'create POST + socket upgrades');
  report(`${key}.do_requests`, m((g) => g.object.rpcs + g.object.connects + g.object.alarms), '', 'RPCs + socket upgrades + alarms, messages aside');
  report(`${key}.messages_in`, m((g) => g.object.messages), '', 'client -> server, as the object counted them');
  report(`${key}.messages_sent`, m((g) => g.client.sent), '', 'client -> server, as the clients sent them');
  report(`${key}.bytes_in`, m((g) => g.client.sentBytes), 'B');
  report(`${key}.messages_out`, m((g) => g.client.received), '', 'server -> client frames, all 4 seats');
  report(`${key}.bytes_out`, m((g) => g.client.receivedBytes), 'B');
  report(`${key}.hands`, m((g) => g.object.metrics.handScored ?? 0), '');
  report(`${key}.sockets`, m((g) => g.object.metrics.socket ?? 0), '');
  report(`${key}.ae_points`, m(points), '', 'written by the table object (the route adds tableCreated)');
  report(`${key}.alarms`, m((g) => g.object.alarms), '', 'alarm invocations');
  report(`${key}.alarms_set`, m((g) => g.object.alarmsSet), '', 'setAlarm calls (each billed as a row written)');
  report(`${key}.sql_statements`, m((g) => g.object.statements), '');
  report(`${key}.rows_read`, m((g) => g.object.rowsRead), '');
  report(`${key}.rows_written`, m((g) => g.object.rowsWritten), '', 'setAlarm aside');
  for (const kind of [...new Set(games.flatMap((g) => Object.keys(g.object.written)))].sort()) {
    const rows = m((g) => g.object.written[kind] ?? 0);
    if (rows > 0) console.log(`    rows written by "${kind}": ${rows}`);
  }
  if (games[0].deleteRowsWritten !== undefined) {
    report(`${key}.delete_rows_written`, m((g) => g.deleteRowsWritten ?? 0), '', 'deleting both games at the expiry (SqlTableStore.destroy)');
  }
  report(`${key}.stored_bytes`, m((g) => g.object.databaseSize), 'B', 'the table SQLite database after this game');
  report(`${key}.busy_ms`, m((g) => g.object.busyMs), 'ms', 'wall time some handler of the object ran (workerd clock)');
  report(`${key}.server_cpu_ms`, m((g) => g.serverCpuMs), 'ms', 'wrangler + workerd CPU, this table alone');
  report(`${key}.wall_s`, m((g) => g.wallMs / 1000), 's', 'bots flat out');
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const local = await startWrangler();
try {
  console.log(`Cost per game on wrangler dev (${local.base}), ${TABLES} tables of ${SEATS} bot clients per game, one table at a time (Node ${process.version}, load average ${loadAverage()})`);
  for (const game of GAMES) {
    const results: { first: GameFigures; rematch: GameFigures }[] = [];
    for (let t = 0; t < TABLES; t++) results.push(await playTable(local, game));
    console.log(`${game}: a table's first game (its creation and joins included), then a rematch; medians of ${TABLES} tables`);
    reportGames(`cost.${game}.first`, results.map((r) => r.first));
    reportGames(`cost.${game}.rematch`, results.map((r) => r.rematch));
  }
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await local.dispose();
}
process.exit(0);
