import type { BaseState, GameRules } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import type { TableInfo } from '../protocol/messages.js';
import type { SeatStatus, StatusSeat } from '../protocol/seat-status.js';
import { gameStats, statsOfSeat, type GameStats } from '../record/stats.js';

export type { SeatStatus, StatusSeat } from '../protocol/seat-status.js';

/** The part of every seat's status that is the same for all seats of a table (computed once per change). */
export interface TableStatusBase {
  info: TableInfo;
  seats: StatusSeat[];
  score: number[] | null;
  /** The finished game's statistics (null until the game is over). */
  stats: GameStats | null;
}

/**
 * What a table shows every seat's player: its public summary, each seat's team, the score (read
 * from the spectator's view (each game shows it as `score`, Fifty-Six as its `tables`).
 */
export function tableStatusBase(info: TableInfo, rules: GameRules<BaseState>, state: BaseState | null): TableStatusBase {
  const seats = info.seats.map((s) => ({ name: s.name, kind: s.kind, team: state ? rules.teamOf(state, s.seat) : null }));
  let score: number[] | null = info.outcome?.score ?? null;
  if (!score && state) {
    const view = rules.view(state, 'spectator') as { score?: unknown; tables?: unknown };
    score = numbers(view.score) ?? numbers(view.tables);
  }
  let stats: GameStats | null = null;
  if (info.status === 'over' && state) {
    stats = gameStats(rules.record, rules.history(state), seats.map((s) => s.team ?? 0));
  }
  return { info, seats, score, stats };
}

/**
 * The status of one seat. Only what that seat's player sees changes it: another seat's turn does not,
 * so a table reports to a player about twice a round (their turn comes, their turn goes), not every move.
 */
export function seatStatus(base: TableStatusBase, seat: Seat): SeatStatus {
  const { info } = base;
  const yourTurn = info.status === 'playing' && info.turn.includes(seat);
  const team = base.seats[seat]?.team ?? null;
  const status: SeatStatus = {
    game: info.game,
    status: info.status,
    gameNo: info.gameNo,
    seat,
    yourTurn,
    deadline: yourTurn ? info.deadline : null,
    seats: base.seats,
    score: base.score,
    winner: info.status === 'over' && info.outcome ? info.outcome.winner : null,
  };
  if (base.stats && team !== null) status.stats = statsOfSeat(base.stats, seat, team);
  return status;
}

function numbers(value: unknown): number[] | null {
  return Array.isArray(value) && value.every((n) => typeof n === 'number') ? [...value] : null;
}
