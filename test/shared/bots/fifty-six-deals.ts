import type { Card } from '../../../shared/rules/core/cards.js';
import { packFor } from '../../../shared/rules/games/fifty-six/cards.js';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import type { FiftySixState } from '../../../shared/rules/games/fifty-six/state.js';
import { mustSetup } from '../../kit/playout.js';

/** Cards written as text: "JS1 9S1 AS1". */
export const cards = (text: string): Card[] => text.split(/\s+/).filter(Boolean);

/** A 4-player hand, dealer 3 (seat 0 speaks and leads first): given hands, the rest of the pack to fill. */
export function dealt(given: Record<number, string>): FiftySixState {
  const fixed = Object.fromEntries(Object.entries(given).map(([seat, text]) => [seat, cards(text)]));
  const used = new Set(Object.values(fixed).flat());
  const rest = packFor(4, false)!.pack.filter((c) => !used.has(c));
  const hands = [0, 1, 2, 3].map((seat) => fixed[seat] ?? rest.splice(0, 12));
  return mustSetup(fiftySix, { seats: 4, seed: 'bots', dealer: 3, deal: { hands, stock: [] } });
}
