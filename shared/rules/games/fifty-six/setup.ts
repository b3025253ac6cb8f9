import { refuse, type Applied, type GameEvent, type SetupInput } from '../../core/game.js';
import type { OptionSpec } from '../../core/options.js';
import { checkSetup } from '../../core/setup-input.js';
import { checkStackedDeal, dealHand } from './deal.js';
import { teamCount } from './seating.js';
import type { FiftySixState } from './state.js';

/** The table settings of Fifty-Six (fifty-six.md section 7), default first. */
export const OPTIONS: readonly OptionSpec[] = [
  { key: 'teams', rule: 'FS-1.2', values: ['pairs', 'two'], default: 'pairs' },
  { key: 'doubling', rule: 'FS-5.2', values: ['multiply', 'addTables'], default: 'multiply' },
  { key: 'passIsFinal', rule: 'FS-3.1', values: [false, true], default: false },
  { key: 'noTrumpLeadUntilBroken', rule: 'FS-4.2', values: [false, true], default: false },
  // 12 tables each is the usual game; 36 is three of them
  { key: 'tables', rule: 'FS-1.3', positiveInt: true, max: 36, default: 12, suggested: [12, 6, 24] },
  { key: 'shortPack4', rule: 'FS-2.1', values: [false, true], default: false },
];

const SEAT_COUNTS = [4, 6, 8];

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Starts a game and deals its first hand. `score`, if given, is the starting number of tables of
 * each team (one positive whole number per team); `deal` stacks the first hand(s), one hand per
 * seat in seat order and an empty stock.
 */
export function setup(input: SetupInput): Applied<FiftySixState> {
  const checked = checkSetup(input, 'Fifty-Six', SEAT_COUNTS, OPTIONS);
  if (!checked.ok) return checked;
  const { seats, seed, options, dealer, deals: stacked } = checked.setup; // [FS-2.3] the first dealer is random
  const teams = teamCount(seats, options);
  let tables: number[];
  if (input.score === undefined) {
    tables = Array.from({ length: teams }, () => options.tables as number); // [FS-1.3]
  } else {
    if (!Array.isArray(input.score) || input.score.length !== teams || !input.score.every((n) => isWhole(n, 1, 1_000_000))) {
      return refuse('badSetup', `score must give the starting tables of each of the ${teams} teams (whole numbers from 1)`);
    }
    tables = input.score.slice();
  }
  for (let i = 0; i < stacked.length; i++) {
    const problem = checkStackedDeal(stacked[i], seats, options.shortPack4 === true);
    if (problem) return refuse('badSetup', `deal ${i + 1}: ${problem}`);
  }
  const state: FiftySixState = {
    game: 'fifty-six',
    version: 0,
    seats,
    options,
    seed,
    phase: 'auction',
    hand: 1,
    dealer,
    tables,
    hands: [],
    auction: { calls: [], high: null, doubled: 0, doubler: null },
    contract: null,
    turn: -1,
    trick: [],
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
