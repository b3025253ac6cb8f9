import type { SeatTeams } from '../../core/meta.js';

// [TN-1] fixed partnerships, seats 0+2 against 1+3: the engine's teamOf, without loading the engine
/** The team of a seat before a game starts, without the engine (the table page loads this up front). */
export const SEAT_TEAMS: SeatTeams<'twenty-nine'> = { game: 'twenty-nine', teamOfSeat: (seat) => seat % 2 };
