import type { GameMeta } from '../../core/meta.js';
import { OPTIONS } from './options.js';
import { SEAT_TEAMS } from './seat-teams.js';

/** Trinidad All Fours [AF]: 2 players, or 4 in partnerships; kick, beg, High, Low, Jack and Game to 14. Engine-free. */
export const META = {
  id: 'all-fours',
  name: 'All Fours',
  seatCounts: [4, 2],
  options: OPTIONS,
  presets: [
    { id: 'default', options: {} },
    { id: 'tobago', options: { kicks: 'tobago' } },
    { id: 'tournament', options: { gamePoints: 2 } },
    // [AF-10] the league sheets: reneges are the players' to call and cost the game, best of three
    {
      id: 'league',
      options: { followSuit: 'open', renege: 'bullseye', giveOneNeedsTrump: true, noUndertrump: true, gamePoints: 2, matchGames: 3 },
    },
  ],
  claims: false,
  practiceSeats: 2,
  teamOfSeat: SEAT_TEAMS.teamOfSeat,
  // Low, High and Jack
  tileCards: ['2C', 'AC', 'JC'],
  target: { key: 'target', counts: 'points' },
  names: { en: 'All Fours', ar: 'أول فورز', ta: 'ஆல் ஃபோர்ஸ்', bn: 'অল ফোরস', tl: 'All Fours', ml: 'ഓൾ ഫോർസ്' },
  firstFor: [],
  layouts: [
    ...[2, 4].flatMap((seats) => [false, true].map((exposedCards) => ({ seats, options: { exposedCards } }))),
    // reneges are a secret of the state until called [AF-10.1]
    { seats: 4, options: { followSuit: 'open', renege: 'one' } },
  ],
} as const satisfies GameMeta;
