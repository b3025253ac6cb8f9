import type { OptionSpec } from '../../core/options.js';

/** [TN-9] The table settings of Twenty-Nine, default first. */
export const OPTIONS: readonly OptionSpec[] = [
  { key: 'direction', rule: 'TN-9', values: ['counterclockwise', 'clockwise'], default: 'counterclockwise' },
  { key: 'lastTrick', rule: 'TN-1.1', values: [1, 0], default: 1 },
  { key: 'annul', rule: 'TN-1.4', values: ['standard', 'off'], default: 'standard' },
  { key: 'minBid', rule: 'TN-2.1', values: [16, 15, 17], default: 16 },
  { key: 'bidding', rule: 'TN-2.3', values: ['open', 'hold'], default: 'open' },
  { key: 'indicator', rule: 'TN-3.1', values: ['spare', 'handCard'], default: 'spare' },
  { key: 'seventhCard', rule: 'TN-3.2', values: [true, false], default: true },
  { key: 'noTrump', rule: 'TN-3.3', values: [false, true], default: false },
  { key: 'noTrumpReversed', rule: 'TN-3.3', values: [false, true], default: false, needs: { key: 'noTrump', value: true } },
  { key: 'askerMustTrump', rule: 'TN-4.3', values: [true, false], default: true },
  // "any number": a whole number of game points from 1 to 12 (twice the usual match)
  { key: 'singleHand', rule: 'TN-6.2', values: [3, 'off', 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12], default: 3 },
  { key: 'doubling', rule: 'TN-7.1', values: [true, false], default: true },
  { key: 'fullSet', rule: 'TN-7.2', values: [false, true], default: false, needs: { key: 'doubling', value: true } },
  { key: 'allTricks', rule: 'TN-8.2', values: [false, true], default: false },
  { key: 'target', rule: 'TN-8.3', positiveInt: true, max: 30, default: 6, suggested: [6, 3, 12] },
];
