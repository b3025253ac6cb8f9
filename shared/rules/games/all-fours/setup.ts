import type { Rank } from '../../core/cards.js';
import { checkDeal } from '../../core/deal.js';
import { refuse, type Applied, type Deal, type SetupInput } from '../../core/game.js';
import { resolveOptions } from '../../core/options.js';
import type { Seat } from '../../core/seats.js';
import { shuffleDeal } from '../../core/shuffle.js';
import { PACK, rankValue } from './cards.js';
import { HAND_SIZE } from './deal.js';
import { OPTIONS } from './options.js';
import { emptyDeal } from './scoring.js';
import type { AllFoursState, Cut, FirstDealer } from './state.js';

/**
 * [AF-1.1] The cut for the first dealer: every seat cuts a card of a pack shuffled for `cut<round>`;
 * the highest rank deals; seats tied for highest cut again from a fresh pack.
 */
export function cutForDealer(seed: string, seats: number): FirstDealer {
  let cutters: Seat[] = Array.from({ length: seats }, (_, seat) => seat);
  const rounds: Cut[][] = [];
  for (let round = 1; ; round++) {
    const pack = shuffleDeal(PACK, seed, `cut${round}`);
    const cuts = cutters.map((seat, i) => ({ seat, card: pack[i] }));
    rounds.push(cuts);
    const top = Math.max(...cuts.map((cut) => rankValue(cut.card[0] as Rank)));
    cutters = cuts.filter((cut) => rankValue(cut.card[0] as Rank) === top).map((cut) => cut.seat);
    if (cutters.length === 1) return { seat: cutters[0], by: 'cut', rounds };
  }
}

function badScore(score: unknown, target: number): boolean {
  if (!Array.isArray(score) || score.length !== 2) return true;
  return !score.every((n) => Number.isInteger(n) && n >= 0 && n < target);
}

/**
 * Starts a game of All Fours for 2 or 4 players; the first dealer is cut for unless `dealer` is given,
 * and the game waits for the dealer's `deal`. `score` is the starting points per team (team 0: seats 0
 * and 2, or seat 0; team 1: seats 1 and 3, or seat 1), each below the target. A `deal` gives each
 * seat's first 6 cards and the stock in dealing order: the kick, then for each run 3 cards to each
 * seat from the dealer's right and the next kick; several deals serve successive deals, redeals included.
 */
export function setup(input: SetupInput): Applied<AllFoursState> {
  if (!input || typeof input !== 'object') return refuse('badSetup', 'setup needs an object');
  const seats = input.seats;
  if (seats !== 2 && seats !== 4) return refuse('badSetup', 'All Fours is played by 2 or 4 players');
  if (typeof input.seed !== 'string' || input.seed.length === 0 || input.seed.length > 200) {
    return refuse('badSetup', 'seed must be a string of 1 to 200 characters');
  }
  const resolved = resolveOptions(OPTIONS, input.options);
  if (!resolved.ok) return refuse('badSetup', resolved.message);
  const target = resolved.options.target as number;
  if (input.dealer !== undefined && (!Number.isInteger(input.dealer) || input.dealer < 0 || input.dealer >= seats)) {
    return refuse('badSetup', `dealer must be a seat from 0 to ${seats - 1}`);
  }
  const score = input.score ?? [0, 0];
  if (badScore(score, target)) {
    return refuse('badSetup', `score must be two whole numbers from 0 to ${target - 1}: points of teams 0 and 1`);
  }
  const stacked: Deal[] = input.deal === undefined ? [] : Array.isArray(input.deal) ? input.deal : [input.deal];
  for (const [i, deal] of stacked.entries()) {
    const problem = checkDeal(deal, PACK, HAND_SIZE, seats, PACK.length - HAND_SIZE * seats);
    if (problem) return refuse('badSetup', `deal ${i + 1}: ${problem}`);
  }
  const firstDealer: FirstDealer =
    input.dealer === undefined ? cutForDealer(input.seed, seats) : { seat: input.dealer, by: 'setup', rounds: [] };
  const none: string[][] = Array.from({ length: seats }, () => []);
  const state = emptyDeal({
    game: 'all-fours',
    version: 0,
    seats,
    options: resolved.options,
    seed: input.seed,
    hand: 1,
    redeal: 0,
    dealer: firstDealer.seat,
    firstDealer,
    score: score.slice(),
    phase: 'deal',
    hands: none,
    dealt: none,
    stock: [],
    kicks: [],
    trump: null,
    runs: 0,
    beggar: null,
    turn: firstDealer.seat,
    trick: [],
    tricks: [],
    won: [0, 0],
    exposed: none,
    called: null,
    awards: [],
    lastHand: null,
    winner: null,
    stacked: structuredClone(stacked.map((deal) => ({ hands: deal.hands, stock: deal.stock }))),
  });
  const { seat: dealer, by, rounds } = firstDealer;
  return { ok: true, state, events: [{ type: 'firstDealerChosen', audience: 'all', dealer, by, rounds }] };
}
