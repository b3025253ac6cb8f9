import type { OptionSpec } from '../../core/options.js';

/** [AF-7] The table settings of All Fours, default first. */
export const OPTIONS: readonly OptionSpec[] = [
  // a game to 14 lasts about five hands; 50 is several games' worth
  { key: 'target', rule: 'AF-5.2', positiveInt: true, max: 50, default: 14, suggested: [14, 7] },
  { key: 'kicks', rule: 'AF-1.3', values: ['trinidad', 'tobago'], default: 'trinidad' },
  { key: 'gamePoints', rule: 'AF-4.4', values: [1, 2], default: 1 },
  { key: 'hangJack', rule: 'AF-4.3', values: [3, 1], default: 3 },
  { key: 'gameTie', rule: 'AF-4.4', values: ['nobody', 'nonDealer'], default: 'nobody' },
  { key: 'noUndertrump', rule: 'AF-3.3', values: [false, true], default: false },
  { key: 'exposedCards', rule: 'AF-6.1', values: [false, true], default: false },
  // the league packs [AF-10]: how strictly following is enforced, what a called renege costs
  { key: 'followSuit', rule: 'AF-10.1', values: ['enforced', 'trumpOnly', 'open'], default: 'enforced' },
  { key: 'renege', rule: 'AF-10.2', values: ['free', 'one', 'trumpBullseye', 'bullseye'], default: 'free' },
  { key: 'giveOneNeedsTrump', rule: 'AF-10.3', values: [false, true], default: false },
  { key: 'matchGames', rule: 'AF-10.4', values: [1, 3], default: 1 },
];
