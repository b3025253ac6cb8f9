import type { Seat, Team } from '../rules/core/seats.js';
import type { GameId } from '../rules/manifests.js';
import type { HistoryOf } from '../rules/registry.js';
import { RECORDS } from './games.js';
import type { Tally } from './tally.js';

export type { StatKey, Tally } from './tally.js';

/** The statistics of one game, from its score sheet: a tally per team and per seat. */
export interface GameStats {
  game: GameId;
  /** Scored hands. */
  hands: number;
  /** Indexed by team. */
  teams: Tally[];
  /** Indexed by seat. */
  seats: Tally[];
}

/**
 * The statistics of a game of `game` from its scored hands (`history`, public: the same for every
 * viewer) and its seats' teams (`teams[seat]`), so they can be worked out anywhere the sheet is known.
 */
export function gameStats<G extends GameId>(game: G, history: readonly HistoryOf<G>[], teams: readonly Team[]): GameStats {
  return { game, hands: history.length, ...RECORDS[game].stats(history, teams) };
}

/** What a seat's player keeps of a finished game: the seat's own figures and its team's. */
export interface SeatStats {
  seat: Tally;
  team: Tally;
}

/** The figures of one seat and of its team. */
export function statsOfSeat(stats: GameStats, seat: Seat, team: Team): SeatStats {
  return { seat: stats.seats[seat] ?? {}, team: stats.teams[team] ?? {} };
}
