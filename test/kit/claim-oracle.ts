import type { Action, BaseState, GameRules } from '../../shared/rules/core/game.js';
import type { Seat } from '../../shared/rules/core/seats.js';

class OverBudget extends Error {}

const HAND_ENDS = new Set(['handScored', 'handThrownIn', 'gameOver']);

/**
 * The plain answer to a claim, for tests: the whole game tree of the rest of the hand, the claimant
 * choosing each action in turn (adapting to what the others did) and every other seat trying every
 * legal action. True if the claimant takes every trick, null past `budget` positions.
 */
export function claimHoldsByTree<S extends BaseState>(rules: GameRules<S>, state: S, claimant: Seat, budget: number): boolean | null {
  let visited = 0;
  const known = new Map<string, boolean>();
  const holds = (s: S): boolean => {
    const key = JSON.stringify(s);
    const seen = known.get(key);
    if (seen !== undefined) return seen;
    if (++visited > budget) throw new OverBudget();
    const mover = rules.waitingFor(s)[0];
    const wins = (action: Action) => {
      const result = rules.apply(s, mover!, action);
      if (!result.ok) return false;
      for (const event of result.events) {
        if (event.type === 'trickWon' && event.seat !== claimant) return false;
        if (HAND_ENDS.has(event.type)) return true;
      }
      return holds(result.state);
    };
    const legal = mover === undefined ? [] : rules.legalActions(s, mover);
    const result = mover === undefined ? false : mover === claimant ? legal.some(wins) : legal.every(wins);
    known.set(key, result);
    return result;
  };
  try {
    return holds(state);
  } catch (error) {
    if (error instanceof OverBudget) return null;
    throw error;
  }
}
