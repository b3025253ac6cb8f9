import type { Team } from '../../rules/core/seats.js';
import type { HandSummary } from '../../rules/games/fifty-six/state.js';
import { add, teamCountOf, zeroTally, type StatKey, type TeamAndSeatTallies } from '../tally.js';

const TEAM_KEYS: readonly StatKey[] = ['contracts', 'made', 'failed', 'points', 'tablesWon', 'tablesLost'];
const SEAT_KEYS: readonly StatKey[] = ['contracts', 'made', 'failed'];

/**
 * Fifty-Six's figures: the contracts each team and each bidder won the auction with, made or failed
 * [FS-5.1]; the card points each team won in tricks; the tables it was paid and paid out [FS-5.3].
 */
export function fiftySixStats(history: readonly HandSummary[], teams: readonly Team[]): TeamAndSeatTallies {
  const teamTallies = Array.from({ length: teamCountOf(teams) }, () => zeroTally(TEAM_KEYS));
  const seatTallies = teams.map(() => zeroTally(SEAT_KEYS));
  for (const hand of history) {
    for (const tally of [teamTallies[hand.contract.team], seatTallies[hand.contract.seat]]) {
      if (!tally) continue;
      add(tally, 'contracts');
      add(tally, hand.made ? 'made' : 'failed');
    }
    teamTallies.forEach((tally, team) => add(tally, 'points', hand.points[team] ?? 0));
    for (const payment of hand.payments) {
      if (teamTallies[payment.to]) add(teamTallies[payment.to], 'tablesWon', payment.tables);
      if (teamTallies[payment.from]) add(teamTallies[payment.from], 'tablesLost', payment.tables);
    }
  }
  return { teams: teamTallies, seats: seatTallies };
}
