import type { GameEvent } from '../../core/game.js';
import { dealHand } from './deal.js';
import type { Seat, Team } from '../../core/seats.js';
import { isFixedGames, nextPlaying, playingAfter, seatsOfTeam, teamOfSeat, teamsPlaying } from './seating.js';
import { appended } from '../../core/lists.js';
import { copyState, type FiftySixState, type HandSummary, type Payment } from './state.js';

// [FS-5.2] tables per other team by bid bracket 28-39, 40-47, 48-55, 56.
const WIN = [1, 2, 3, 4];
const FAIL = [2, 3, 4, 5];

function bracket(value: number): number {
  return value >= 56 ? 3 : value >= 48 ? 2 : value >= 40 ? 1 : 0;
}

/**
 * [FS-5.2] Tables due per other team: the table's figure, x2 doubled and x4 redoubled, or with
 * option doubling=addTables +1 doubled and +2 redoubled.
 */
export function stake(value: number, made: boolean, doubled: 0 | 1 | 2, doubling: unknown): number {
  const base = (made ? WIN : FAIL)[bracket(value)];
  if (doubling === 'addTables') return base + doubled;
  return base * (doubled === 2 ? 4 : doubled === 1 ? 2 : 1);
}

/** [FS-5.3] The other teams at the table in turn order, starting from the team of the seat after `bidder`. */
export function settlementOrder(state: FiftySixState, bidder: Seat): Team[] {
  const own = teamOfSeat(bidder, state.seats, state.options);
  const teams: Team[] = [];
  for (const seat of playingAfter(state, bidder)) {
    const team = teamOfSeat(seat, state.seats, state.options);
    if (team !== own && !teams.includes(team)) teams.push(team);
  }
  return teams;
}

// [FS-6.1] the last team with tables wins
function lastTeam(tables: readonly number[]): Team | null {
  const left = teamsPlaying(tables);
  return left.length === 1 ? left[0] : null;
}

// [FS-10.1] [FS-10.1a] after the match's last hand the highest score wins; a tie plays one more hand at a time
function fixedGamesWinner(state: FiftySixState, tables: readonly number[]): Team | null {
  if (state.hand < (state.options.games as number)) return null;
  const best = Math.max(...tables);
  const leaders = tables.flatMap((score, team) => (score === best ? [team] : []));
  return leaders.length === 1 ? leaders[0] : null;
}

/**
 * Settles the hand just played [FS-5]: the bidding team's points against its contract, tables
 * between it and each other team, teams out, and then the next deal or the end of the game [FS-6].
 * Returns an error message if a stacked deal does not fit the seats still at the table.
 */
export function scoreHand(state: FiftySixState, events: GameEvent[]): FiftySixState | string {
  const contract = state.contract!;
  const made = state.points[contract.team] >= contract.value; // [FS-5.1]
  const owed = stake(contract.value, made, contract.doubled, state.options.doubling);
  const tables = state.tables.slice();
  const payments: Payment[] = [];
  const fixed = isFixedGames(state.options);
  // [FS-5.3] a team that cannot pay in full pays what it has; the bidder's team pays in turn order;
  // [FS-10.1a] in a match of fixed games every table is paid, the running score going below 0 if need be
  for (const other of settlementOrder(state, contract.seat)) {
    const from = made ? other : contract.team;
    const to = made ? contract.team : other;
    const paid = fixed ? owed : Math.min(owed, tables[from]);
    tables[from] -= paid;
    tables[to] += paid;
    payments.push({ from, to, tables: paid, owed });
  }
  const out = fixed ? [] : teamsPlaying(state.tables).filter((team) => tables[team] === 0);
  const summary: HandSummary = { hand: state.hand, contract, points: state.points, made, payments, tables, out };
  events.push({ type: 'handScored', audience: 'all', hand: summary.hand, contract, points: summary.points, made, payments, tables, out });
  for (const team of out) {
    events.push({ type: 'teamOut', audience: 'all', team, seats: seatsOfTeam(team, state.seats, state.options) });
  }
  const next = copyState(state);
  next.tables = tables;
  next.lastHand = summary;
  next.history = appended(state.history, summary);
  const winner = fixed ? fixedGamesWinner(state, tables) : lastTeam(tables);
  if (winner !== null) {
    events.push({ type: 'gameOver', audience: 'all', winner, winners: seatsOfTeam(winner, state.seats, state.options), tables });
    next.phase = 'over';
    next.winner = winner;
    next.turn = -1;
    return next;
  }
  // [FS-2.3][FS-5.4] the deal passes to the next seat still at the table
  next.dealer = nextPlaying(next, state.dealer);
  next.hand = state.hand + 1;
  return dealHand(next, events);
}
