import type { GameMeta } from '../../core/meta.js';
import { OPTIONS } from './options.js';

/** Saudi Baloot [BAL]: 4 players in two partnerships, 32 cards, Sun and Hokum, projects, 152 to win. Engine-free. */
export const META = {
  id: 'baloot',
  name: 'Baloot',
  seatCounts: [4],
  options: OPTIONS,
  presets: [
    { id: 'default', options: {} },
    {
      id: 'saudi',
      options: { trumpObligation: 'saudi', sunRaises: 'doubleOnly', doubledScoring: 'winnerTakesAll', kaboot: 'standard', hokumSum16: true },
    },
  ],
  // sawa is common practice at Baloot tables
  claims: true,
} as const satisfies GameMeta;
