import type { Hint } from '$shared/bots/hint.js';
import type { Action } from '$shared/rules/core/game.js';
import type { BotTurn } from '$shared/table/bot-player.js';

/** A decision asked of the bots' worker; a hint is the expert's, with its reason (`turn.level` aside). */
export interface ThinkAsk {
  id: number;
  turn: BotTurn;
  hint?: true;
}

/** The worker's answer: the action (and for a hint its reason), or why it has none. */
export type ThinkAnswer = { id: number; action: Action; reason?: Hint['reason'] } | { id: number; error: string };

/** The part of a Worker the thinker uses (a fake one in tests). */
export interface WorkerLike {
  postMessage(message: ThinkAsk): void;
  onmessage: ((event: { data: ThinkAnswer }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

/**
 * Asks bots' decisions of a worker, one promise per decision (answers matched by id). A decision the
 * worker could not make is rejected; a worker that fails (it did not load, or threw) rejects every open
 * question and every later one. Either way the practice table's bot then decides on the page.
 */
export class Thinker {
  private next = 1;
  private readonly open = new Map<number, { resolve: (hint: Hint) => void; reject: (error: Error) => void }>();
  private worker: WorkerLike | null = null;
  /** Set once the worker failed: it is not started again, and the bots decide on the page. */
  private broken = false;

  constructor(private readonly start: () => WorkerLike) {}

  /** The bot's decision for `turn`, worked out in the worker (started on the first question). */
  async think(turn: BotTurn): Promise<Action> {
    return (await this.ask(turn, false)).action;
  }

  /** What the expert would do from `turn`'s view (a person's), and why where that is easy to say. */
  hint(turn: BotTurn): Promise<Hint> {
    return this.ask(turn, true);
  }

  private ask(turn: BotTurn, hint: boolean): Promise<Hint> {
    if (this.broken) return Promise.reject(new Error('the bots\u2019 worker failed before'));
    const id = this.next++;
    return new Promise<Hint>((resolve, reject) => {
      this.open.set(id, { resolve, reject });
      try {
        this.started().postMessage(hint ? { id, turn, hint } : { id, turn });
      } catch (error) {
        this.fail(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Stops the worker; open questions are rejected. */
  close(): void {
    this.worker?.terminate();
    this.worker = null;
    this.fail(new Error('the bots\u2019 worker was stopped'));
  }

  private started(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.onmessage = ({ data }) => {
      const asked = this.open.get(data.id);
      if (!asked) return;
      this.open.delete(data.id);
      if ('action' in data) asked.resolve({ action: data.action, reason: data.reason ?? null });
      else asked.reject(new Error(data.error));
    };
    worker.onerror = () => {
      // a worker that cannot run (it did not load, or it threw outside a decision) is not asked again
      this.broken = true;
      this.worker?.terminate();
      this.worker = null;
      this.fail(new Error('the bots\u2019 worker failed'));
    };
    return (this.worker = worker);
  }

  private fail(error: Error): void {
    for (const asked of this.open.values()) asked.reject(error);
    this.open.clear();
  }
}

// the browser's Worker (this module is also type-checked for Node, where there is none)
declare const Worker: new (url: URL, options: { type: 'module' }) => WorkerLike;

/** The thinker of a practice table in the browser: the bots' module in a Web Worker of its own. */
export function browserThinker(): Thinker {
  return new Thinker(() => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }));
}
