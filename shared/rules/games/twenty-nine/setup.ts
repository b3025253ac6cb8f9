import { refuse, type Applied, type GameEvent, type SetupInput } from '../../core/game.js';
import { checkSetup } from '../../core/setup-input.js';
import { checkStackedDeal, dealFirst } from './deal.js';
import { META } from './meta.js';
import { STATE_FORMAT, type TwentyNineState } from './state.js';

/**
 * Starts a game and deals its first batch. `score`, if given, is each team's starting score (whole
 * numbers strictly between -target and +target); `deal` stacks the first deal(s), annulled ones
 * included: each seat's 8 cards in the order it receives them (the first 4 before the auction), and an
 * empty stock.
 */
export function setup(input: SetupInput): Applied<TwentyNineState> {
  const checked = checkSetup(input, META.name, META.seatCounts, META.options);
  if (!checked.ok) return checked;
  const { seats, seed, options, dealer, deals } = checked.setup; // [TN-1.2] the first dealer is random
  if (options.noTrumpReversed === true && options.noTrump !== true) {
    return refuse('badSetup', 'option "noTrumpReversed" needs option "noTrump"');
  }
  if (options.fullSet === true && options.doubling !== true) return refuse('badSetup', 'option "fullSet" needs option "doubling"');
  const target = options.target as number;
  let scores = [0, 0];
  if (input.score !== undefined) {
    const ok = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && Math.abs(n) < target;
    if (!Array.isArray(input.score) || input.score.length !== 2 || !input.score.every(ok)) {
      return refuse('badSetup', `score must give each of the 2 teams a whole number between -${target} and ${target}, both excluded`);
    }
    scores = input.score.slice();
  }
  for (let i = 0; i < deals.length; i++) {
    const problem = checkStackedDeal(deals[i]);
    if (problem) return refuse('badSetup', `deal ${i + 1}: ${problem}`);
  }
  const state: TwentyNineState = {
    game: 'twenty-nine',
    format: STATE_FORMAT,
    version: 0,
    seats,
    options,
    seed,
    phase: 'auction',
    hand: 1,
    deals: 0,
    dealer,
    deck: [],
    hands: [],
    turn: -1,
    asking: [],
    calls: [],
    high: null,
    passed: [],
    bidder: -1,
    bid: 0,
    forced: false,
    form: null,
    trump: null,
    noTrump: false,
    hidden: null,
    exposed: null,
    revealed: false,
    single: -1,
    doubled: 0,
    doubler: -1,
    fullSet: false,
    leader: -1,
    trick: [],
    tricks: [],
    points: [0, 0],
    bound: -1,
    pair: null,
    scores,
    lastHand: null,
    history: [],
    winner: -1,
    stacked: deals.map((deal) => ({ hands: deal.hands.map((hand) => hand.slice()), stock: [] })),
  };
  const events: GameEvent[] = [];
  dealFirst(state, events);
  return { ok: true, state, events };
}
