import type { GameMeta } from '../../core/meta.js';
import { OPTIONS } from './options.js';

/** Fifty-Six ("56") [FS]: 4, 6 or 8 players in two teams, 32 or 48 cards, bidding to 56 card points. Engine-free. */
export const META = {
  id: 'fifty-six',
  name: 'Fifty-Six',
  seatCounts: [4, 6, 8],
  options: OPTIONS,
  presets: [
    { id: 'default', options: {} },
    { id: 'kerala', options: { teams: 'two' } },
    { id: 'international', options: { teams: 'two', doubling: 'addTables' } },
  ],
  claims: false,
} as const satisfies GameMeta;
