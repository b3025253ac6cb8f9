import { type RulesShape, word as w } from '../../../rules/shape.js';

// All Fours's rules page without its words: its sections in order, and its tables of card order, card
// points and scores (the numbers, checked against the engine by test/web/rules-text.test.ts); the words
// of each language are beside this file (<locale>.ts).
export const SHAPE = {
  sections: [
    { id: 'cards', tables: ['af-cards'] },
    { id: 'deal', tables: [] },
    { id: 'begging', tables: [] },
    { id: 'play', tables: [] },
    { id: 'scoring', tables: [] },
    { id: 'example', tables: ['af-example'] },
    { id: 'options', tables: [] },
  ],
  tables: {
    // [AF-4.4] counting points towards Game and [AF-1.3] kick points, by rank high to low
    'af-cards': {
      head: ['card', 'counting', 'kick'],
      rows: [
        ['A', 4, 1],
        ['K', 3, 0],
        ['Q', 2, 0],
        ['J', 1, 3],
        ['T', 10, 0],
        ['9', 0, 0],
        ['8', 0, 0],
        ['7', 0, 0],
        ['6', 0, 2],
        ['5', 0, 0],
        ['4', 0, 0],
        ['3', 0, 0],
        ['2', 0, 0],
      ],
    },
    // [AF-5.1] a hand: a Six kicked, High, Low, a hanged Jack, Game
    'af-example': {
      head: [null, 'dealerTeam', 'others'],
      rows: [
        [w('kick'), 2, 0],
        [w('high'), 1, 0],
        [w('low'), 0, 1],
        [w('jack'), 0, 3],
        [w('game'), 1, 0],
        [w('total'), 4, 4],
      ],
    },
  },
} as const satisfies RulesShape;
