import { DAY_MS } from '../../shared/table/deadlines.js';
import type { Env } from '../env.js';

/**
 * How long a finished table keeps its public record before its alarm deletes it: wrangler.toml's
 * RECORD_DAYS (whole days, at least 1), or undefined for the default (KEEP_FINISHED_MS, 90 days).
 */
export function keepFinishedOf(env: Env): number | undefined {
  const days = Number(env.RECORD_DAYS);
  return Number.isInteger(days) && days >= 1 ? days * DAY_MS : undefined;
}
