import type { Action } from '../../../shared/rules/core/game.js';
import { randomBelow, seededRandom, type Random } from '../../../shared/rules/core/shuffle.js';
import { FrameAudit } from '../audit.js';
import { sleep, type Check, type CheckContext, type CheckResult } from '../check.js';
import { CLOSE } from '../../../shared/protocol/messages.js';
import { join, legalOf, send, tableSummary, viewOf, type SeatInfo } from '../protocol.js';
import { SHAPES } from '../shapes.js';
import { SoakTable } from '../table.js';
import type { Replay } from '../visibility.js';
import { MAX_MOVES_PER_GAME } from './secrets.js';

/**
 * Reconnect storms and double moves: one seat reconnects with its key again and again while the game
 * goes on (the seat stays its own and the game ends right), and two sockets of one seat act at the
 * same version (exactly one move applies, the other is told `stale`).
 */
export const storms: Check = {
  name: 'storms',
  share: 0.15,
  async run(context: CheckContext): Promise<CheckResult> {
    const random = seededRandom(context.seed);
    const problems: string[] = [];
    const reconnects = await reconnectStorm(context, random, problems);
    const doubles = await doubleActs(context, random, problems);
    const flood = await floodToClose(context, problems);
    return {
      ok: problems.length === 0 && reconnects === context.scale.reconnects && doubles === context.scale.doubleActs,
      summary:
        `${reconnects} reconnects of one seat, ${doubles} double moves at one version (exactly one applied each time), ` +
        `a flood of ${FLOOD_FRAMES.toLocaleString('en')} frames closed ${flood.closeMs} ms after its first frame, ` +
        `the table answering again ${flood.answerMs} ms after the close`,
      problems,
    };
  },
};

/** Reconnects seat 1 of a Baloot table `scale.reconnects` times, a move between each; returns how many. */
async function reconnectStorm(context: CheckContext, random: Random, problems: string[]): Promise<number> {
  const table = await SoakTable.open(context.server.base, SHAPES[0], true);
  const audit = new FrameAudit(table);
  const seat = 1;
  let done = 0;
  try {
    await table.begin('start');
    for (; done < context.scale.reconnects && Date.now() < context.deadline; done++) {
      const old = table.seats[seat];
      // every other time the old socket goes first; otherwise both hold the seat for a moment
      if (done % 2 === 0) {
        old.close();
        await old.closing();
      }
      const fresh = await join(table.base, table.id, { key: table.keys[seat], seat });
      fresh.recording = true;
      old.close();
      table.retired.push(old);
      table.seats[seat] = fresh;
      const info = fresh.latest!.table.seats[seat];
      if (!intact(info, seat)) problems.push(`reconnect ${done + 1}: seat ${seat} is ${JSON.stringify(info)}`);
      const update = await table.settle();
      if (update.table.status === 'over') {
        await audit.gameOver(update.table.gameNo);
        await table.begin('rematch');
      } else {
        await table.play(random, 1);
      }
    }
    const replayed = await finish(table, audit, context);
    const summary = await tableSummary(table.base, table.id);
    const info = summary.seats[seat];
    if (!intact(info, seat)) problems.push(`after the storm seat ${seat} is ${JSON.stringify(info)}`);
    const final = replayed.states[replayed.states.length - 1];
    if (summary.version !== final.version || summary.status !== 'over') {
      problems.push(`the table ends at ${summary.status} v${summary.version}, the replay at v${final.version}`);
    }
    for (const socket of table.seats) {
      const expected = JSON.stringify(replayed.rules.view(final, socket.viewer));
      if (JSON.stringify(viewOf(socket.latest!)) !== expected) {
        problems.push(`seat ${String(socket.viewer)}'s last view is not the replay's final view`);
      }
    }
    if (replayed.log.actions.some((a) => a.by !== 'seat')) problems.push('a move of the game was not made by its seat');
  } catch (error) {
    problems.push(`reconnect storm (table ${table.id}): ${(error as Error).message}`);
  } finally {
    table.close();
    problems.push(...audit.leaks.slice(0, 10));
  }
  return done;
}

/** True if a seat is still held by its person, under its name, and connected. */
function intact(info: SeatInfo, seat: number): boolean {
  return info.kind === 'human' && info.name === `Soak ${seat}` && info.connected;
}

/** Plays the current game to its end and audits it; its replay. */
async function finish(table: SoakTable, audit: FrameAudit, context: CheckContext): Promise<Replay> {
  await table.play(seededRandom(table.id), MAX_MOVES_PER_GAME, undefined, () => Date.now() > context.deadline);
  const end = await table.settle();
  if (end.table.status !== 'over') throw new Error(`the game did not end (at version ${end.table.version})`);
  return audit.gameOver(end.table.gameNo);
}

/** Two sockets of the seat to act send a move at the same version, `scale.doubleActs` times; returns how many. */
async function doubleActs(context: CheckContext, random: Random, problems: string[]): Promise<number> {
  const table = await SoakTable.open(context.server.base, SHAPES[1], true);
  const audit = new FrameAudit(table);
  const applied: { gameNo: number; version: number; action: Action }[] = [];
  const replays = new Map<number, Replay>();
  try {
    await table.begin('start');
    while (applied.length < context.scale.doubleActs && Date.now() < context.deadline) {
      const update = await table.settle();
      if (update.table.status === 'over') {
        replays.set(update.table.gameNo, await audit.gameOver(update.table.gameNo));
        await table.begin('rematch');
        continue;
      }
      const first = table.seats.find((s) => legalOf(s.latest!).length > 0)!;
      const seat = first.viewer as number;
      const twin = await join(table.base, table.id, { key: table.keys[seat], seat });
      twin.recording = true;
      table.retired.push(twin);
      const { version, gameNo } = (await table.settle()).table;
      const legal = legalOf(first.latest!);
      const [a, b] = [legal[randomBelow(random, legal.length)], legal[randomBelow(random, legal.length)]];
      const [errorsA, errorsB] = [first.errors.length, twin.errors.length];
      first.send(send.act(version, a));
      twin.send(send.act(version, b));
      const answered = () => first.errors.length + twin.errors.length > errorsA + errorsB;
      await first.until(() => answered() && twin.latest!.table.version > version && first.latest!.table.version > version, 'both answers');
      await sleep(300); // a second refusal or a second move would have come by now
      const [newA, newB] = [first.errors.slice(errorsA), twin.errors.slice(errorsB)];
      const stale = [...newA, ...newB].filter((e) => e.code === 'stale').length;
      const now = (await table.settle()).table.version;
      if (stale !== 1 || newA.length + newB.length !== 1 || now !== version + 1) {
        problems.push(`double move at v${version} of table ${table.id}: errors ${JSON.stringify([newA, newB])}, table now at v${now}`);
      }
      applied.push({ gameNo, version, action: newA.length === 0 ? a : b });
      twin.close();
      await table.play(random, 1 + randomBelow(random, 5));
    }
    const last = await finish(table, audit, context);
    replays.set(last.log.n, last);
    for (const move of applied) {
      const entry = replays.get(move.gameNo)?.log.actions.find((e) => e.version === move.version);
      if (JSON.stringify(entry?.action) !== JSON.stringify(move.action)) {
        const logged = JSON.stringify(entry);
        problems.push(`double move at v${move.version} of game ${move.gameNo}: logged ${logged}, expected ${JSON.stringify(move.action)}`);
      }
    }
  } catch (error) {
    problems.push(`double moves (table ${table.id}): ${(error as Error).message}`);
  } finally {
    table.close();
    problems.push(...audit.leaks.slice(0, 10));
  }
  return applied.length;
}

/** How many frames the flood sends at once. */
const FLOOD_FRAMES = 3000;

/**
 * One socket sends FLOOD_FRAMES frames at once at a table mid-game: the table must close it as
 * flooding, and (its queued frames being dropped unread) answer another socket soon after. Returns
 * the time from the first frame to the close, and from the close to the next answer of the table.
 */
async function floodToClose(context: CheckContext, problems: string[]): Promise<{ closeMs: number; answerMs: number }> {
  const table = await SoakTable.open(context.server.base, SHAPES[0], true);
  try {
    await table.begin('start');
    const ws = new WebSocket(`${table.base.replace(/^http/, 'ws')}/api/tables/${table.id}/socket`);
    await new Promise((resolve, reject) => {
      ws.addEventListener('open', resolve);
      ws.addEventListener('error', reject);
    });
    const closed = new Promise<{ code: number; at: number }>((resolve) =>
      ws.addEventListener('close', (event) => resolve({ code: event.code, at: performance.now() })),
    );
    const first = performance.now();
    for (let i = 0; i < FLOOD_FRAMES; i++) ws.send('{"type":"teleport"}');
    const close = await Promise.race([closed, sleep(ANSWER_WAIT_MS).then(() => null)]);
    if (!close) {
      problems.push(`flood: the socket was not closed within ${ANSWER_WAIT_MS} ms`);
      return { closeMs: NaN, answerMs: NaN };
    }
    if (close.code !== CLOSE.flooding) problems.push(`flood: closed with ${close.code}, not flooding (${CLOSE.flooding})`);
    const watcher = await join(table.base, table.id);
    const answerMs = Math.round(performance.now() - close.at);
    watcher.close();
    return { closeMs: Math.round(close.at - first), answerMs };
  } finally {
    table.close();
  }
}

const ANSWER_WAIT_MS = 60_000;
