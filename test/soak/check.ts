import type { LocalServer } from '../kit/local-server.js';
import type { Scale } from './scale.js';

/** What every check gets: the running server, the scale, a seed for its random choices, and its deadline. */
export interface CheckContext {
  server: LocalServer;
  scale: Scale;
  seed: string;
  /** Time (ms since the epoch) by which the check must have ended. */
  deadline: number;
  /** Says how far the check has come (printed at most once a minute). */
  progress(text: string): void;
}

/** A check's verdict: one summary line, and the details of whatever failed. */
export interface CheckResult {
  ok: boolean;
  summary: string;
  problems: string[];
}

/** One check of the soak. */
export interface Check {
  name: string;
  /** Share of the run's time this check may take. */
  share: number;
  run(context: CheckContext): Promise<CheckResult>;
}

/** A number with thousands separators. */
export const count = (n: number): string => n.toLocaleString('en-US');

/** Runs `tasks` with at most `limit` at once; resolves with their results in order. */
export async function inParallel<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
