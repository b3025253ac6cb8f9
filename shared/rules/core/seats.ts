/** A seat index, 0..N-1 in playing order: the player after seat s is seat (s + 1) mod N. */
export type Seat = number;

/** A team index; `teamOf` in a game maps seats to teams. */
export type Team = number;

/** The seat after `seat` in playing order (to its right: all three games play counter-clockwise). */
export function nextSeat(seat: Seat, seats: number): Seat {
  return (seat + 1) % seats;
}

/** The seat `steps` places after `seat` in playing order. */
export function seatAfter(seat: Seat, steps: number, seats: number): Seat {
  return (((seat + steps) % seats) + seats) % seats;
}

/** All seats in playing order starting from `first`. */
export function seatsFrom(first: Seat, seats: number): Seat[] {
  const order: Seat[] = [];
  for (let i = 0; i < seats; i++) order.push((first + i) % seats);
  return order;
}

/** Team of a seat when partners sit alternately (seats 0+2 against 1+3, or even against odd). */
export function alternateTeam(seat: Seat): Team {
  return seat % 2;
}

/** The seats of `team` when teams alternate around the table. */
export function alternateTeamSeats(team: Team, seats: number): Seat[] {
  return seatsFrom(0, seats).filter((s) => s % 2 === team);
}

/** The other seats of `seat`'s team, given every seat's team. */
export function teamMates(teams: readonly Team[], seat: Seat): Seat[] {
  return teams.flatMap((team, other) => (other !== seat && team === teams[seat] ? [other] : []));
}

/** True if the table has teams at all (some team of two or more; two players of All Fours each play alone). */
export function hasTeams(teams: readonly Team[]): boolean {
  return teams.some((team, seat) => teams.indexOf(team) !== seat);
}

/** The teams' layout: how many teams, and how many seats each (the same for every team). */
export function teamLayout(teams: readonly Team[]): { teams: number; size: number } {
  const count = new Set(teams).size;
  return { teams: count, size: count === 0 ? 0 : teams.length / count };
}
