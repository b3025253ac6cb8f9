import type { GameMeta } from '../../core/meta.js';
import { OPTIONS } from './options.js';
import { SEAT_TEAMS } from './seat-teams.js';

/** Twenty-Nine ("29") [TN]: 4 players in fixed partnerships, 32 cards, a hidden trump, a match of sixes. Engine-free. */
export const META = {
  id: 'twenty-nine',
  name: 'Twenty-Nine',
  seatCounts: [4],
  options: OPTIONS,
  presets: [
    { id: 'default', options: {} },
    // pagat's page: clockwise, bids from 15, 28 points (no last-trick point)
    { id: 'pagat', options: { direction: 'clockwise', lastTrick: 0, minBid: 15 } },
    // the Bangladeshi write-ups: an earlier bidder may hold, full set, all tricks +2
    { id: 'bangladesh', options: { bidding: 'hold', fullSet: true, allTricks: true } },
  ],
  claims: false,
  practiceSeats: 4,
  teamOfSeat: SEAT_TEAMS.teamOfSeat,
  // the three top cards of trumps: the Jack, the Nine and the Ace
  tileCards: ['AH', '9H', 'JH'],
  target: { key: 'target', counts: 'points' },
  names: { en: 'Twenty-Nine', ar: 'تسعة وعشرين', ta: 'இருபத்தொன்பது (29)', bn: 'টুয়েন্টি নাইন (২৯)', tl: 'Twenty-Nine', ml: 'ഇരുപത്തൊമ്പത് (29)' },
  firstFor: ['bn'],
  layouts: [true, false].map((seventhCard) => ({ seats: 4, options: { seventhCard } })),
} as const satisfies GameMeta;
