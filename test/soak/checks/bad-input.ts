import { randomBelow, seededRandom, type Random } from '../../../shared/rules/core/shuffle.js';
import { FrameAudit } from '../audit.js';
import { count, inParallel, sleep, type Check, type CheckContext, type CheckResult } from '../check.js';
import { BAD_KINDS, badFrame, type Role, type Target } from '../fuzz.js';
import { healthy, join, legalOf, stateOf, tableSummary, type TableShape } from '../protocol.js';
import { randomOptions, SHAPES, shapeName } from '../shapes.js';
import { SoakSocket } from '../socket.js';
import { SoakTable } from '../table.js';
import { MAX_MOVES_PER_GAME } from './secrets.js';

/**
 * Close codes with which the server refuses a socket for what it sent (PROTOCOL.md): not failures.
 * 4010 (noHello) too: the socket of no role sends no valid hello, and has 5 s before it is closed.
 */
const REFUSED = new Set([4000, 4001, 4008, 4010]);

/** Frames a flooding socket sends at once: past the burst (40) and the refusals it is allowed (100). */
const FLOOD = 160;

/** What the attack on one table came to. */
interface Tally {
  sent: number;
  /** Frames sent by the flooding sockets (not counted in `sent`). */
  flooded: number;
  kinds: Map<string, number>;
  refusedCloses: number;
  unexpectedCloses: string[];
  internal: number;
}

/**
 * Malformed frames at tables in the middle of a game, from sockets of every kind (no hello, spectator,
 * host, each seat), paced under the rate limit, plus one flooding socket per table. Afterwards the
 * server must answer, no table's summary or seat's view may have changed, and every game must finish.
 */
export const badInput: Check = {
  name: 'bad-input',
  share: 0.15,
  async run(context: CheckContext): Promise<CheckResult> {
    const { base } = context.server;
    const random = seededRandom(context.seed);
    const problems: string[] = [];
    const logBefore = context.server.log().length;
    const shapes = Array.from({ length: context.scale.badTables }, (_, i) => SHAPES[(i * 4) % SHAPES.length]);
    const tables = await inParallel(4, shapes.map((shape) => () => midGame(base, shape, random, context.scale.shortGames)));
    const audits = tables.map((table) => new FrameAudit(table));
    const before = await Promise.all(tables.map(snapshot));
    const tally: Tally = { sent: 0, flooded: 0, kinds: new Map(), refusedCloses: 0, unexpectedCloses: [], internal: 0 };
    const perTable = Math.ceil(context.scale.badFrames / tables.length);
    await Promise.all(tables.map((table) => attack(table, perTable, random, tally, context.deadline)));
    if (!(await healthy(base))) problems.push('the server does not answer /api/health after the bad input');
    const after = await Promise.all(tables.map(snapshot));
    let changed = 0;
    tables.forEach((table, t) => {
      const parts = before[t].map((part, i) => (part === after[t][i] ? null : i)).filter((i): i is number => i !== null);
      if (parts.length === 0) return;
      changed++;
      const names = parts.map((i) => (i === 0 ? 'summary' : i - 1 < table.keys.length ? `seat ${i - 1}` : 'spectator'));
      const first = difference(before[t][parts[0]], after[t][parts[0]]);
      problems.push(`table ${table.id} (${shapeName(table.shape)}) changed (${names.join(', ')}); first: ${first}`);
    });
    let finished = 0;
    for (const [t, table] of tables.entries()) {
      try {
        await table.play(random, MAX_MOVES_PER_GAME, undefined, () => Date.now() > context.deadline);
        const end = await table.settle();
        if (end.table.status !== 'over') throw new Error(`the game did not end (at version ${end.table.version})`);
        await audits[t].gameOver(end.table.gameNo);
        finished++;
      } catch (error) {
        problems.push(`table ${table.id} (${shapeName(table.shape)}) after the bad input: ${(error as Error).message}`);
      } finally {
        table.close();
      }
    }
    const failures = (context.server.log().slice(logBefore).match(/table message failed|uncaught/gi) ?? []).length;
    const leaks = audits.flatMap((a) => a.leaks);
    problems.push(...tally.unexpectedCloses.slice(0, 10), ...leaks.slice(0, 10));
    if (tally.internal > 0) problems.push(`${tally.internal} frames were answered "internal" (the server threw)`);
    if (failures > 0) {
      problems.push(`the server logged ${failures} failed messages:\n${context.server.log().slice(logBefore).slice(0, 3000)}`);
    }
    const crashes = tally.internal + failures + tally.unexpectedCloses.length;
    const kinds = [...tally.kinds].map(([kind, n]) => `${kind} ${n}`).join(', ');
    return {
      ok: problems.length === 0 && tally.sent >= context.scale.badFrames && finished === tables.length,
      summary:
        `${count(tally.sent)} bad frames (${kinds}) and ${count(tally.flooded)} flooding at ${tables.length} tables mid-game, ` +
        `${crashes} crashes, ${changed} tables changed, ${finished}/${tables.length} games finished after, ` +
        `${tally.refusedCloses} sockets refused (closed and reopened)`,
      problems,
    };
  },
};

/** Where two texts first differ, with some context. */
function difference(before: string, after: string): string {
  let i = 0;
  while (i < before.length && before[i] === after[i]) i++;
  const from = Math.max(0, i - 60);
  return `before ...${before.slice(from, i + 100)}... after ...${after.slice(from, i + 100)}...`;
}

/** A table of `shape` some way into its first game. */
async function midGame(base: string, shape: TableShape, random: Random, short: boolean): Promise<SoakTable> {
  const table = await SoakTable.open(base, { ...shape, options: randomOptions(shape, random, short) }, true);
  await table.begin('start');
  for (let attempt = 0; attempt < 5; attempt++) {
    await table.play(random, 3 + randomBelow(random, 25));
    if ((await table.settle()).table.status === 'playing') return table;
    await table.begin('rematch'); // a short game: the bad input goes to the next one
  }
  throw new Error(`${shapeName(shape)}: five games in a row ended before the bad input`);
}

/** The table's public summary, then each seat's and a spectator's first update on a fresh socket. */
async function snapshot(table: SoakTable): Promise<string[]> {
  const parts = [JSON.stringify(await tableSummary(table.base, table.id))];
  for (let seat = 0; seat <= table.keys.length; seat++) {
    try {
      const probe = await join(table.base, table.id, seat < table.keys.length ? { key: table.keys[seat], seat } : {});
      parts.push(stateOf(probe.latest!));
      probe.close();
    } catch (error) {
      parts.push(`no update: ${(error as Error).message}`); // a seat key that stopped working, say
    }
  }
  return parts;
}

/** Sends `quota` bad frames at `table` from one socket of each role, and floods it from one more. */
async function attack(table: SoakTable, quota: number, random: Random, tally: Tally, deadline: number): Promise<void> {
  const update = await table.settle();
  const target: Target = { seats: table.keys.length, version: update.table.version, legal: table.seats.map((s) => legalOf(s.latest!)) };
  const seats = table.keys.map((_, seat): Role => ({ kind: 'seat', seat }));
  const roles: Role[] = [{ kind: 'none' }, { kind: 'spectator' }, { kind: 'host' }, ...seats];
  const each = Math.ceil(quota / roles.length);
  const attacker = (role: Role) =>
    attackFrom(table, role, each, random, target, tally, deadline).catch((error: Error) => {
      tally.unexpectedCloses.push(`${role.kind} socket at ${table.id} gave up: ${error.message}`);
    });
  await Promise.all([flood(table, tally), ...roles.map(attacker)]);
}

async function open(table: SoakTable, role: Role): Promise<SoakSocket> {
  if (role.kind === 'none') return SoakSocket.open(table.base, table.id);
  if (role.kind === 'spectator') return join(table.base, table.id);
  if (role.kind === 'host') return join(table.base, table.id, { hostKey: table.hostKey });
  return join(table.base, table.id, { key: table.keys[role.seat], seat: role.seat });
}

async function attackFrom(
  table: SoakTable,
  role: Role,
  frames: number,
  random: Random,
  target: Target,
  tally: Tally,
  deadline: number,
): Promise<void> {
  let socket = await open(table, role);
  // a socket the server closed: a refusal is expected (a wrong key, say), anything else is not
  const reopen = async (closed: { code: number; reason: string }) => {
    if (REFUSED.has(closed.code)) tally.refusedCloses++;
    else tally.unexpectedCloses.push(`${role.kind} socket at ${table.id} closed ${closed.code} ${closed.reason}`);
    tally.internal += socket.errors.filter((e) => e.code === 'internal').length;
    socket = await open(table, role);
  };
  for (let sent = 0; sent < frames && Date.now() < deadline; ) {
    const frame = badFrame(random, BAD_KINDS[randomBelow(random, BAD_KINDS.length)], role, target);
    if (!(await socket.sendPaced(frame.data))) {
      await reopen(socket.closed ?? (await socket.closing()));
      continue;
    }
    sent++;
    tally.sent++;
    tally.kinds.set(frame.kind, (tally.kinds.get(frame.kind) ?? 0) + 1);
    if (frame.closes) await reopen(await socket.closing());
  }
  await sleep(1000); // the last answers
  tally.internal += socket.errors.filter((e) => e.code === 'internal').length;
  if (socket.closed && !REFUSED.has(socket.closed.code)) {
    tally.unexpectedCloses.push(`${role.kind} socket at ${table.id} closed ${socket.closed.code}`);
  }
  socket.close();
}

/** Sends FLOOD frames at once from one spectator: refused with `rateLimited`, then closed for flooding. */
async function flood(table: SoakTable, tally: Tally): Promise<void> {
  const socket = await join(table.base, table.id);
  for (let i = 0; i < FLOOD; i++) socket.send('{"type":"nonsense"}');
  tally.flooded += FLOOD;
  const closed = await socket.closing(30_000).catch(() => null);
  if (closed?.code === 4008) tally.refusedCloses++;
  else tally.unexpectedCloses.push(`a flooding socket at ${table.id} was ${closed ? `closed ${closed.code} ${closed.reason}` : 'not closed'}`);
  if (!socket.errors.some((e) => e.code === 'rateLimited')) {
    tally.unexpectedCloses.push(`a flooding socket at ${table.id} was never told "rateLimited"`);
  }
}
