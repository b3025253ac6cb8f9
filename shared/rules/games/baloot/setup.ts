import { checkDeal } from '../../core/deal.js';
import { refuse, type Applied, type Deal, type GameEvent, type SetupInput } from '../../core/game.js';
import { resolveOptions } from '../../core/options.js';
import { randomBelow, seededRandom } from '../../core/shuffle.js';
import { PACK } from './cards.js';
import { dealHand } from './deal.js';
import { OPTIONS } from './options.js';
import type { BalootState } from './state.js';

/**
 * Starts a Baloot game. An explicit deal gives each seat's 5 cards and the stock of 12, the face-up
 * bid card first, then the cards dealt after the auction in dealing order; `score` is the starting
 * score of teams 0 (seats 0+2) and 1 (seats 1+3).
 */
export function setup(input: SetupInput): Applied<BalootState> {
  if (!input || typeof input !== 'object') return refuse('badSetup', 'setup needs an object');
  if (input.seats !== 4) return refuse('badSetup', 'Baloot is played by exactly 4 players');
  if (typeof input.seed !== 'string' || input.seed.length === 0 || input.seed.length > 200) {
    return refuse('badSetup', 'seed must be a string of 1 to 200 characters');
  }
  const resolved = resolveOptions(OPTIONS, input.options);
  if (!resolved.ok) return refuse('badSetup', resolved.message);
  const dealer = input.dealer ?? randomBelow(seededRandom(`${input.seed}/dealer`), 4); // [BAL-1.1]
  if (!Number.isInteger(dealer) || dealer < 0 || dealer > 3) return refuse('badSetup', 'dealer must be a seat 0-3');
  const score = input.score ?? [0, 0];
  if (!Array.isArray(score) || score.length !== 2 || !score.every((n) => Number.isInteger(n) && n >= 0)) {
    return refuse('badSetup', 'score must be two whole numbers, for teams 0 and 1');
  }
  const stacked: Deal[] = input.deal === undefined ? [] : Array.isArray(input.deal) ? input.deal : [input.deal];
  for (const [i, deal] of stacked.entries()) {
    const problem = checkDeal(deal, PACK, 5, 4, 12);
    if (problem) return refuse('badSetup', `deal ${i + 1}: ${problem}`);
  }
  const events: GameEvent[] = [];
  const state = dealHand(
    {
      game: 'baloot',
      version: 0,
      seats: 4,
      options: resolved.options,
      seed: input.seed,
      hand: 1,
      dealer,
      score: score.slice(),
      phase: 'auction',
      hands: [],
      stock: [],
      bidCard: '',
      auction: { round: 1, stage: 'open', queue: [], hokum: null, sun: null, calls: [] },
      contract: null,
      raising: null,
      turn: 0,
      trick: [],
      tricks: [],
      projects: null,
      baloot: { seat: null, announced: false },
      lastHand: null,
      winner: null,
      stacked: structuredClone(stacked),
    },
    events,
  );
  return { ok: true, state, events };
}
