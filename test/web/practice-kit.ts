import { chooseAction } from '../../shared/bots/index.js';
import type { Action } from '../../shared/rules/core/game.js';
import type { BotChooser } from '../../shared/table/bot-player.js';
import type { OnlineTable } from '../../web/src/lib/net/online-table.js';
import type { TableSnapshot } from '../../web/src/lib/net/snapshot.js';
import type { StorageLike } from '../../web/src/lib/net/storage.js';
import type { PracticeDeps, PracticeSetup } from '../../web/src/lib/practice/practice-host.js';
import { openPractice } from '../../web/src/lib/practice/practice-table.js';
import { MemoryStorage } from './fake-storage.js';

/** Timers and a clock the test moves by hand: nothing waits in real time. */
export class FakeClock {
  time = 1_700_000_000_000;
  private timers: { at: number; order: number; fn: () => void }[] = [];
  private order = 0;

  now = (): number => this.time;

  setTimer = (fn: () => void, ms: number): unknown => {
    const timer = { at: this.time + ms, order: this.order++, fn };
    this.timers.push(timer);
    return timer;
  };

  clearTimer = (timer: unknown): void => {
    this.timers = this.timers.filter((t) => t !== timer);
  };

  /** Moves the clock `ms` on, running every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = Math.max(this.time, due.at);
      due.fn();
    }
    this.time = end;
  }

  /** Runs what is due now (deliveries between the page and the table), without moving the clock. */
  settle(): void {
    this.advance(0);
  }
}

/** A Baloot practice table for four (the person in seat 0), set up as the page does. */
export const BALOOT: PracticeSetup = { game: 'baloot', seats: 4, options: {}, name: 'You', seed: 'practice-test' };

/** The page's side of a practice table: its snapshots as they come, and moves made from the view. */
export function practice(
  clock: FakeClock,
  opts: { storage?: StorageLike; botDelay?: number; resume?: string | null; setup?: PracticeSetup; thinker?: PracticeDeps['thinker']; loadBots?: PracticeDeps['loadBots'] } = {},
) {
  const storage = opts.storage ?? new MemoryStorage();
  // without a thinker the bots decide on the page at once; with one, the page's bots are loaded only
  // if it fails (a microtask later here; the browser imports their module)
  const bots: Partial<PracticeDeps> = opts.thinker
    ? { thinker: opts.thinker, loadBots: opts.loadBots ?? (() => Promise.resolve(chooseAction as BotChooser)) }
    : { bots: chooseAction as BotChooser };
  const deps: PracticeDeps = { storage, now: clock.now, setTimer: clock.setTimer, clearTimer: clock.clearTimer, botDelay: opts.botDelay ?? 0, ...bots };
  const table: OnlineTable = openPractice(deps, opts.resume ?? null, opts.setup ?? BALOOT);
  const snapshots: TableSnapshot[] = [];
  table.subscribe((s) => snapshots.push(s));
  clock.settle();
  const last = () => snapshots.at(-1)!;
  const view = () => last().view as { version: number; legal: Action[]; myHand: string[] };
  /** Lets the bots play until the person may act (or the game is over); false if they never get there. */
  const untilMyMove = (limit = 600_000): boolean => {
    for (let waited = 0; waited <= limit; waited += 50) {
      if (last()?.status === 'over' || (last()?.view && view().legal.length > 0)) return true;
      clock.advance(50);
    }
    return false;
  };
  /** The person's move: the first legal action, delivered. */
  const move = (): void => {
    table.act(view().legal[0]);
    clock.settle();
  };
  return { storage, table, snapshots, last, view, untilMyMove, move };
}
