import { m } from '../paraglide/messages.js';
import type { Naming, TableModel } from './types.js';

/** Names in a list the way the page's language joins them ("Reem and Bot 3"). */
export function nameList(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/**
 * Who won the game, said to the viewer: "You won the game!", "Your team won the game!", "You lost:
 * Reem and Bot 3 won", or to a spectator "Reem and Bot 3 won the game" (names joined as `locale` joins
 * them); null while nobody has.
 */
export function winnerLine(model: Pick<TableModel, 'winner' | 'teams' | 'viewer' | 'seats'>, naming: Naming, locale: string): string | null {
  const { winner, teams, viewer } = model;
  if (winner === null) return null;
  const seats = teams.map((team, seat) => (team === winner ? seat : -1)).filter((seat) => seat >= 0);
  if (viewer !== null && teams[viewer] === winner) return seats.length > 1 ? m.we_won() : m.you_won();
  const names = nameList(seats.map((seat) => naming.seatName(seat)), locale);
  return viewer === null ? m.they_won({ names }) : m.you_lost({ names });
}

/** The teams' scores in one line: "Us 45 · Them 62". */
export function scoreLine(score: readonly number[], naming: Naming): string {
  return score.map((points, team) => `${naming.teamName(team)} ${points}`).join(' · ');
}
