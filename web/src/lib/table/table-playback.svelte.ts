import type { TableModel } from '../games/types.js';
import type { LogLine } from '../net/snapshot.js';
import { loadPace, savePace } from './pace.js';
import { Playback, type Pace, type Shown } from './playback.js';

/**
 * The playback of one table page (playback.ts) with the page's state: what to show instead of the
 * present (`shown`), the hand whose result is up (`result`) and the person's speed (`pace`). The page
 * calls `heard` with each snapshot's log and present model, and `stop` when it goes.
 */
export class TablePlayback {
  pace = $state<Pace>(loadPace());
  shown = $state.raw<Shown | null>(null);
  result = $state<LogLine | null>(null);
  private readonly playback: Playback;
  private seen: { id: number; model: TableModel } | null = null;
  // the last hand end put up as the result: once the person closes it (result = null) it stays closed
  // while the next hand's first moves play back (each of them tells of a change, the hand end unchanged)
  private putUp: LogLine | null = null;

  /** `decisions`: the game's events of other seats' decisions (its UI's `decisions`), played back one at a time. */
  constructor(decisions: ReadonlySet<string>) {
    this.playback = new Playback(
      (fn, ms) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
      },
      this.pace,
      () => {
        this.shown = this.playback.shown && { ...this.playback.shown };
        const ended = this.playback.ended;
        if (ended && ended !== this.putUp) this.result = this.putUp = ended;
      },
      decisions,
    );
  }

  /** A snapshot came: its new log lines are played back from the model shown before it. */
  heard(log: readonly LogLine[], present: TableModel) {
    const last = log.length ? log[log.length - 1].id : -1;
    // a new game after one that ended (Play again): the last hand of the old one is no result of this one
    if (this.seen?.model.over && !present.over) this.result = null;
    // a reload, or a new game (its log starts again): the present at once
    if (this.seen && last >= this.seen.id) this.playback.next(log.filter((line) => line.id > this.seen!.id), present.viewer, this.seen.model, present);
    else if (this.seen) this.playback.finish();
    this.seen = { id: last, model: present };
  }

  choose(pace: Pace) {
    this.pace = pace;
    savePace(pace);
    this.playback.setPace(pace);
  }

  stop() {
    this.playback.finish();
  }
}
