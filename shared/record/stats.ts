import type { Seat, Team } from '../rules/core/seats.js';
import type { GameRecord } from './game-record.js';
import type { Tally } from './tally.js';

export type { StatKey, Tally } from './tally.js';

/** The statistics of one game, from its score sheet: a tally per team and per seat. */
export interface GameStats {
  game: string;
  /** Scored hands. */
  hands: number;
  /** Indexed by team. */
  teams: Tally[];
  /** Indexed by seat. */
  seats: Tally[];
}

/**
 * The statistics of a game from its record (the game's rules carry it as `record`; the web app finds it
 * in the game's folder), its scored hands (`history`, public: the same for every viewer) and its seats'
 * teams (`teams[seat]`), so they can be worked out anywhere the sheet is known.
 */
export function gameStats<H>(record: GameRecord<string, H>, history: readonly H[], teams: readonly Team[]): GameStats {
  return { game: record.game, hands: history.length, ...record.stats(history, teams) };
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
