import type { SeatTeams } from '$shared/rules/core/meta.js';
import type { GameId } from '$shared/rules/manifests.js';
import { byGameFolder } from './plug-ins.js';

// the teams' arithmetic is the Worker's too (its share page draws the lobby): shared/rules/core/seats.ts;
// the marks are in a module of their own, which the Worker imports
export { hasTeams, teamLayout, teamMates } from '$shared/rules/core/seats.js';
export { TEAM_MARKS, teamMark } from './team-marks.js';

/**
 * Every game's team of a seat before a game starts (its rules folder's seat-teams.ts): apart from the
 * manifests, so the table page has it up front without every game's option specs.
 */
export const SEAT_TEAMS = byGameFolder<{ readonly [G in GameId]: SeatTeams<G> }>(
  import.meta.glob('$shared/rules/games/*/seat-teams.ts', { eager: true, import: 'SEAT_TEAMS' }));

/** The team of every seat of a table of `game` with these options (the lobby: no game yet). */
export function seatTeams(game: string, seats: number, options: Record<string, unknown>): number[] {
  // the game's manifest knows (the engines decide during a game; test/web/lobby-teams.test.ts holds the two to
  // each other); an id of no game, two teams
  const teamOf = Object.hasOwn(SEAT_TEAMS, game) ? SEAT_TEAMS[game as GameId].teamOfSeat : (seat: number) => seat % 2;
  return Array.from({ length: seats }, (_, seat) => teamOf(seat, seats, options));
}

/** True if `seat` is a partner of `viewer` (same team, another seat). */
export function isPartner(teams: readonly number[], viewer: number | null, seat: number): boolean {
  return viewer !== null && seat !== viewer && teams[seat] === teams[viewer];
}
