/**
 * How much an expert may search for one card decision: card plays in all (deals × candidate cards ×
 * cards left) and the bounds on the deals sampled. A count, not a clock: the same on any machine.
 */
export interface SearchBudget {
  plays: number;
  most: number;
  fewest: number;
}

/** A budget from a bench's JSON (`{"plays":64000,"most":240,"fewest":40}`), missing fields from `base`. */
export function budgetFrom<B extends SearchBudget>(json: string, base: B): B {
  const parsed = JSON.parse(json) as Partial<B>;
  const budget = { ...base, ...parsed };
  for (const key of ['plays', 'most', 'fewest'] as const) {
    if (!Number.isFinite(budget[key]) || budget[key] < 1) throw new Error(`budget ${key} must be a positive number`);
  }
  return budget;
}
