import type { Team } from '../../rules/core/seats.js';
import type { HandSummary } from '../../rules/games/twenty-eight/state.js';
import { add, teamCountOf, zeroTally, type StatKey, type TeamAndSeatTallies } from '../tally.js';

const TEAM_KEYS: readonly StatKey[] = ['contracts', 'made', 'failed', 'points'];
const SEAT_KEYS: readonly StatKey[] = ['contracts', 'made', 'failed'];

/**
 * Twenty-Eight's figures: the contracts each team and each bidder (or Thani caller) played, made or
 * failed [TE-8.1]; the game points each team (each seat with 3 players) won [TE-8.2].
 */
export function twentyEightStats(history: readonly HandSummary[], teams: readonly Team[]): TeamAndSeatTallies {
  const teamTallies = Array.from({ length: teamCountOf(teams) }, () => zeroTally(TEAM_KEYS));
  const seatTallies = teams.map(() => zeroTally(SEAT_KEYS));
  for (const hand of history) {
    for (const tally of [teamTallies[teams[hand.seat]], seatTallies[hand.seat]]) {
      if (!tally) continue;
      add(tally, 'contracts');
      add(tally, hand.made ? 'made' : 'failed');
    }
    teamTallies.forEach((tally, team) => add(tally, 'points', Math.max(0, hand.change[team] ?? 0)));
  }
  return { teams: teamTallies, seats: seatTallies };
}
