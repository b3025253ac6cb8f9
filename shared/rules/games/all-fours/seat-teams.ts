import type { SeatTeams } from '../../core/meta.js';

// partners sit opposite; with two players each plays alone (two teams of one)
/** The team of a seat before a game starts, without the engine (nor the manifest's options: the table page loads this up front). */
export const SEAT_TEAMS: SeatTeams<'all-fours'> = { game: 'all-fours', teamOfSeat: (seat) => seat % 2 };
