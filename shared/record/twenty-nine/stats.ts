import type { Team } from '../../rules/core/seats.js';
import type { HandSummary } from '../../rules/games/twenty-nine/state.js';
import { add, teamCountOf, zeroTally, type StatKey, type TeamAndSeatTallies } from '../tally.js';

const TEAM_KEYS: readonly StatKey[] = ['contracts', 'made', 'failed', 'points'];
const SEAT_KEYS: readonly StatKey[] = ['contracts', 'made', 'failed'];

/**
 * Twenty-Nine's figures: the contracts each team and each bidder played, made or failed [TN-8.1] (a
 * single hand [TN-6.2] counts for its player); the card points each team won in tricks [TN-1.1].
 */
export function twentyNineStats(history: readonly HandSummary[], teams: readonly Team[]): TeamAndSeatTallies {
  const teamTallies = Array.from({ length: Math.max(2, teamCountOf(teams)) }, () => zeroTally(TEAM_KEYS));
  const seatTallies = teams.map(() => zeroTally(SEAT_KEYS));
  for (const hand of history) {
    const seat = hand.single?.seat ?? hand.bidder;
    const made = hand.single ? hand.single.won : hand.made;
    for (const tally of [teamTallies[teams[seat]], seatTallies[seat]]) {
      if (!tally) continue;
      add(tally, 'contracts');
      add(tally, made ? 'made' : 'failed');
    }
    teamTallies.forEach((tally, team) => add(tally, 'points', hand.points[team] ?? 0));
  }
  return { teams: teamTallies, seats: seatTallies };
}
