import type { Team } from '../rules/core/seats.js';

/**
 * The name of one figure of a game's statistics: `contracts` bought (Baloot, Fifty-Six), how many
 * were `made` or `failed`; `points` taken (Baloot: game points scored, Fifty-Six: card points won in
 * tricks, All Fours: points scored); Baloot's `projects` (project points) and `kaboots`; Fifty-Six's
 * `tablesWon` / `tablesLost`; All Fours' `high`, `low`, `jack`, `game` (the points won), `hangJacks`
 * (a jack of the other side's hung) and, for a seat, `jacksHung` (its own jack lost to the other side).
 */
export type StatKey =
  | 'contracts'
  | 'made'
  | 'failed'
  | 'points'
  | 'projects'
  | 'kaboots'
  | 'tablesWon'
  | 'tablesLost'
  | 'high'
  | 'low'
  | 'jack'
  | 'game'
  | 'hangJacks'
  | 'jacksHung';

/** Figures by name, in the order a game shows them (plain JSON: the order survives a round trip). */
export type Tally = Partial<Record<StatKey, number>>;

/** A tally with every key of `keys` at zero, in that order. */
export function zeroTally(keys: readonly StatKey[]): Tally {
  const tally: Tally = {};
  for (const key of keys) tally[key] = 0;
  return tally;
}

/** Adds `n` to a figure of a tally. */
export function add(tally: Tally, key: StatKey, n = 1): void {
  tally[key] = (tally[key] ?? 0) + n;
}

/** The number of teams of a layout: one more than its highest team. */
export function teamCountOf(teams: readonly Team[]): number {
  return teams.reduce((most, team) => Math.max(most, team + 1), 0);
}

/** A game's figures: a tally per team and one per seat. */
export interface TeamAndSeatTallies {
  teams: Tally[];
  seats: Tally[];
}
