import type { BaseState } from '../../shared/rules/core/game.js';
import { handsAndStock } from '../../shared/rules/games/baloot/hands.js';
import type { BalootState } from '../../shared/rules/games/baloot/state.js';
import { handsOf } from '../../shared/rules/games/fifty-six/hands.js';
import type { FiftySixState } from '../../shared/rules/games/fifty-six/state.js';

/**
 * The hands and the stock of any game's state, for checks that look for hidden cards: as the state
 * keeps them (card codes), or decoded where a game keeps card numbers (Baloot, Fifty-Six: see their state.ts).
 */
export function handsAndStockOf(state: BaseState): { hands: unknown[]; stock: unknown } {
  if (state.game === 'baloot') return handsAndStock(state as BalootState);
  if (state.game === 'fifty-six') return { hands: handsOf(state as FiftySixState), stock: [] };
  const s = state as unknown as { hands?: unknown[]; stock?: unknown };
  return { hands: s.hands ?? [], stock: s.stock };
}
