import { finishedLog, type Frame } from './protocol.js';
import type { SoakSocket } from './socket.js';
import type { SoakTable } from './table.js';
import { checkFrames, replay, type Replay } from './visibility.js';

/**
 * Checks the frames a table's sockets recorded, game by game, once each game is over and its log
 * (with the seed) can be fetched: replays the log and runs the visibility check on every frame.
 */
export class FrameAudit {
  inspected = 0;
  games = 0;
  readonly leaks: string[] = [];
  /** Frames of a game not finished yet, per socket, in the order they came. */
  private carried = new Map<SoakSocket, Frame[]>();
  private replays = new Map<number, Replay>();

  constructor(private readonly table: SoakTable) {}

  /** Game `n` is over: fetches and replays its log, then checks every frame recorded up to it. */
  async gameOver(n: number): Promise<Replay> {
    const replayed = replay(this.table.shape.game, await finishedLog(this.table.base, this.table.id, n));
    this.replays.set(n, replayed);
    this.games++;
    for (const socket of new Set([...this.carried.keys(), ...this.table.retired, ...this.table.all()])) {
      const frames = [...(this.carried.get(socket) ?? []), ...socket.takeRecorded()];
      const later = frames.filter((f) => f.message.type === 'update' && f.message.table.gameNo > n);
      const done = frames.filter((f) => !later.includes(f));
      for (const [game, gameReplay] of this.replays) {
        const result = await checkFrames(gameReplay, done.filter((f) => f.message.type === 'update' && f.message.table.gameNo === game));
        this.inspected += result.inspected;
        this.leaks.push(...result.leaks.map((leak) => `table ${this.table.id} (${this.table.shape.game}): ${leak}`));
      }
      if (later.length > 0) this.carried.set(socket, later);
      else this.carried.delete(socket);
    }
    this.table.retired = [];
    for (const game of this.replays.keys()) if (game < n) this.replays.delete(game);
    return replayed;
  }
}
