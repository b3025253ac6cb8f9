import type { SearchBudget } from './budget.js';
import type { SeededSource } from '../../rules/core/shuffle.js';
import { lightPolicy } from './policy.js';
import { copyTable, playCard, playOut, type Policy, type Table } from './table.js';
import { sampleHidden, worldOf, type Knowledge } from './worlds.js';

// Determinised search for card play, the same for every game: deal the hidden cards out many times
// consistently with the view, play the hand out from each candidate card with the light policy (on the
// same deals for every candidate), and score each result with the game's own reckoning of the hand.

/** What a search needs from its game. */
export interface CardSearch {
  knowledge: Knowledge;
  /** The cards the viewer may play (numbers on the compact table). */
  candidates: readonly number[];
  /** Deals to sample. */
  worlds: number;
  /**
   * For one sampled deal (the hidden cards of each seat): how likely it is given what the seat saw, and
   * the worth of a played-out hand to the viewer's team (on the game's scale of a hand's score).
   */
  judge(hidden: readonly number[][]): Judged;
  policy?: Policy;
}

/** How a sampled deal counts in a search. */
export interface Judged {
  weight: number;
  value(t: Table): number;
}

/** The average worth of each candidate over the sampled deals. */
export function searchCards(search: CardSearch, source: SeededSource): Float64Array {
  const { knowledge, candidates } = search;
  const policy = search.policy ?? lightPolicy;
  const totals = new Float64Array(candidates.length);
  let weights = 0;
  for (let w = 0; w < search.worlds; w++) {
    const hidden = sampleHidden(knowledge, source);
    const { weight, value } = search.judge(hidden);
    if (weight <= 0) continue;
    weights += weight;
    const world = worldOf(knowledge, hidden);
    for (let i = 0; i < candidates.length; i++) {
      const t = copyTable(world);
      playCard(t, candidates[i]);
      playOut(t, policy);
      totals[i] += weight * value(t);
    }
  }
  if (weights > 0) for (let i = 0; i < totals.length; i++) totals[i] /= weights;
  return totals;
}

/**
 * The index of the best of `values`, or `preferred` (the heuristic's choice) unless another is better
 * by more than `margin`: where the search sees no difference, the rules of thumb decide.
 */
export function best(values: ArrayLike<number>, preferred = 0, margin = 1e-6): number {
  let at = preferred;
  for (let i = 0; i < values.length; i++) if (values[i] > values[at] + 1e-9) at = i;
  return values[at] > values[preferred] + margin ? at : preferred;
}

/**
 * Deals to sample so that a decision plays about `budget` cards in all (deals × candidates × cards
 * left in the hands), within `deals.fewest` and `deals.most`: a fixed count, the same on any machine.
 */
export function dealsFor(handSizes: readonly number[], candidates: number, budget: number, deals: { most: number; fewest: number }): number {
  let left = 0;
  for (const size of handSizes) left += size;
  return Math.max(deals.fewest, Math.min(deals.most, Math.floor(budget / (Math.max(1, left) * candidates))));
}

/** Deals to sample for a decision within a search budget (see dealsFor). */
export function dealsWithin(handSizes: readonly number[], candidates: number, budget: SearchBudget): number {
  return dealsFor(handSizes, candidates, budget.plays, budget);
}
