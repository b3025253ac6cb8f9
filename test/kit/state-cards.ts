import type { BaseState } from '../../shared/rules/core/game.js';
import { gameById } from '../../shared/rules/registry.js';

/**
 * The hands and the stock of any game's state, for checks that look for hidden cards: each seat's
 * cards only it may know, and the cards nobody may know, as the game's rules say (`secrets`).
 */
export function handsAndStockOf(state: BaseState): { hands: readonly (readonly string[])[]; stock: readonly string[] } {
  const rules = gameById(state.game);
  if (!rules) throw new Error(`no game "${state.game}"`);
  const secrets = rules.secrets(state);
  return { hands: secrets.hands, stock: secrets.unseen };
}
