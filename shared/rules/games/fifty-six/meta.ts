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
  practiceSeats: 6,
  // [FS-1.2] partners opposite (s and s + N/2), or even against odd seats with teams=two: the formula
  // of the engine's teamOfSeat, whose module would cost the lobby a chunk of its own
  teamOfSeat: (seat, seats, options) => (options.teams === 'two' ? seat % 2 : seat % (seats / 2)),
  // two packs: two Jacks alike
  tileCards: ['9S', 'JS1', 'JS2'],
  target: { key: 'tables', counts: 'tables' },
  names: { en: 'Fifty-Six', ar: 'ستة وخمسين', ta: 'ஐம்பத்தாறு (56)', bn: 'ছাপ্পান্ন (৫৬)', tl: 'Fifty-Six', ml: 'അമ്പത്തിയാറ് (56)' },
} as const satisfies GameMeta;
