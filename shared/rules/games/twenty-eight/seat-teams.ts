import type { SeatTeams } from '../../core/meta.js';

// [TE-1] partners opposite at 4 (0+2 against 1+3) and [TE-10.2] even against odd at 6, the same
// formula; [TE-10.1] at 3 everyone plays alone: the formula of the engine's teamOf before a game
/** The team of a seat before a game starts, without the engine (the table page loads this up front). */
export const SEAT_TEAMS: SeatTeams<'twenty-eight'> = { game: 'twenty-eight', teamOfSeat: (seat, seats) => (seats === 3 ? seat : seat % 2) };
