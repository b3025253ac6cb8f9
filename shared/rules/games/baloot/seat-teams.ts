import type { SeatTeams } from '../../core/meta.js';

// [BAL-1.1] partners sit opposite
/** The team of a seat before a game starts, without the engine (nor the manifest's options: the table page loads this up front). */
export const SEAT_TEAMS: SeatTeams<'baloot'> = { game: 'baloot', teamOfSeat: (seat) => seat % 2 };
