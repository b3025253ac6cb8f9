import { type RulesShape, word as w } from '../../../rules/shape.js';

// Baloot's rules page without its words: its sections in order, and its tables of card order, card
// points and scores (the numbers, checked against the engine by test/web/rules-text.test.ts); the words
// of each language are beside this file (<locale>.ts).
export const SHAPE = {
  sections: [
    { id: 'cards', tables: ['bal-sun', 'bal-hokum'] },
    { id: 'deal', tables: [] },
    { id: 'bidding', tables: [] },
    { id: 'raising', tables: [] },
    { id: 'play', tables: [] },
    { id: 'projects', tables: ['bal-projects'] },
    { id: 'scoring', tables: [] },
    { id: 'example', tables: ['bal-made', 'bal-failed'] },
    { id: 'options', tables: [] },
  ],
  tables: {
    // [BAL-1.4][BAL-7.1] Sun, and the plain suits in Hokum: order high to low and card points (abnat)
    'bal-sun': {
      head: ['card', 'points'],
      rows: [['A', 11], ['T', 10], ['K', 4], ['Q', 3], ['J', 2], ['9', 0], ['8', 0], ['7', 0]],
    },
    // [BAL-1.4][BAL-7.1] the trump suit in Hokum
    'bal-hokum': {
      head: ['card', 'points'],
      rows: [['J', 20], ['9', 14], ['A', 11], ['T', 10], ['K', 4], ['Q', 3], ['8', 0], ['7', 0]],
    },
    // [BAL-6.5] projects in game points
    'bal-projects': {
      head: ['project', 'sun', 'hokum'],
      rows: [
        [w('sira'), 4, 2],
        [w('fifty'), 10, 5],
        [w('hundred'), 20, 10],
        [w('fourHundred'), 40, '–'],
        [w('baloot'), '–', 2],
      ],
    },
    // [BAL-7.2]-[BAL-7.4] a Hokum hand made: the declarer's team holds a Sira
    'bal-made': {
      head: [null, 'declarers', 'defenders'],
      rows: [
        [w('abnat'), 96, 66],
        [w('gamePoints'), 10, 7],
        [w('projects'), 2, 0],
        [w('total'), 12, 7],
        [w('scored'), 12, 7],
      ],
    },
    // [BAL-7.5] the same contract failed
    'bal-failed': {
      head: [null, 'declarers', 'defenders'],
      rows: [
        [w('abnat'), 60, 102],
        [w('gamePoints'), 6, 10],
        [w('projects'), 2, 0],
        [w('total'), 8, 10],
        [w('scored'), 0, 18],
      ],
    },
  },
} as const satisfies RulesShape;
