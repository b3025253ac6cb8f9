import { OnlineTable } from '../net/online-table.js';
import { PracticeHost, type PracticeDeps, type PracticeSetup } from './practice-host.js';
import { practiceStorage } from './practice-storage.js';
import { browserThinker } from './thinker.js';

/**
 * How long a bot waits before each move at a practice table in the browser: not at all, as at an online
 * table; the page plays the moves back at the person's speed (web/src/lib/table/playback.ts).
 */
export const BOT_DELAY_MS = 0;

/**
 * Opens a practice table: the stored one `resume` names if this browser still has it, else a new one
 * set up from `setup`. The page gets the online client, talking to the table over a local socket, so
 * practice and online play share every line from the socket to the snapshot.
 */
export function openPractice(deps: PracticeDeps, resume: string | null, setup: PracticeSetup): OnlineTable {
  const host = (resume !== null && PracticeHost.resume(deps, resume)) || PracticeHost.start(deps, setup);
  const table = new OnlineTable(host.id, {
    socket: () => host.socket(),
    url: `practice:${host.id}`,
    storage: deps.storage,
    setTimer: deps.setTimer,
    clearTimer: deps.clearTimer,
    now: deps.now,
  });
  const close = table.close.bind(table);
  table.close = () => {
    close();
    host.close();
  };
  return table;
}

/** What a practice table uses in the browser: localStorage, timers, the clock, and a Web Worker for the bots' thinking; bots wait `botDelay` ms. */
export function browserPractice(botDelay = BOT_DELAY_MS): PracticeDeps {
  return {
    storage: practiceStorage,
    now: () => Date.now(),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (timer) => clearTimeout(timer as number),
    botDelay,
    thinker: browserThinker(),
  };
}
