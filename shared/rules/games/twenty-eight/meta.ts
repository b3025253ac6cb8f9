import type { GameMeta } from '../../core/meta.js';
import { OPTIONS, SEAT_COUNTS } from './options.js';
import { SEAT_TEAMS } from './seat-teams.js';

/** Twenty-Eight ("28") [TE]: Kerala's game of two auctions and a hidden trump card, 4 (or 3, 6) players, 32 cards. Engine-free. */
export const META = {
  id: 'twenty-eight',
  name: 'Twenty-Eight',
  seatCounts: SEAT_COUNTS,
  options: OPTIONS,
  presets: [{ id: 'default', options: {} }],
  claims: false,
  practiceSeats: 4,
  teamOfSeat: SEAT_TEAMS.teamOfSeat,
  // the Jack and Nine, the top two of every suit, over a face-down trump card's suit
  tileCards: ['7H', '9H', 'JH'],
  target: { key: 'target', counts: 'points' },
  names: { en: 'Twenty-Eight', ar: 'ثمانية وعشرون', ta: 'இருபத்தெட்டு (28)', bn: 'আঠাশ (২৮)', tl: 'Twenty-Eight', ml: 'ഇരുപത്തിയെട്ട് (28)' },
  firstFor: ['ml'],
  layouts: [4, 3, 6].map((seats) => ({ seats, options: {} })),
} as const satisfies GameMeta;
