import type { SeatStats } from '../record/stats.js';
import type { Seat, Team } from '../rules/core/seats.js';
import type { SeatKind, TableStatus } from './messages.js';

/** One seat of a table as a player's list shows it: who sits there and on which team. */
export interface StatusSeat {
  name: string | null;
  kind: SeatKind;
  /** The seat's team in the current game; null before the first game. */
  team: Team | null;
}

/** What a table reports to a player's object about the player's seat: what "My tables" shows. */
export interface SeatStatus {
  game: string;
  status: TableStatus;
  gameNo: number;
  seat: Seat;
  /** True while the game waits for this seat. */
  yourTurn: boolean;
  /** When this seat's turn runs out (ms since the epoch); null when it is not its turn or there is no clock. */
  deadline: number | null;
  seats: StatusSeat[];
  /** Each team's score in the current game (Fifty-Six: its tables), null before the first game. */
  score: number[] | null;
  /** The winning team once the game is over, else null. */
  winner: Team | null;
  /**
   * Once the game is over: the seat's figures and its team's, from the game's public score sheet
   * (shared/record/stats.ts); absent before, and in reports from before they were kept.
   */
  stats?: SeatStats;
}
