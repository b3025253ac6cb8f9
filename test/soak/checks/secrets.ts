import { seededRandom } from '../../../shared/rules/core/shuffle.js';
import { FrameAudit } from '../audit.js';
import { count, inParallel, type Check, type CheckContext, type CheckResult } from '../check.js';
import { randomOptions, SHAPES, shapeName } from '../shapes.js';
import { SoakTable } from '../table.js';
import { selfTest } from '../visibility.js';

/** No game of random legal play needs more moves than this; more means it does not end. */
export const MAX_MOVES_PER_GAME = 20_000;

/** Tables played at once: every shape (each waits on the server most of the time). */
const AT_ONCE = SHAPES.length;

/**
 * Whole games of every game and table shape over real sockets, one socket per seat and a spectator,
 * random legal play; every frame is checked against the finished game's replay (visibility.ts).
 */
export const secrets: Check = {
  name: 'secrets',
  share: 0.45,
  async run(context: CheckContext): Promise<CheckResult> {
    const problems: string[] = [];
    const audits: FrameAudit[] = [];
    let moves = 0;
    const tasks = SHAPES.map((shape, i) => async () => {
      const random = seededRandom(`${context.seed}/secrets/${i}`);
      const table = await SoakTable.open(context.server.base, { ...shape, options: randomOptions(shape, random) }, true);
      const audit = new FrameAudit(table);
      audits.push(audit);
      try {
        for (let game = 1; game <= context.scale.gamesPerShape; game++) {
          if (Date.now() > context.deadline) throw new Error(`out of time after ${game - 1} games`);
          await table.begin(game === 1 ? 'start' : 'rematch', game === 1 ? undefined : randomOptions(shape, random));
          const t0 = Date.now();
          const made = await table.play(random, MAX_MOVES_PER_GAME, undefined, () => Date.now() > context.deadline);
          moves += made;
          if (process.env.SOAK_DEBUG) console.log(`  ${shapeName(shape)} game ${game}: ${made} moves in ${Date.now() - t0} ms`);
          const end = await table.settle();
          if (end.table.status !== 'over') throw new Error(`game ${end.table.gameNo} did not end (at version ${end.table.version})`);
          const replayed = await audit.gameOver(end.table.gameNo);
          context.progress(`${audits.reduce((sum, a) => sum + a.games, 0)} games, ${count(moves)} moves`);
          const blind = game === 1 ? await selfTest(replayed) : null;
          if (blind) problems.push(`${shapeName(shape)}: the leak check is blind: ${blind}`);
          if (replayed.log.actions.length !== end.table.version) {
            const logged = replayed.log.actions.length;
            problems.push(`${shapeName(shape)}: the log has ${logged} moves, the table is at version ${end.table.version}`);
          }
        }
      } catch (error) {
        problems.push(`${shapeName(shape)} (table ${table.id}): ${(error as Error).message}`);
      } finally {
        table.close();
      }
    });
    await inParallel(AT_ONCE, tasks);
    const games = audits.reduce((sum, a) => sum + a.games, 0);
    const inspected = audits.reduce((sum, a) => sum + a.inspected, 0);
    const leaks = audits.flatMap((a) => a.leaks);
    problems.push(...leaks.slice(0, 20));
    if (leaks.length > 20) problems.push(`... and ${leaks.length - 20} more leaks`);
    const expected = SHAPES.length * context.scale.gamesPerShape;
    return {
      ok: problems.length === 0 && games === expected,
      summary:
        `${count(games)}/${count(expected)} games (${SHAPES.length} shapes), ${count(moves)} moves, ` +
        `${count(inspected)} frames inspected, ${count(leaks.length)} leaks`,
      problems,
    };
  },
};
