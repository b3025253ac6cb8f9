import type { GameMeta } from '../../core/meta.js';
import { OPTIONS } from './options.js';
import { SEAT_TEAMS } from './seat-teams.js';

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
    // [BAL-15] the Saudi apps' pack (Sawa is the table's claims, on at Baloot tables)
    {
      id: 'pro',
      options: {
        qayd: true,
        kawesh: true,
        akka: true,
        trumpObligation: 'saudi',
        sunRaises: 'doubleOnly',
        sunDoubleGate: 'reached100',
        lock: 'doublerChooses',
        kaboot: 'standard',
        ashkalOnAce: false,
      },
    },
  ],
  // sawa is common practice at Baloot tables
  claims: true,
  practiceSeats: 4,
  teamOfSeat: SEAT_TEAMS.teamOfSeat,
  // the 9 and Jack of trumps with the King (the "Baloot" is King and Queen of trumps)
  tileCards: ['KD', '9D', 'JD'],
  target: { key: 'target', counts: 'points' },
  names: { en: 'Baloot', ar: 'بلوت', ta: 'பலூட்', bn: 'বালুত', tl: 'Baloot', ml: 'ബലൂട്ട്' },
  firstFor: ['ar'],
  // with Qayd the state keeps fouls no view may show [BAL-10.1]
  layouts: [
    { seats: 4, options: { qayd: false } },
    { seats: 4, options: { qayd: true } },
  ],
} as const satisfies GameMeta;
