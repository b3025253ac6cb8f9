import { DEFAULT_GAME } from '../shared/rules/manifests.js';
import type { Action, BaseState, GameRules } from '../shared/rules/core/game.js';
import { drawBelow, seededSource } from '../shared/rules/core/shuffle.js';
import { gameById } from '../shared/rules/registry.js';
import { PROTOCOL_VERSION } from '../shared/protocol/messages.js';
import { checkSettings } from '../shared/table/new-table.js';
import type { Identity, Peer } from '../shared/table/peer.js';
import { TableSession } from '../shared/table/table-session.js';
import { chooseAction } from '../shared/bots/index.js';
import type { BotChooser } from '../shared/table/bot-player.js';
import { SqlTableStore } from '../worker/table/sql-store.js';
import { Schema, type SqlExec } from '../worker/storage/schema.js';
import { TABLE_MIGRATIONS } from '../worker/table/table-schema.js';
import { report } from './playout.js';

// The table's own JavaScript per move, in Node (CPU time of this process): one TableSession (the code the Durable Object runs)
// over the SQLite store's code with a SQL stand-in that only counts statements, four seats whose
// sockets only count frames and bytes, playing whole Baloot games of fixed seeds made in advance.
//   npx tsx bench/session.ts   (BENCH_SECONDS overrides the default)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SEATS = 4;

/** A SQL stand-in: counts statements and answers every query with no rows (the table never wakes here). */
class CountingSql implements SqlExec {
  statements = 0;
  exec(): { toArray(): Record<string, unknown>[] } {
    this.statements++;
    return { toArray: () => [] };
  }
}

/** A socket that counts what it is sent. */
class CountingPeer implements Peer {
  frames = 0;
  bytes = 0;
  last = '';
  private who: Identity | null = null;
  send(text: string): void {
    this.frames++;
    this.bytes += text.length;
    this.last = text;
  }
  close(code: number, reason: string): void {
    throw new Error(`bench socket closed: ${code} ${reason}`);
  }
  identity(): Identity | null {
    return this.who;
  }
  setIdentity(identity: Identity): void {
    this.who = identity;
  }
  connectedAt(): number {
    return 0;
  }
  address(): string | null {
    return null;
  }
}

/** The seats and actions of a whole random game of `seed`, made with the rules alone. */
function scriptGame(rules: GameRules<BaseState>, seed: string): { seat: number; version: number; action: Action }[] {
  const setup = rules.setup({ seats: SEATS, seed, options: {} });
  if (!setup.ok) throw new Error(setup.error.message);
  const random = seededSource(seed);
  const moves: { seat: number; version: number; action: Action }[] = [];
  let state = setup.state;
  while (rules.outcome(state) === null) {
    const seat = rules.waitingFor(state)[0];
    const legal = rules.legalActions(state, seat);
    const action = legal[drawBelow(random, legal.length)];
    moves.push({ seat, version: state.version, action });
    const next = rules.apply(state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  return moves;
}

const rules = gameById(DEFAULT_GAME) as GameRules<BaseState>;
const sql = new CountingSql();
let time = 1_700_000_000_000;
const peers = Array.from({ length: SEATS }, () => new CountingPeer());
const session = new TableSession({ store: new SqlTableStore(sql, new Schema(sql, TABLE_MIGRATIONS)), peers: () => peers, now: () => time, chooseBot: chooseAction as BotChooser, seed: (n) => `session-bench-${n}` });
const checked = checkSettings({ game: DEFAULT_GAME, seats: SEATS } as never);
if (!checked.ok) throw new Error(checked.message);
const { hostKey } = session.create('benchtable000000', checked.settings)!;
peers.forEach((peer, seat) => {
  session.message(peer, JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, ...(seat === 0 ? { hostKey } : {}) }));
  session.message(peer, JSON.stringify({ type: 'sit', seat, name: `Seat ${seat}` }));
});

/** The messages of game `gameNo`'s moves. */
function messagesOf(gameNo: number): { seat: number; text: string }[] {
  return scriptGame(rules, `session-bench-${gameNo}`).map((m) => ({
    seat: m.seat,
    text: JSON.stringify({ type: 'act', version: m.version, action: m.action }),
  }));
}

/** Plays whole games for about `seconds`; the time counted is the session's handling of each move. */
function play(seconds: number, startNo: number): { moves: number; ms: number; statements: number; frames: number; bytes: number; games: number } {
  const before = { statements: sql.statements, frames: sum((p) => p.frames), bytes: sum((p) => p.bytes) };
  let [moves, ms, games] = [0, 0, 0];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const script = messagesOf(startNo + games);
    session.message(peers[0], games === 0 && startNo === 1 ? '{"type":"start"}' : '{"type":"rematch"}');
    // this process's CPU time rather than the clock: other work on the machine does not count
    const started = process.cpuUsage();
    for (const { seat, text } of script) {
      time += 1000;
      session.message(peers[seat], text);
    }
    const used = process.cpuUsage(started);
    ms += (used.user + used.system) / 1000;
    moves += script.length;
    games++;
  }
  return {
    moves,
    ms,
    games,
    statements: sql.statements - before.statements,
    frames: sum((p) => p.frames) - before.frames,
    bytes: sum((p) => p.bytes) - before.bytes,
  };
}

function sum(of: (peer: CountingPeer) => number): number {
  return peers.reduce((total, peer) => total + of(peer), 0);
}

console.log(`TableSession in Node: Baloot, ${SEATS} seats, ${SECONDS} s (Node ${process.version})`);
const warm = play(1, 1);
if (peers[0].last.includes('"error"')) throw new Error(`a scripted move was refused: ${peers[0].last}`);
const run = play(SECONDS, 1 + warm.games);
report('session.move_us', (run.ms * 1000) / run.moves, 'us', 'CPU per move: decode, rules, store code, frames for 4 seats');
report('session.sql_statements_per_move', run.statements / run.moves, '', 'the start and rematch messages included');
report('session.frames_per_move', run.frames / run.moves, '');
report('session.frame_bytes_per_seat_move', run.bytes / run.frames, 'B');
