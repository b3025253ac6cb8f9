// Wake benchmark of a table: how long a request takes that wakes an evicted TableRoom whose game log
// holds 10,000 actions, in real workerd with the Durable Object's own SQLite (Miniflare, as the Workers
// Vitest integration runs it, driven directly so it can evict the object; storage on disk under TMPDIR). A Fifty-Six table of 8 (36 tables each, a
// game that runs far past 10,000 actions) is played through its socket until its log is that long;
// then, alternately, the object is evicted with its snapshot removed (the whole log is replayed) and
// with its snapshot in place (the snapshot and at most one hand are replayed), and the table's
// summary is fetched, which loads the record and rebuilds the game. A summary from an object that is
// awake is timed too: what a request costs without any waking.
//   npm run bench:wake   (BENCH_ACTIONS, BENCH_ROUNDS override the defaults)
import { DEFAULT_GAME, MANIFESTS } from '../shared/rules/manifests.js';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import type { Action } from '../shared/rules/core/game.js';
import { PROTOCOL_VERSION, type ServerMessage, type TableInfo } from '../shared/protocol/messages.js';
import { UpdateReader } from '../shared/protocol/reader.js';
import { report } from './playout.js';

const ACTIONS = Number(process.env.BENCH_ACTIONS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCRIPT = 'majlis-bench';

type Update = Extract<ServerMessage, { type: 'update' }>;

if (typeof WebSocket === 'undefined') {
  console.error('this Node has no WebSocket: run it with `node --experimental-websocket --import tsx bench/wake.ts` (npm run bench:wake)');
  process.exit(1);
}

/** The Worker bundled as for a deploy, served by Miniflare with a rate limit no client reaches. */
async function start(dir: string): Promise<{ mf: Miniflare; base: string }> {
  execFileSync(join(ROOT, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', join(dir, 'bundle')], { cwd: ROOT, stdio: 'ignore' });
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: 0,
      unsafeInspectDurableObjects: true,
      durableObjectsPersist: join(dir, 'state'),
      workers: [
        {
          name: SCRIPT,
          modules: true,
          scriptPath: join(dir, 'bundle/index.js'),
          modulesRoot: join(dir, 'bundle'),
          compatibilityDate: /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)![1],
          durableObjects: { TABLES: { className: 'TableRoom', useSQLite: true } },
          bindings: { ALLOWED_ORIGINS: '', RATE_BURST: '1000000', RATE_PER_SECOND: '1000000' },
          ratelimits: { TABLE_CREATION: { namespace_id: '1001', simple: { limit: 100_000, period: 60 } } },
        },
      ],
    }),
  );
  const base = (await mf.ready).href;
  return { mf, base };
}

/** A socket that keeps the latest update and lets the caller wait for one that matches. */
class Seat {
  latest: Update | null = null;
  private waiter: (() => void) | null = null;
  private readonly reader = new UpdateReader();

  constructor(private readonly ws: WebSocket) {
    ws.addEventListener('message', (event) => {
      const message = this.reader.read(String(event.data));
      if (message === 'resync') throw new Error('bench:wake: a patch did not follow its update');
      if (message.type === 'update') this.latest = message;
      if (message.type === 'error') console.error('bench:wake: the table refused a message:', message.message);
      this.waiter?.();
    });
  }

  static open(url: string): Promise<Seat> {
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.addEventListener('open', () => resolve(new Seat(ws)), { once: true });
      ws.addEventListener('error', () => reject(new Error(`cannot open ${url}`)), { once: true });
    });
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }

  async until(done: (update: Update) => boolean): Promise<Update> {
    const deadline = Date.now() + 30_000;
    while (!this.latest || !done(this.latest)) {
      if (Date.now() > deadline) throw new Error(`no such update; last at version ${this.latest?.table.version}`);
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
        setTimeout(resolve, 1000);
      });
    }
    return this.latest;
  }

  close(): void {
    this.ws.close(1000, 'done');
  }
}

/**
 * Creates the table and plays it until the log is long enough: a client in each of seats 0 to 3 (one
 * per team of the 8 seats' pairs, so some seat of a team still playing is always a client and the
 * bots stop for it) plays its first legal action, bots hold seats 4 to 7.
 */
async function playLongGame(base: string): Promise<{ id: string; version: number }> {
  // the game of the largest table (Fifty-Six's 8 seats, in pairs), as long as it lasts (36 tables a team)
  const long = Object.values(MANIFESTS).reduce((a, b) => (Math.max(...b.seatCounts) > Math.max(...a.seatCounts) ? b : a));
  const created = await createTable(base, { game: long.id, seats: 8, options: { [long.target.key]: 36 }, botLevel: 'standard' });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { id, hostKey } = (await created.json()) as { id: string; hostKey: string };
  const seats: Seat[] = [];
  for (let s = 0; s < 4; s++) {
    const seat = await Seat.open(`${base.replace(/^http/, 'ws')}api/tables/${id}/socket`);
    seat.send({ type: 'hello', protocol: PROTOCOL_VERSION, ...(s === 0 ? { hostKey } : {}) });
    seat.send({ type: 'sit', seat: s, name: `Bench ${s}` });
    seats.push(seat);
  }
  for (let s = 4; s < 8; s++) seats[0].send({ type: 'assign', seat: s, to: 'bot' });
  await seats[0].until((u) => u.table.seats.every((seat) => seat.kind !== 'empty'));
  seats[0].send({ type: 'start' });
  let version = 0;
  for (;;) {
    const updates = await Promise.all(seats.map((seat) => seat.until((u) => u.table.version >= version && u.table.status !== 'lobby')));
    const table = updates[0].table;
    if (table.status !== 'playing') throw new Error(`the game ended at version ${table.version}, before ${ACTIONS} actions`);
    if (table.version >= ACTIONS) break;
    const mover = updates.findIndex((u) => u.table.version === table.version && legalOf(u).length > 0);
    if (mover < 0) throw new Error(`nobody may act at version ${table.version}`);
    seats[mover].send({ type: 'act', version: table.version, action: legalOf(updates[mover])[0] });
    version = table.version + 1;
  }
  for (const seat of seats) seat.close();
  return { id, version: seats[0].latest!.table.version };
}

function createTable(base: string, body: object): Promise<Response> {
  const request = { game: DEFAULT_GAME, seats: 4, ...body };
  return fetch(`${base}api/tables`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
}

function legalOf(update: Update): Action[] {
  return (update.view as { legal: Action[] }).legal;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'majlis-wake-'));
  const { mf, base } = await start(dir);
  try {
    const { id, version } = await playLongGame(base);
    const storage = await mf.unsafeGetDurableObjectStorage(SCRIPT, 'TableRoom', { name: id });
    const [snapshot] = await storage.exec('SELECT game, version, state FROM snapshots');
    if (!snapshot) throw new Error('the table stored no snapshot');
    const after = await storage.exec('SELECT COUNT(*) AS n FROM actions WHERE version >= ?', snapshot.version as number);
    console.log(`table of Fifty-Six, 8 seats: ${version} actions logged; the snapshot is at version ${snapshot.version}`);
    console.log(`  (${String(snapshot.state).length.toLocaleString('en-US')} characters of state, ${after[0].n} actions after it)`);

    // fetches the summary, which loads the record and rebuilds the game if the object was evicted
    const summary = async (table = id): Promise<{ ms: number; info: TableInfo }> => {
      const t0 = performance.now();
      const response = await fetch(`${base}api/tables/${table}`);
      const info = (await response.json()) as TableInfo;
      return { ms: performance.now() - t0, info };
    };
    // a table in its lobby: waking it costs what waking any object costs
    const lobby = ((await (await createTable(base, {})).json()) as { id: string }).id;
    const evict = (table = id) => mf.unsafeEvictDurableObject(SCRIPT, 'TableRoom', { name: table });
    const full: number[] = [];
    const resumed: number[] = [];
    const awake: number[] = [];
    const empty: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await evict(lobby);
      empty.push((await summary(lobby)).ms);
      await storage.exec('DELETE FROM snapshots');
      await evict();
      const replayed = await summary();
      await storage.exec('INSERT OR REPLACE INTO snapshots (game, version, state) VALUES (?, ?, ?)', snapshot.game, snapshot.version, snapshot.state);
      await evict();
      const woken = await summary();
      const again = await summary();
      if (replayed.info.version !== version || woken.info.version !== version) throw new Error('a woken table is not at the logged version');
      full.push(replayed.ms);
      resumed.push(woken.ms);
      awake.push(again.ms);
    }
    console.log(`median of ${ROUNDS} rounds, each: evict and fetch the summary without the snapshot, then with it, then once more awake`);
    report('server.wake_10k_actions_full_replay_ms', median(full), 'ms', 'before: the whole log replayed');
    report('server.wake_10k_actions_ms', median(resumed), 'ms', 'snapshot + one hand; target <= 20 ms');
    report('server.wake_lobby_table_ms', median(empty), 'ms', 'a table without a game: waking any object');
    report('server.summary_awake_ms', median(awake), 'ms', 'the same request, nothing to wake');
  } finally {
    await mf.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
