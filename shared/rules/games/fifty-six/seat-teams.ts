import type { SeatTeams } from '../../core/meta.js';

// [FS-1.2] partners opposite (s and s + N/2), or even against odd seats with teams=two: the formula
// of the engine's teamOfSeat, whose module would cost the lobby a chunk of its own
/** The team of a seat before a game starts, without the engine (nor the manifest's options: the table page loads this up front). */
export const SEAT_TEAMS: SeatTeams<'fifty-six'> = { game: 'fifty-six', teamOfSeat: (seat, seats, options) => (options.teams === 'two' ? seat % 2 : seat % (seats / 2)) };
