/** A mark for each team beside its colour, so teams are told apart without colour: ● ▲ ■ ◆. */
export const TEAM_MARKS: readonly string[] = ['●', '▲', '■', '◆'];

/** The mark of a team (see TEAM_MARKS). */
export function teamMark(team: number): string {
  return TEAM_MARKS[team % TEAM_MARKS.length];
}
