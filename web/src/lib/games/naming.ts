import type { TableSnapshot } from '../net/snapshot.js';
import { m } from '../paraglide/messages.js';
import type { Naming } from './types.js';

/**
 * Seat and team names for a snapshot: "You", players' names, "Bot 3"; teams "Us"/"Them" or numbered,
 * and a team of one player by that player's name (All Fours one against one says "You" and "Farid").
 */
export function namingFor(snapshot: TableSnapshot, teamOf: (seat: number) => number, teams: number): Naming {
  const mine = snapshot.mySeat === null ? null : teamOf(snapshot.mySeat);
  const members = (team: number) => snapshot.seats.flatMap((_, seat) => (teamOf(seat) === team ? [seat] : []));
  const naming: Naming = {
    seatName(seat) {
      if (seat === snapshot.mySeat) return m.you();
      const info = snapshot.seats[seat];
      // a bot is named in the page's language, not by the name the table gave it ("Bot 3")
      if (info?.bot) return m.bot_n({ n: String(seat + 1) });
      return info?.name || m.seat_n({ n: String(seat + 1) });
    },
    isYou(seat) {
      return seat === snapshot.mySeat;
    },
    teamName(team) {
      const alone = members(team);
      if (alone.length === 1) return naming.seatName(alone[0]);
      if (mine === null) return m.team_n({ n: String(team + 1) });
      if (team === mine) return m.us();
      return teams === 2 ? m.them() : m.team_n({ n: String(team + 1) });
    },
  };
  return naming;
}
