import type { Team } from '../../rules/core/seats.js';
import type { HandSummary } from '../../rules/games/all-fours/state.js';
import { add, zeroTally, type StatKey, type TeamAndSeatTallies } from '../tally.js';

const TEAM_KEYS: readonly StatKey[] = ['points', 'high', 'low', 'jack', 'game', 'hangJacks'];
const SEAT_KEYS: readonly StatKey[] = ['high', 'low', 'jack', 'jacksHung'];

/**
 * All Fours' figures, from each hand's awards [AF-5.1]: the points each team scored, and how many
 * times it won High, Low, Jack (a hang jack included) and Game [AF-4], and hung the other side's jack
 * [AF-4.3]; for a seat, High and Low dealt to it, its jack kept for its side, and its jack hung.
 */
export function allFoursStats(history: readonly HandSummary[], teams: readonly Team[]): TeamAndSeatTallies {
  // two teams at every size: with two players each seat is its own team [AF-1]
  const teamTallies = [zeroTally(TEAM_KEYS), zeroTally(TEAM_KEYS)];
  const seatTallies = teams.map(() => zeroTally(SEAT_KEYS));
  for (const hand of history) {
    teamTallies.forEach((tally, team) => add(tally, 'points', hand.points[team]));
    for (const award of hand.awards) {
      if (award.status !== 'scored' || award.team === null) continue;
      const kind = award.kind;
      if (kind === 'kick' || kind === 'beg' || kind === 'renege') continue;
      add(teamTallies[award.team], kind);
      if (award.hang) add(teamTallies[award.team], 'hangJacks');
      const seat = award.seat === null ? null : seatTallies[award.seat];
      if (!seat) continue;
      if (award.hang) add(seat, 'jacksHung');
      else if (kind !== 'game') add(seat, kind);
    }
  }
  return { teams: teamTallies, seats: seatTallies };
}
