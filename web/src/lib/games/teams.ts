import type { SeatTeams } from '../../../../shared/rules/core/meta.js';
import type { GameId } from '../../../../shared/rules/manifests.js';
import { byGameFolder } from './plug-ins.js';

/**
 * Every game's team of a seat before a game starts (its rules folder's seat-teams.ts): apart from the
 * manifests, so the table page has it up front without every game's option specs.
 */
export const SEAT_TEAMS = byGameFolder<{ readonly [G in GameId]: SeatTeams<G> }>(
  import.meta.glob('../../../../shared/rules/games/*/seat-teams.ts', { eager: true, import: 'SEAT_TEAMS' }));

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

/** A mark for each team beside its colour, so teams are told apart without colour: ● ▲ ■ ◆. */
export const TEAM_MARKS: readonly string[] = ['●', '▲', '■', '◆'];

/** The mark of a team (see TEAM_MARKS). */
export function teamMark(team: number): string {
  return TEAM_MARKS[team % TEAM_MARKS.length];
}

/** The other seats of `seat`'s team. */
export function teamMates(teams: readonly number[], seat: number): number[] {
  return teams.flatMap((team, other) => (other !== seat && team === teams[seat] ? [other] : []));
}

/** True if the table has teams at all (some team of two or more; two players of All Fours each play alone). */
export function hasTeams(teams: readonly number[]): boolean {
  return teams.some((team, seat) => teams.indexOf(team) !== seat);
}

/** The teams' layout: how many teams, and how many seats each (the same for every team). */
export function teamLayout(teams: readonly number[]): { teams: number; size: number } {
  const count = new Set(teams).size;
  return { teams: count, size: count === 0 ? 0 : teams.length / count };
}
