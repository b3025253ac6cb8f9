import type { Suit } from '../../core/cards.js';
import type { GameEvent } from '../../core/game.js';
import { appended } from '../../core/lists.js';
import type { Seat } from '../../core/seats.js';
import { dealHand } from './deal.js';
import { sameSide, seatsOfTeam, teamOfSeat, tricksPerHand } from './seating.js';
import type { HandSummary, TwentyEightState } from './state.js';

// [TE-8.2] game points by the contract as bid: 14-19 (12-19 at 3, 16-19 at 6), 20-24, 25-28
const SUCCESS = [1, 2, 3];
const FAILURE = [2, 3, 4];

/** [TE-8.2][TE-8.2a] The game points of a contract: its row (or 1 with flat scoring), before the multipliers. */
export function baseValue(contract: number, made: boolean, scoring: unknown): number {
  if (scoring === 'flat') return 1;
  const row = contract >= 25 ? 2 : contract >= 20 ? 1 : 0;
  return (made ? SUCCESS : FAILURE)[row];
}

/**
 * [TE-8.2a][TE-9.1][TE-9.2][TE-9.3][TE-9.3a] The game points of a contract hand: the row's value x the double
 * level (1, 2, 4) x 2 for Cot (every trick won) x 2 for a half-call (2 x points < target).
 */
export function contractValue(state: TwentyEightState, points: number, made: boolean, allTricks: boolean): number {
  let value = baseValue(state.high, made, state.options.scoring) * (state.doubled === 2 ? 4 : state.doubled === 1 ? 2 : 1);
  if (made && allTricks && state.options.cot === true) value *= 2;
  if (!made && 2 * points < state.target && state.options.halfCall === true) value *= 2;
  return value;
}

// [TE-10.1][TE-10.1a] tables between the lone player and each opponent: an opponent pays what it has; a lone
// player who owes both pays them in turn from the seat after it, each what is left
function settleTables(score: number[], lone: Seat, made: boolean, value: number): void {
  for (let i = 1; i < 3; i++) {
    const other = (lone + i) % 3;
    const from = made ? other : lone;
    const to = made ? lone : other;
    const paid = Math.min(value, score[from]);
    score[from] -= paid;
    score[to] += paid;
  }
}

/**
 * Scores the hand just finished [TE-8][TE-7.3]: only the bidding side's score changes (at 3 players
 * tables move between the lone player and each opponent), then the match ends [TE-8.3][TE-10.1] or the
 * next dealer deals [TE-1.2]. `next` is a fresh copy; returns the state after scoring.
 */
export function scoreHand(next: TwentyEightState, events: GameEvent[]): TwentyEightState {
  const thani = next.thani >= 0;
  const lone = thani ? next.thani : next.bidder;
  let points = 0;
  let tricks = 0;
  for (let seat = 0; seat < next.seats; seat++) if (sameSide(next, seat, lone)) points += next.won[seat];
  for (const trick of next.tricks) if (sameSide(next, trick.winner, lone)) tricks++;
  const allTricks = tricks === tricksPerHand(next.seats);
  // [TE-7.2][TE-7.3][TE-7.3a] a Thani is worth its option's value, whatever the other options; [TE-8.1] else the target
  const made = thani ? allTricks : points >= next.target;
  const value = thani ? (next.options.thani as number) : contractValue(next, points, made, allTricks);
  const score = next.score.slice();
  if (next.seats === 3) settleTables(score, lone, made, value);
  else score[teamOfSeat(lone, next.seats)] += made ? value : -value;
  const change = score.map((n, i) => n - next.score[i]);
  const laid = next.laid!;
  const summary: HandSummary = {
    hand: next.hand,
    dealer: next.dealer,
    seat: lone,
    contract: next.high,
    firstBid: next.firstBid!,
    trumpSuit: laid[1] as Suit,
    trumpRank: laid[0],
    thani,
    doubled: next.doubled,
    pair: next.pair,
    target: next.target,
    points,
    tricks,
    made,
    value,
    change,
    score,
  };
  events.push({ type: 'handScored', audience: 'all', ...summary });
  next.score = score;
  next.lastHand = summary;
  next.history = appended(next.history, summary);
  const winners = matchWinners(next, score, lone);
  if (winners !== null) {
    next.phase = 'over';
    next.turn = -1;
    next.winners = winners;
    next.winner = teamOfSeat(winners[0], next.seats);
    events.push({ type: 'gameOver', audience: 'all', winner: next.winner, winners, score });
    return next;
  }
  next.dealer = (next.dealer + 1) % next.seats;
  next.hand = next.hand + 1;
  return dealHand(next, events);
}

// [TE-8.3][TE-8.3a] a team at +target wins, a team at -target loses; [TE-10.1][TE-10.1a] at 3 players the
// match ends when a player has no tables left, and the most tables win (ties share). Null: play on.
function matchWinners(state: TwentyEightState, score: readonly number[], lone: Seat): Seat[] | null {
  if (state.seats === 3) {
    if (!score.includes(0)) return null;
    const best = Math.max(...score);
    return [0, 1, 2].filter((seat) => score[seat] === best);
  }
  const team = teamOfSeat(lone, state.seats);
  const target = state.options.target as number;
  if (score[team] >= target) return seatsOfTeam(team, state.seats);
  if (score[team] <= -target) return seatsOfTeam(1 - team, state.seats);
  return null;
}
