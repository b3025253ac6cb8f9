import type { OptionSpec } from '../../core/options.js';

/** [TE-10] The player counts of Twenty-Eight: 4 in two partnerships (the game as written), 3 or 6. */
export const SEAT_COUNTS = [4, 3, 6] as const;

// [TE-7.3] the Thani's value in game points: 4, off, or another whole number (a list, so 'off' fits beside the numbers)
const THANI_VALUES: readonly (number | string)[] = [4, 'off', 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12];

/** The table settings of Twenty-Eight, default first (docs/rules/twenty-eight.md, "Options"; the seat count is the table's, not an option). */
export const OPTIONS: readonly OptionSpec[] = [
  { key: 'pointlessRedeal', rule: 'TE-1.4', values: ['opener', 'anyPlayer', 'off'], default: 'opener' },
  { key: 'partnerOvercall', rule: 'TE-2.3', values: [20, 'free'], default: 20 },
  { key: 'thani', rule: 'TE-7.3', values: THANI_VALUES, default: 4 },
  { key: 'scoring', rule: 'TE-8.2', values: ['graded', 'flat'], default: 'graded' },
  // +6 or -6 ends the usual match (the red and black Sixes); 50 is far beyond any table's patience
  { key: 'target', rule: 'TE-8.3', positiveInt: true, max: 30, default: 6, suggested: [6, 12] },
  { key: 'doubling', rule: 'TE-9.1', values: [false, true], default: false },
  { key: 'cot', rule: 'TE-9.2', values: [false, true], default: false },
  { key: 'halfCall', rule: 'TE-9.3', values: [false, true], default: false },
  { key: 'noUndertrump', rule: 'TE-9.4', values: [false, true], default: false },
];
