import { type RulesShape, word as w } from '../../../rules/shape.js';

// Fifty-Six's rules page without its words: its sections in order, and its tables of card order, card
// points and scores (the numbers, checked against the engine by test/web/rules-text.test.ts); the words
// of each language are beside this file (<locale>.ts).
export const SHAPE = {
  sections: [
    { id: 'cards', tables: ['fs-cards'] },
    { id: 'deal', tables: [] },
    { id: 'bidding', tables: [] },
    { id: 'play', tables: [] },
    { id: 'scoring', tables: ['fs-tables'] },
    { id: 'example', tables: ['fs-example'] },
    { id: 'options', tables: [] },
  ],
  tables: {
    // [FS-2.4] order high to low and points; the 8 and 7 only with 8 players
    'fs-cards': {
      head: ['card', 'points'],
      rows: [['J', 3], ['9', 2], ['A', 1], ['T', 1], ['K', 0], ['Q', 0], ['8', 0], ['7', 0]],
    },
    // [FS-5.2] tables per other team
    'fs-tables': {
      head: ['bid', 'made', 'failed'],
      rows: [['28–39', 1, 2], ['40–47', 2, 3], ['48–55', 3, 4], ['56', 4, 5]],
    },
    // [FS-5.1][FS-5.2] 4 players, a bid of 40 made with 43
    'fs-example': {
      head: [null, 'bidders', 'others'],
      rows: [
        [w('pointsTaken'), 43, 13],
        [w('tablesBefore'), 12, 12],
        [w('tablesAfter'), 14, 10],
      ],
    },
  },
} as const satisfies RulesShape;
