import type { TableSnapshot } from '../net/snapshot.js';
import { m } from '../paraglide/messages.js';
import type { Naming } from './types.js';

/** Seat and team names for a snapshot: "You", players' names, "Bot 3"; teams "Us"/"Them" or numbered. */
export function namingFor(snapshot: TableSnapshot, teamOf: (seat: number) => number, teams: number): Naming {
  const mine = snapshot.mySeat === null ? null : teamOf(snapshot.mySeat);
  return {
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
      if (mine === null) return m.team_n({ n: String(team + 1) });
      if (team === mine) return m.us();
      return teams === 2 ? m.them() : m.team_n({ n: String(team + 1) });
    },
  };
}
