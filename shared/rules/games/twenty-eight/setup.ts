import { refuse, type Applied, type GameEvent, type SetupInput } from '../../core/game.js';
import { checkSetup } from '../../core/setup-input.js';
import { checkStackedDeal, dealHand, startingScore } from './deal.js';
import { META } from './meta.js';
import { teamCount } from './seating.js';
import type { TwentyEightState } from './state.js';

// A starting score: each team's game points strictly between -target and +target [TE-8.3], or each
// seat's tables at 3 players, from 1 [TE-10.1]; the message, or null if it fits.
function scoreError(score: unknown, seats: number, target: number): string | null {
  const count = teamCount(seats);
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
  if (!Array.isArray(score) || score.length !== count) return `score must give ${count} numbers`;
  if (seats === 3) return score.every((n) => whole(n) && n >= 1 && n <= 1000) ? null : 'score must give each seat its tables, whole numbers from 1 to 1000';
  return score.every((n) => whole(n) && n > -target && n < target) ? null : `score must give each team's points, whole numbers between -${target} and ${target}`;
}

/**
 * Starts a game and deals its first hand [TE-1.2][TE-1.3]. `deal` stacks the first deal(s) (redeals
 * included): one full hand per seat in seat order, its first 4 cards the first batch; `score` sets a
 * starting score (team points, or tables at 3 players).
 */
export function setup(input: SetupInput): Applied<TwentyEightState> {
  const checked = checkSetup(input, META.name, META.seatCounts, META.options);
  if (!checked.ok) return checked;
  const { seats, seed, options, dealer, deals } = checked.setup; // [TE-1.2] the first dealer is random
  if (input.score !== undefined) {
    const error = scoreError(input.score, seats, options.target as number);
    if (error) return refuse('badSetup', error);
  }
  for (let i = 0; i < deals.length; i++) {
    const problem = checkStackedDeal(deals[i], seats);
    if (problem) return refuse('badSetup', `deal ${i + 1}: ${problem}`);
  }
  const state: TwentyEightState = {
    game: 'twenty-eight',
    version: 0,
    seats,
    options,
    seed,
    phase: 'bid1',
    hand: 1,
    deals: 0,
    dealer,
    turn: -1,
    hands: [],
    pending: [],
    queue: [],
    calls1: [],
    calls2: [],
    high: 0,
    highSeat: -1,
    passes: 0,
    firstBid: null,
    bidder: -1,
    trumpCard: null,
    trumpSeat: -1,
    exposed: false,
    laid: null,
    thani: -1,
    silent: [],
    doubled: 0,
    target: 0,
    pair: null,
    leader: -1,
    trick: [],
    obliged: -1,
    tricks: [],
    won: [],
    score: input.score === undefined ? startingScore(seats) : input.score.slice(),
    lastHand: null,
    history: [],
    winner: null,
    winners: [],
    stacked: deals.map((deal) => ({ hands: deal.hands.map((hand) => hand.slice()), stock: [] })),
  };
  const events: GameEvent[] = [];
  return { ok: true, state: dealHand(state, events), events };
}
