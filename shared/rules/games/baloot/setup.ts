import { checkDeal } from '../../core/deal.js';
import { refuse, type Applied, type GameEvent, type SetupInput } from '../../core/game.js';
import { checkSetup } from '../../core/setup-input.js';
import { PACK } from './cards.js';
import { dealCards } from './deal.js';
import { META } from './meta.js';
import { NO_TRICKS, seatPlus, STATE_FORMAT, type BalootState, type MatchState } from './state.js';

/**
 * Starts a Baloot game. An explicit deal gives each seat's 5 cards and the stock of 12, the face-up
 * bid card first, then the cards dealt after the auction in dealing order; `score` is the starting
 * score of teams 0 (seats 0+2) and 1 (seats 1+3).
 */
export function setup(input: SetupInput): Applied<BalootState> {
  const checked = checkSetup(input, META.name, META.seatCounts, META.options);
  if (!checked.ok) return checked;
  const { seed, options, dealer, deals: stacked } = checked.setup; // [BAL-1.1] a random first dealer
  const score = input.score ?? [0, 0];
  if (!Array.isArray(score) || score.length !== 2 || !score.every((n) => Number.isInteger(n) && n >= 0)) {
    return refuse('badSetup', 'score must be two whole numbers, for teams 0 and 1');
  }
  for (const [i, deal] of stacked.entries()) {
    const problem = checkDeal(deal, PACK, 5, 4, 12);
    if (problem) return refuse('badSetup', `deal ${i + 1}: ${problem}`);
  }
  const events: GameEvent[] = [];
  const match: MatchState = {
    hand: 1,
    dealer,
    score: score.slice(),
    lastHand: null,
    history: [],
    winner: null,
    stacked: stacked.length > 0 ? structuredClone(stacked) : [],
  };
  const state: BalootState = {
    game: 'baloot',
    format: STATE_FORMAT,
    version: 0,
    seats: 4,
    options,
    seed,
    phase: 'auction',
    turn: seatPlus(dealer, 1),
    match,
    deal: dealCards(seed, match, events),
    play: { played: 0, trick: 0, tricks: NO_TRICKS },
  };
  return { ok: true, state, events };
}
