import type { GameMeta } from '../../core/meta.js';
import { OPTIONS } from './options.js';
import { SEAT_TEAMS } from './seat-teams.js';

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
    // [FS-10] a club's match: 12 hands on a running score, dealt in fours
    { id: 'club', options: { teams: 'two', match: 'fixedGames', games: 12, dealPackets: 'four' } },
  ],
  claims: false,
  practiceSeats: 6,
  teamOfSeat: SEAT_TEAMS.teamOfSeat,
  // two packs: two Jacks alike
  tileCards: ['9S', 'JS1', 'JS2'],
  target: { key: 'tables', counts: 'tables' },
  names: { en: 'Fifty-Six', ar: 'ستة وخمسين', ta: 'ஐம்பத்தாறு (56)', bn: 'ছাপ্পান্ন (৫৬)', tl: 'Fifty-Six', ml: 'അമ്പത്തിയാറ് (56)' },
  firstFor: ['ta'],
  layouts: [4, 6, 8].flatMap((seats) => ['pairs', 'two'].map((teams) => ({ seats, options: { teams } }))),
} as const satisfies GameMeta;
