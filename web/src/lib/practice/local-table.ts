import { chooseAction } from '../../../../shared/bots/index.js';
import { canSee, type Action, type GameEvent } from '../../../../shared/rules/core/game.js';
import type { GameId } from '../../../../shared/rules/manifests.js';
import { RULES, type RulesOf, type StateOf } from '../../../../shared/rules/registry.js';
import type { Link, LogLine, SeatBadge, TableSnapshot, TableSource } from '../net/snapshot.js';

/** How a practice table is set up: the game, seats, options and the human's name (seat 0). */
export interface PracticeSetup<G extends GameId> {
  game: G;
  seats: number;
  options: Record<string, unknown>;
  seed: string;
  name: string;
  /** Milliseconds a bot waits before moving (0 in tests). */
  botDelay?: number;
}

/**
 * A table played entirely in the browser: the engine and the bots run locally, the human sits in
 * seat 0. It behaves like the online table (same snapshots), so the same page draws both. It is
 * imported lazily by the practice page only, so the online table page does not carry the engine.
 */
export class PracticeTable<G extends GameId> implements TableSource<G> {
  private rules: RulesOf<G>;
  private state: StateOf<G>;
  private listeners = new Set<(snapshot: TableSnapshot<G>) => void>();
  private log: LogLine[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;
  private lineId = 0;
  private error: string | null = null;
  private closed = false;

  constructor(private setup: PracticeSetup<G>) {
    const rules: RulesOf<G> = RULES[setup.game];
    this.rules = rules;
    const started = rules.setup({ seats: setup.seats, seed: setup.seed, options: setup.options });
    if (!started.ok) throw new Error(started.error.message);
    this.state = started.state;
    this.record(started.events);
    this.schedule();
  }

  subscribe(listener: (snapshot: TableSnapshot<G>) => void): () => void {
    this.listeners.add(listener);
    listener(this.snapshot());
    return () => this.listeners.delete(listener);
  }

  link(listener: (link: Link) => void): () => void {
    listener('open');
    return () => {};
  }

  act(action: Action): void {
    this.move(0, action);
  }

  sit(): void {}
  leave(): void {}
  assign(): void {}
  start(): void {}

  rematch(): void {
    const restarted = this.rules.setup({ seats: this.setup.seats, seed: `${this.setup.seed}/${++this.seq}`, options: this.setup.options });
    if (!restarted.ok) return;
    this.state = restarted.state;
    this.log = [];
    this.record(restarted.events);
    this.emit();
    this.schedule();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private move(seat: number, action: Action): void {
    const result = this.rules.apply(this.state, seat, action);
    if (!result.ok) {
      this.error = result.error.message;
      this.emit();
      return;
    }
    this.error = null;
    this.state = result.state;
    this.record(result.events);
    this.emit();
    this.schedule(result.events);
  }

  private record(events: GameEvent[]): void {
    for (const event of events) {
      if (!canSee(event.audience, 0, this.rules.teamOf(this.state, 0))) continue;
      const { type, audience: _audience, ...data } = event;
      const seat = typeof data.seat === 'number' ? data.seat : null;
      this.log.push({ id: this.lineId++, seat, type, data });
    }
    if (this.log.length > 400) this.log = this.log.slice(-300);
  }

  private schedule(events: GameEvent[] = []): void {
    if (this.closed || this.timer) return;
    const bot = this.rules.waitingFor(this.state).find((seat) => seat !== 0);
    if (bot === undefined) return;
    const pause = events.some((e) => e.type === 'trickWon' || e.type === 'handScored') ? 2.2 : 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.closed) this.move(bot, this.botAction(bot));
    }, (this.setup.botDelay ?? 650) * pause);
  }

  private botAction(seat: number): Action {
    return chooseAction(this.setup.game, this.rules.view(this.state, seat), 'standard', this.setup.seed);
  }

  private snapshot(): TableSnapshot<G> {
    const seats: SeatBadge[] = Array.from({ length: this.setup.seats }, (_, seat) => ({
      seat,
      name: seat === 0 ? this.setup.name : null,
      bot: seat !== 0,
      connected: true,
      away: false,
    }));
    const over = this.rules.outcome(this.state) !== null;
    return {
      id: 'practice',
      game: this.setup.game,
      seatCount: this.setup.seats,
      options: this.state.options,
      seats,
      mySeat: 0,
      host: true,
      status: over ? 'over' : 'playing',
      view: this.rules.view(this.state, 0),
      history: this.rules.history(this.state),
      clock: { mode: 'none', seconds: 0, deadline: null },
      log: this.log,
      error: this.error,
      waiting: 0,
      notice: null,
    };
  }

  private emit(): void {
    const snapshot = this.snapshot();
    for (const listener of this.listeners) listener(snapshot);
  }
}
