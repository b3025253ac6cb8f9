import type { GameMeta } from '../../../shared/rules/core/meta.js';

/**
 * High Card, a throw-away fifth game (test fixture only): 2 players, 6 cards each from a 12-card pack,
 * the highest card of the led suit wins the trick, the game ends after one hand. Engine-free.
 */
export const META = {
  id: 'high-card',
  name: 'High Card',
  seatCounts: [2],
  options: [{ key: 'target', rule: 'HC-1', positiveInt: true, max: 1, default: 1 }],
  presets: [{ id: 'default', options: {} }],
  claims: false,
  practiceSeats: 2,
  teamOfSeat: (seat) => seat,
  tileCards: ['AS', 'KS'],
  target: { key: 'target', counts: 'points' },
  names: { en: 'High Card', ar: 'High Card', ta: 'High Card', bn: 'High Card', tl: 'High Card', ml: 'High Card' },
  firstFor: [],
  layouts: [{ seats: 2, options: {} }],
} as const satisfies GameMeta;
