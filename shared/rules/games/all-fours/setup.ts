import type { Rank } from '../../core/cards.js';
import { checkDeal } from '../../core/deal.js';
import { refuse, type Applied, type SetupInput } from '../../core/game.js';
import { checkSetup } from '../../core/setup-input.js';
import { seatsFrom } from '../../core/seats.js';
import { PACK, rankValue, shuffledPack } from './cards.js';
import { HAND_SIZE } from './deal.js';
import { META } from './meta.js';
import { emptyDeal } from './scoring.js';
import { STATE_FORMAT, type AllFoursState, type Cut, type FirstDealer } from './state.js';

/**
 * [AF-1.1] The cut for the first dealer: every seat cuts a card of a pack shuffled for `cut<round>`;
 * the highest rank deals; seats tied for highest cut again from a fresh pack.
 */
export function cutForDealer(seed: string, seats: number): FirstDealer {
  let cutters = seatsFrom(0, seats);
  const rounds: Cut[][] = [];
  for (let round = 1; ; round++) {
    const pack = shuffledPack(seed, `cut${round}`);
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
  const checked = checkSetup(input, META.name, META.seatCounts, META.options);
  if (!checked.ok) return checked;
  const { seats, seed, options, dealerGiven, deals: stacked } = checked.setup;
  const target = options.target as number;
  const score = input.score ?? [0, 0];
  if (badScore(score, target)) {
    return refuse('badSetup', `score must be two whole numbers from 0 to ${target - 1}: points of teams 0 and 1`);
  }
  for (const [i, deal] of stacked.entries()) {
    const problem = checkDeal(deal, PACK, HAND_SIZE, seats, PACK.length - HAND_SIZE * seats);
    if (problem) return refuse('badSetup', `deal ${i + 1}: ${problem}`);
  }
  const firstDealer: FirstDealer =
    dealerGiven ? { seat: checked.setup.dealer, by: 'setup', rounds: [] } : cutForDealer(seed, seats);
  const none: string[][] = [];
  for (let seat = 0; seat < seats; seat++) none.push([]);
  const state = emptyDeal({
    game: 'all-fours',
    version: 0,
    seats,
    options,
    seed,
    format: STATE_FORMAT,
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
    reneges: [],
    gamesWon: [0, 0],
    lastHand: null,
    history: [],
    winner: null,
    // structuredClone costs microseconds even for nothing: most games stack no deal
    stacked: stacked.length === 0 ? [] : structuredClone(stacked.map((deal) => ({ hands: deal.hands, stock: deal.stock }))),
  });
  const { seat: dealer, by, rounds } = firstDealer;
  return { ok: true, state, events: [{ type: 'firstDealerChosen', audience: 'all', dealer, by, rounds }] };
}
