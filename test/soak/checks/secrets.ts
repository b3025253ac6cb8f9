import { seededRandom } from '../../../shared/rules/core/shuffle.js';
import { FrameAudit } from '../audit.js';
import { count, type Check, type CheckContext, type CheckResult } from '../check.js';
import type { TableShape } from '../protocol.js';
import { randomOptions, SHAPES, shapeName } from '../shapes.js';
import { SoakTable } from '../table.js';
import { outOfOrder } from '../socket.js';
import { selfTest } from '../visibility.js';

/** No game of random legal play needs more moves than this; more means it does not end. */
export const MAX_MOVES_PER_GAME = 20_000;

/** Games one table plays at most: a shape's games are spread over more tables, all played at once. */
const GAMES_PER_TABLE = 10;

/** What the tables of the check have come to so far. */
interface Tally {
  audits: FrameAudit[];
  moves: number;
  problems: string[];
}

/**
 * Whole games of every game and table shape over real sockets, one socket per seat and a spectator,
 * random legal play; every frame is checked against the finished game's replay (visibility.ts).
 */
export const secrets: Check = {
  name: 'secrets',
  share: 0.45,
  async run(context: CheckContext): Promise<CheckResult> {
    const tally: Tally = { audits: [], moves: 0, problems: [] };
    const perShape = context.scale.gamesPerShape;
    const tables = Math.ceil(perShape / GAMES_PER_TABLE);
    // SOAK_GAMES=twenty-eight,twenty-nine: only those games' shapes (a long run of new games)
    const only = process.env.SOAK_GAMES?.split(',').filter(Boolean);
    const chosen = (shape: TableShape) => !only || only.includes(shape.game);
    const tasks = SHAPES.flatMap((shape, i) =>
      !chosen(shape) ? [] : Array.from({ length: tables }, (_, t) => {
        const games = Math.floor(perShape / tables) + (t < perShape % tables ? 1 : 0);
        return () => playTable(context, shape, `${context.seed}/${i}/${t}`, games, tally);
      }),
    );
    await Promise.all(tasks.map((task) => task()));
    const { audits, moves, problems } = tally;
    const games = audits.reduce((sum, a) => sum + a.games, 0);
    const inspected = audits.reduce((sum, a) => sum + a.inspected, 0);
    const leaks = audits.flatMap((a) => a.leaks);
    problems.push(...leaks.slice(0, 20));
    if (outOfOrder.patches > 0) problems.push(`${outOfOrder.patches} patches did not follow their socket's last update`);
    if (leaks.length > 20) problems.push(`... and ${leaks.length - 20} more leaks`);
    const shapes = SHAPES.filter(chosen).length;
    const expected = shapes * perShape;
    return {
      ok: problems.length === 0 && games === expected,
      summary:
        `${count(games)}/${count(expected)} games (${shapes} shapes, ${tasks.length} tables), ${count(moves)} moves, ` +
        `${count(inspected)} frames inspected, ${count(leaks.length)} leaks`,
      problems,
    };
  },
};

/** Plays `games` games of `shape` at one table (options drawn for each), auditing each as it ends. */
async function playTable(context: CheckContext, shape: TableShape, seed: string, games: number, tally: Tally): Promise<void> {
  const random = seededRandom(seed);
  const options = () => randomOptions(shape, random, context.scale.shortGames);
  const table = await SoakTable.open(context.server.base, { ...shape, options: options() }, true);
  const audit = new FrameAudit(table);
  tally.audits.push(audit);
  try {
    for (let game = 1; game <= games; game++) {
      if (Date.now() > context.deadline) throw new Error(`out of time after ${game - 1} games`);
      await table.begin(game === 1 ? 'start' : 'rematch', game === 1 ? undefined : options());
      const started = Date.now();
      const made = await table.play(random, MAX_MOVES_PER_GAME, undefined, () => Date.now() > context.deadline);
      tally.moves += made;
      if (process.env.SOAK_DEBUG) console.log(`  ${shapeName(shape)} game ${game}: ${made} moves in ${Date.now() - started} ms`);
      const end = await table.settle();
      if (end.table.status !== 'over' && Date.now() > context.deadline) {
        throw new Error(`out of time in game ${game} after ${made} moves (at version ${end.table.version}): the check's share of the soak's time ran out`);
      }
      if (end.table.status !== 'over') throw new Error(`game ${end.table.gameNo} did not end (at version ${end.table.version})`);
      const replayed = await audit.gameOver(end.table.gameNo);
      context.progress(`${tally.audits.reduce((sum, a) => sum + a.games, 0)} games, ${count(tally.moves)} moves`);
      const blind = game === 1 ? await selfTest(replayed) : null;
      if (blind) tally.problems.push(`${shapeName(shape)}: the leak check is blind: ${blind}`);
      if (replayed.log.actions.length !== end.table.version) {
        const logged = replayed.log.actions.length;
        tally.problems.push(`${shapeName(shape)}: the log has ${logged} moves, the table is at version ${end.table.version}`);
      }
    }
  } catch (error) {
    tally.problems.push(`${shapeName(shape)} (table ${table.id}): ${(error as Error).message}`);
  } finally {
    table.close();
  }
}
