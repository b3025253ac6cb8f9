import type { Played, TableModel } from '../games/types.js';
import type { LogLine } from '../net/snapshot.js';

/**
 * Playback: the table shows the moves that came in one at a time, as people at a real table see them.
 * The server does not wait; one update often carries the person's card, three bots' cards, the trick
 * won and the next lead. The page plays those events back: each card comes to its place (a bot's
 * after a pause, the person's own at once), a completed trick stays ~1 s and then gathers to its
 * winner, and the end of a hand stops on its result. Until the playback reaches the present the
 * page shows the position it has reached, and asks for no decision (a person is never asked to act on
 * a position they cannot see). A reload starts in the present.
 *
 * This is the pure part (no timers of its own, no Svelte): `Playback` takes the lines of each new
 * snapshot and a scheduler, and says what to show.
 */

/** How long the table waits before another seat's card, per speed; `instant` shows the present at once. */
export const PACES = { slow: 1200, normal: 700, fast: 350, instant: 0 } as const;
export type Pace = keyof typeof PACES;

/** How long a completed trick stays in the middle before it gathers, and how long gathering takes (× the pace's share of normal). */
const TRICK_HOLD = 1000;
const TRICK_SWEEP = 400;

/** A moment of playback: one card comes in, another seat decides, a trick is won, a hand ends (its result). */
export type Step =
  | { kind: 'card'; seat: number; card: string; own: boolean }
  | { kind: 'move'; seat: number; line: LogLine }
  | { kind: 'trick'; winner: number }
  | { kind: 'handEnd'; line: LogLine };

/**
 * The steps a batch of new log lines gives, in order; null when it holds none (show the present at once).
 * `decisions`: the game's events of other seats' decisions (its UI's `decisions`), said one at a time.
 */
export function stepsOf(lines: readonly LogLine[], viewer: number | null, decisions: ReadonlySet<string>): Step[] {
  const steps: Step[] = [];
  for (const line of lines) {
    if (line.type === 'cardPlayed' && typeof line.data.card === 'string' && line.seat !== null) {
      steps.push({ kind: 'card', seat: line.seat, card: line.data.card, own: line.seat === viewer });
    } else if (decisions.has(line.type) && line.seat !== null && line.seat !== viewer) {
      steps.push({ kind: 'move', seat: line.seat, line });
    } else if (line.type === 'trickWon' && line.seat !== null) {
      steps.push({ kind: 'trick', winner: line.seat });
    } else if (line.type === 'handScored') {
      steps.push({ kind: 'handEnd', line });
    }
  }
  return steps;
}

/** Waits `ms` and calls `fn`; returns a cancel. Tests pass their own, the page `setTimeout`. */
export type Schedule = (fn: () => void, ms: number) => () => void;

/** What the playback shows in place of the present while it runs. */
export interface Shown {
  /** The model on screen when the playback began: the score, notes and headline stay as they were. */
  base: TableModel;
  trick: Played[];
  lastTrick: TableModel['lastTrick'];
  tricksDone: number;
  /** The viewer's hand, without the cards played so far. */
  hand: string[];
  handSizes: number[];
  /** The trick's cards gather to this seat (the winner). */
  sweep: number | null;
  /** The decisions said so far, by seat: shown at the seat in place of its note until the present. */
  said: Record<number, LogLine>;
  /** Seats whose decision is still to be said: their notes wait for it. */
  waiting: number[];
}

/**
 * The playback of one table. `next(lines, present, before)` is called with each snapshot's new log
 * lines, the model of the present and the model the page showed before it; `shown` is what to show
 * instead of the present (null: the present), `ended` the last hand end reached (for its result).
 */
export class Playback {
  shown: Shown | null = null;
  ended: LogLine | null = null;
  private queue: Step[] = [];
  private cancel: (() => void) | null = null;
  private present: TableModel | null = null;

  constructor(
    private readonly schedule: Schedule,
    private pace: Pace,
    /** Called whenever `shown` or `ended` change. */
    private readonly changed: () => void,
    /** The game's events of other seats' decisions (its UI's `decisions`). */
    private readonly decisions: ReadonlySet<string>,
  ) {}

  get busy(): boolean {
    return this.shown !== null;
  }

  setPace(pace: Pace) {
    this.pace = pace;
    if (pace === 'instant') this.finish();
  }

  /**
   * New lines arrived; `before` is the model on screen before them (the present model of the last
   * snapshot), `present` the model after them.
   */
  next(lines: readonly LogLine[], viewer: number | null, before: TableModel, present: TableModel) {
    this.present = present;
    const steps = stepsOf(lines, viewer, this.decisions);
    // nothing to wait for (or no waiting at all): the present at once, and the hand's end if it came
    if (this.pace === 'instant' || (!this.shown && !steps.some((step) => step.kind === 'trick' || step.kind === 'move' || (step.kind === 'card' && !step.own)))) {
      const end = [...steps].reverse().find((step) => step.kind === 'handEnd');
      if (end?.kind === 'handEnd') this.reach(end.line);
      return;
    }
    if (!this.shown) {
      const { trick, lastTrick, tricksDone, hand, handSizes } = before;
      this.shown = { base: before, trick, lastTrick, tricksDone, hand, handSizes, sweep: null, said: {}, waiting: [] };
      this.changed();
    }
    this.queue.push(...steps);
    if (!this.cancel) this.run();
  }

  /**
   * The end of a hand is reached: its result is shown. The next hand's first decisions, if they came
   * with it, are played back from the present with each seat's note waiting for its own; anything
   * else (cards of the next hand) is shown as the present.
   */
  private handEnded(line: LogLine) {
    const rest = this.queue;
    if (!this.present || rest.length === 0 || rest.some((step) => step.kind !== 'move')) return this.reach(line);
    const { trick, lastTrick, tricksDone, hand, handSizes } = this.present;
    const waiting = rest.map((step) => (step as { seat: number }).seat);
    this.shown = { base: this.present, trick, lastTrick, tricksDone, hand, handSizes, sweep: null, said: {}, waiting };
    this.ended = line;
    this.changed();
    this.run();
  }

  /** The end of a hand is reached: its result is shown and the rest is the present. */
  private reach(line: LogLine) {
    this.cancel?.();
    this.cancel = null;
    this.queue = [];
    this.shown = null;
    this.ended = line;
    this.changed();
  }

  /** Jumps to the present (a reload, a new game, the instant pace). */
  finish() {
    this.cancel?.();
    this.cancel = null;
    this.queue = [];
    if (this.shown) {
      this.shown = null;
      this.changed();
    }
  }

  private wait(ms: number, then: () => void) {
    this.cancel = this.schedule(() => {
      this.cancel = null;
      then();
    }, Math.round((ms * PACES[this.pace]) / PACES.normal));
  }

  private run() {
    const shown = this.shown;
    const step = this.queue.shift();
    if (!shown) return;
    if (!step) {
      this.shown = null;
      this.changed();
      return;
    }
    if (step.kind === 'card') {
      const show = () => {
        shown.trick = [...shown.trick, { seat: step.seat, card: step.card }];
        shown.handSizes = shown.handSizes.map((n, seat) => (seat === step.seat ? Math.max(0, n - 1) : n));
        if (step.own) shown.hand = shown.hand.filter((card) => card !== step.card);
        this.changed();
        this.run();
      };
      if (step.own) show();
      else this.wait(PACES.normal, show);
    } else if (step.kind === 'move') {
      this.wait(PACES.normal, () => {
        shown.said = { ...shown.said, [step.seat]: step.line };
        this.changed();
        this.run();
      });
    } else if (step.kind === 'trick') {
      this.wait(TRICK_HOLD, () => {
        shown.sweep = step.winner;
        this.changed();
        this.wait(TRICK_SWEEP, () => {
          shown.lastTrick = { plays: shown.trick, winner: step.winner };
          shown.trick = [];
          shown.sweep = null;
          shown.tricksDone++;
          this.changed();
          this.run();
        });
      });
    } else {
      this.handEnded(step.line);
    }
  }
}

/** The model to draw: the present, or the present with what the playback shows and no decision asked. */
export function shownModel(present: TableModel, shown: Shown | null): TableModel {
  if (!shown) return present;
  return {
    ...shown.base,
    notes: shown.waiting.length ? shown.base.notes.map((note, seat) => (shown.waiting.includes(seat) && !(seat in shown.said) ? '' : note)) : shown.base.notes,
    trick: shown.trick,
    lastTrick: shown.lastTrick,
    tricksDone: shown.tricksDone,
    hand: shown.hand,
    handSizes: shown.handSizes,
    playable: new Set(),
    offTurn: null,
    callable: new Set(),
    turn: [],
  };
}
