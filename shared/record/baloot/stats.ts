import type { Team } from '../../rules/core/seats.js';
import type { HandSummary } from '../../rules/games/baloot/state.js';
import { add, teamCountOf, zeroTally, type StatKey, type TeamAndSeatTallies } from '../tally.js';

const TEAM_KEYS: readonly StatKey[] = ['contracts', 'made', 'failed', 'points', 'projects', 'kaboots'];
const SEAT_KEYS: readonly StatKey[] = ['contracts', 'made', 'failed'];

/**
 * Baloot's figures: the contracts each team bought and each declarer named, made or failed [BAL-7.4]
 * (a kaboot by the buyers is made, one against them failed [BAL-7.6]); each team's game points scored
 * (what the sheet adds up), its project points [BAL-6.4] and the kaboots it took.
 */
export function balootStats(history: readonly HandSummary[], teams: readonly Team[]): TeamAndSeatTallies {
  const teamTallies = Array.from({ length: Math.max(2, teamCountOf(teams)) }, () => zeroTally(TEAM_KEYS));
  const seatTallies = teams.map(() => zeroTally(SEAT_KEYS));
  for (const hand of history) {
    const made = hand.result === 'success' || (hand.result === 'kaboot' && hand.kabootTeam === hand.declarerTeam);
    for (const tally of [teamTallies[hand.declarerTeam], seatTallies[hand.contract.declarer]]) {
      if (!tally) continue;
      add(tally, 'contracts');
      add(tally, made ? 'made' : 'failed');
    }
    teamTallies.forEach((tally, team) => {
      add(tally, 'points', hand.score[team]);
      add(tally, 'projects', hand.projects[team]);
    });
    if (hand.kabootTeam !== null) add(teamTallies[hand.kabootTeam], 'kaboots');
  }
  return { teams: teamTallies, seats: seatTallies };
}
