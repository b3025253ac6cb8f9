import { type RulesShape, word as w } from '../../../rules/shape.js';

// Twenty-Eight's rules page without its words: its sections in order, and its tables of card order, card
// points and game points (the numbers, checked against the engine by test/web/rules-text-jack-nine.test.ts);
// the words of each language are beside this file (<locale>.ts).
export const SHAPE = {
  sections: [
    { id: 'cards', tables: ['te-cards'] },
    { id: 'deal', tables: [] },
    { id: 'bidding', tables: [] },
    { id: 'trump', tables: [] },
    { id: 'play', tables: [] },
    { id: 'pair', tables: [] },
    { id: 'thani', tables: [] },
    { id: 'scoring', tables: ['te-scores'] },
    { id: 'example', tables: ['te-example'] },
    { id: 'sizes', tables: [] },
    { id: 'options', tables: [] },
  ],
  tables: {
    // [TE-1.1] order high to low and card points, the same in every suit, trumps too (4 players)
    'te-cards': {
      head: ['card', 'points'],
      rows: [['J', 3], ['9', 2], ['A', 1], ['T', 1], ['K', 0], ['Q', 0], ['8', 0], ['7', 0]],
    },
    // [TE-8.2] game points by the contract as bid; [TE-7.3] a Thani's
    'te-scores': {
      head: ['contract', 'made', 'failed'],
      rows: [['14–19', 1, 2], ['20–24', 2, 3], ['25–28', 3, 4], [w('thani'), 4, 4]],
    },
    // [TE-6.2][TE-8.1][TE-8.2] a contract of 24, the bidding team's Pair (target 20), made with 21
    'te-example': {
      head: [null, 'bidders', 'others'],
      rows: [
        [w('pointsTaken'), 21, 7],
        [w('scoreBefore'), 3, 1],
        [w('scoreAfter'), 5, 1],
      ],
    },
  },
} as const satisfies RulesShape;
