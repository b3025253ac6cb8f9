import { randomBelow, seededRandom, type Random } from '../../../shared/rules/core/shuffle.js';
import { FrameAudit } from '../audit.js';
import { count, sleep, type Check, type CheckContext, type CheckResult } from '../check.js';
import { finishedLog, type GameLog } from '../protocol.js';
import { randomOptions, SHAPES, shapeName } from '../shapes.js';
import { SoakTable, type Ack } from '../table.js';
import { MAX_MOVES_PER_GAME } from './secrets.js';

/** The tables played through the kills: Baloot, Fifty-Six for 6 in two teams, All Fours for 4 with exposed cards. */
const FAULT_SHAPES = [SHAPES[0], SHAPES[4], SHAPES[10]];

/** One table of the check, what it acknowledged, and the games already audited. */
interface Played {
  table: SoakTable;
  audit: FrameAudit;
  acks: Ack[];
  audited: Set<number>;
  random: Random;
}

/**
 * kill -9 of the whole server (wrangler and workerd) while tables are playing, at random moments;
 * started again on the same port and state, every seat comes back with its key. Every move whose
 * update reached its sender must be in the finished game's log at its version, and every game ends.
 */
export const faults: Check = {
  name: 'faults',
  share: 0.25,
  async run(context: CheckContext): Promise<CheckResult> {
    const { server } = context;
    const random = seededRandom(context.seed);
    const problems: string[] = [];
    const played: Played[] = [];
    for (const [i, shape] of FAULT_SHAPES.entries()) {
      const options = randomOptions(shape, random, context.scale.shortGames);
      const table = await SoakTable.open(server.base, { ...shape, options }, true);
      await table.begin('start');
      played.push({ table, audit: new FrameAudit(table), acks: [], audited: new Set(), random: seededRandom(`${context.seed}/${i}`) });
    }
    let kills = 0;
    let inFlight = 0; // moves sent and not yet answered when the server was killed
    for (; kills < context.scale.kills && Date.now() < context.deadline; kills++) {
      let killed = false;
      const runs = played.map((p) => keepPlaying(p, () => killed).catch((error: Error) => (killed ? null : error)));
      await sleep(300 + randomBelow(random, 2700));
      killed = true;
      inFlight += played.filter((p) => p.table.inFlight !== null).length;
      await server.kill();
      for (const error of await Promise.all(runs)) if (error) problems.push(`before kill ${kills + 1}: ${error.message}`);
      await server.start();
      for (const p of played) {
        p.table.inFlight = null;
        await p.table.reconnect(true);
        const at = p.table.latest().table;
        const last = p.acks.filter((a) => a.gameNo === at.gameNo).at(-1);
        if (last && at.version <= last.version) {
          problems.push(`${p.table.id} came back at version ${at.version} of game ${at.gameNo}, after move ${last.version} was acknowledged`);
        }
      }
    }
    for (const p of played) {
      try {
        await keepPlaying(p, () => Date.now() > context.deadline, true);
      } catch (error) {
        problems.push(`${shapeName(p.table.shape)} (table ${p.table.id}) after the kills: ${(error as Error).message}`);
      } finally {
        p.table.close();
      }
    }
    let acknowledged = 0;
    let lost = 0;
    for (const p of played) {
      const logs = new Map<number, GameLog | null>();
      for (const ack of p.acks) {
        if (!logs.has(ack.gameNo)) logs.set(ack.gameNo, await finishedLog(server.base, p.table.id, ack.gameNo).catch(() => null));
        const entry = logs.get(ack.gameNo)?.actions.find((a) => a.version === ack.version);
        acknowledged++;
        if (entry && entry.seat === ack.seat && JSON.stringify(entry.action) === JSON.stringify(ack.action)) continue;
        lost++;
        const move = `table ${p.table.id} game ${ack.gameNo} v${ack.version} seat ${ack.seat} ${JSON.stringify(ack.action)}`;
        if (lost <= 10) problems.push(`lost: ${move}; logged ${JSON.stringify(entry ?? null)}`);
      }
    }
    const leaks = played.flatMap((p) => p.audit.leaks);
    problems.push(...leaks.slice(0, 10));
    const games = played.reduce((sum, p) => sum + p.audited.size, 0);
    return {
      ok: problems.length === 0 && kills >= context.scale.kills,
      summary:
        `${kills} ${kills === 1 ? 'kill' : 'kills'} mid-game (${inFlight} moves in flight), ${count(acknowledged)} acknowledged moves, ` +
        `${lost} lost, ${games} games finished at ${played.length} tables, ${leaks.length} leaks`,
      problems,
    };
  },
};

/**
 * Plays a table until `stop()`, starting the next game whenever one ends (audited first); with
 * `toTheEnd`, plays on until the current game ends instead.
 */
async function keepPlaying(p: Played, stop: () => boolean, toTheEnd = false): Promise<void> {
  for (;;) {
    const update = await p.table.settle();
    if (update.table.status === 'over') {
      if (!p.audited.has(update.table.gameNo)) {
        await p.audit.gameOver(update.table.gameNo);
        p.audited.add(update.table.gameNo);
      }
      if (toTheEnd || stop()) return;
      await p.table.begin('rematch');
    }
    if (stop()) return;
    await p.table.play(p.random, MAX_MOVES_PER_GAME, (ack) => p.acks.push(ack), () => stop());
    if (toTheEnd && stop()) throw new Error('out of time');
  }
}
