import type { BaseState } from '../../shared/rules/core/game.js';
import { handsAndStock } from '../../shared/rules/games/baloot/hands.js';
import type { BalootState } from '../../shared/rules/games/baloot/state.js';

/**
 * The hands and the stock of any game's state, for checks that look for hidden cards: as the state
 * keeps them (card codes), or decoded where a game keeps card numbers (Baloot: see its state.ts).
 */
export function handsAndStockOf(state: BaseState): { hands: unknown[]; stock: unknown } {
  if (state.game === 'baloot') return handsAndStock(state as BalootState);
  const s = state as unknown as { hands?: unknown[]; stock?: unknown };
  return { hands: s.hands ?? [], stock: s.stock };
}
