import { refuse, type Applied, type GameEvent, type SetupInput } from '../../core/game.js';
import { META } from './meta.js';
import { checkSetup } from '../../core/setup-input.js';
import { checkStackedDeal, dealHand } from './deal.js';
import { isFixedGames, teamCount } from './seating.js';
import { STATE_FORMAT, type FiftySixState } from './state.js';

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Starts a game and deals its first hand. `score`, if given, is the starting number of tables of
 * each team (one positive whole number per team); `deal` stacks the first hand(s), one hand per
 * seat in seat order and an empty stock.
 */
export function setup(input: SetupInput): Applied<FiftySixState> {
  const checked = checkSetup(input, META.name, META.seatCounts, META.options);
  if (!checked.ok) return checked;
  const { seats, seed, options, dealer, deals: stacked } = checked.setup; // [FS-2.3] the first dealer is random
  const teams = teamCount(seats, options);
  // [FS-10.1a] a match of fixed games keeps a running score from 0, which may go below 0
  const fixed = isFixedGames(options);
  const least = fixed ? -1_000_000 : 1;
  let tables: number[];
  if (input.score === undefined) {
    tables = [];
    for (let team = 0; team < teams; team++) tables.push(fixed ? 0 : (options.tables as number)); // [FS-1.3]
  } else {
    if (!Array.isArray(input.score) || input.score.length !== teams || !input.score.every((n) => isWhole(n, least, 1_000_000))) {
      return refuse('badSetup', `score must give the starting ${fixed ? 'score' : 'tables'} of each of the ${teams} teams (whole numbers from ${least})`);
    }
    tables = input.score.slice();
  }
  for (let i = 0; i < stacked.length; i++) {
    const problem = checkStackedDeal(stacked[i], seats, options.shortPack4 === true);
    if (problem) return refuse('badSetup', `deal ${i + 1}: ${problem}`);
  }
  const state: FiftySixState = {
    game: 'fifty-six',
    format: STATE_FORMAT,
    version: 0,
    seats,
    options,
    seed,
    phase: 'auction',
    hand: 1,
    dealer,
    tables,
    hands: [],
    dealt: [],
    played1: 0,
    played2: 0,
    auction: { calls: [], high: null, doubled: 0, doubler: null },
    contract: null,
    turn: -1,
    leader: -1,
    trick1: 0,
    trick2: 0,
    tricks: [],
    points: [],
    trumpPlayed: false,
    lastHand: null,
    history: [],
    winner: null,
    stacked: stacked.map((deal) => ({ hands: deal.hands.map((hand) => hand.slice()), stock: [] })),
  };
  const events: GameEvent[] = [];
  const dealt = dealHand(state, events);
  if (typeof dealt === 'string') return refuse('badSetup', dealt);
  return { ok: true, state: dealt, events };
}
