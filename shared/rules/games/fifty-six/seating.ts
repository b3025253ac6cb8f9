import type { Options } from '../../core/options.js';
import type { Seat, Team } from '../../core/seats.js';

/** The parts of a state that say who is still at the table. */
interface Seating {
  seats: number;
  options: Options;
  tables: number[];
}

/** Number of teams [FS-1.1][FS-1.2]: N/2 pairs, or two teams with option teams=two. */
export function teamCount(seats: number, options: Options): number {
  return options.teams === 'two' ? 2 : seats / 2;
}

/** The team of a seat: partners opposite (s and s+N/2), or even against odd seats with teams=two. */
export function teamOfSeat(seat: Seat, seats: number, options: Options): Team {
  // integer operations only: `seat % (seats / 2)` is a floating-point remainder, slow on the play path
  if (options.teams === 'two') return seat & 1;
  const half = seats >> 1;
  return seat < half ? seat : seat - half;
}

/** The seats of a team, in seat order; they keep their places for the whole game [FS-5.4]. */
export function seatsOfTeam(team: Team, seats: number, options: Options): Seat[] {
  const members: Seat[] = [];
  for (let s = 0; s < seats; s++) if (teamOfSeat(s, seats, options) === team) members.push(s);
  return members;
}

/** [FS-10.1] A match of a fixed number of games: nobody goes out, the tables are a running score. */
export function isFixedGames(options: Options): boolean {
  return options.match === 'fixedGames';
}

/** True while the seat's team still has tables [FS-5.3] (always, in a match of fixed games [FS-10.1]). */
export function isPlaying(state: Seating, seat: Seat): boolean {
  return isFixedGames(state.options) || state.tables[teamOfSeat(seat, state.seats, state.options)] > 0;
}

/** The next seat after `seat` (to its right) that is still at the table [FS-5.4]. */
export function nextPlaying(state: Seating, seat: Seat): Seat {
  for (let i = 1; i <= state.seats; i++) {
    const next = seat + i < state.seats ? seat + i : seat + i - state.seats;
    if (isPlaying(state, next)) return next;
  }
  throw new Error('nextPlaying: nobody is left at the table');
}

/** How many players are still at the table: every seat of every team that has tables. */
export function playerCount(state: Seating): number {
  if (isFixedGames(state.options)) return state.seats;
  let teams = 0;
  for (const count of state.tables) if (count > 0) teams++;
  return teams === state.tables.length ? state.seats : (teams * state.seats) / state.tables.length;
}

/** The seats still at the table in turn order, starting with the one after `seat`. */
export function playingAfter(state: Seating, seat: Seat): Seat[] {
  const order: Seat[] = [];
  for (let i = 1; i <= state.seats; i++) {
    const next = (seat + i) % state.seats;
    if (isPlaying(state, next)) order.push(next);
  }
  return order;
}

/** The teams still at the table. */
export function teamsPlaying(tables: readonly number[]): Team[] {
  const teams: Team[] = [];
  tables.forEach((count, team) => {
    if (count > 0) teams.push(team);
  });
  return teams;
}
