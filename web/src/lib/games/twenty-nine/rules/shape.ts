import { type RulesShape, word as w } from '../../../rules/shape.js';

// Twenty-Nine's rules page without its words: its sections in order, and its tables of card order, card
// points and game points (the numbers, checked against the engine by test/web/rules-text-jack-nine.test.ts);
// the words of each language are beside this file (<locale>.ts).
export const SHAPE = {
  sections: [
    { id: 'cards', tables: ['tn-cards'] },
    { id: 'deal', tables: [] },
    { id: 'bidding', tables: [] },
    { id: 'trump', tables: [] },
    { id: 'play', tables: [] },
    { id: 'pair', tables: [] },
    { id: 'single', tables: [] },
    { id: 'scoring', tables: ['tn-scores'] },
    { id: 'example', tables: ['tn-example'] },
    { id: 'options', tables: [] },
  ],
  tables: {
    // [TN-1.1] order high to low and card points in every suit, and the last trick's point
    'tn-cards': {
      head: ['card', 'points'],
      rows: [['J', 3], ['9', 2], ['A', 1], ['T', 1], ['K', 0], ['Q', 0], ['8', 0], ['7', 0], [w('lastTrick'), 1]],
    },
    // [TN-8.1][TN-7.1][TN-6.2] the game points of a hand
    'tn-scores': {
      head: [null, 'made', 'failed'],
      rows: [
        [w('contract'), 1, 1],
        [w('doubled'), 2, 2],
        [w('redoubled'), 4, 4],
        [w('singleHand'), 3, 3],
      ],
    },
    // [TN-5.2][TN-8.1][TN-7.1] a bid of 20, the bidding team's Pair (target 16), doubled, made with 17
    'tn-example': {
      head: [null, 'bidders', 'others'],
      rows: [
        [w('pointsTaken'), 17, 12],
        [w('scoreBefore'), 2, 1],
        [w('scoreAfter'), 4, 1],
      ],
    },
  },
} as const satisfies RulesShape;
