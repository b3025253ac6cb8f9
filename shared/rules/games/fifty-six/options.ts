import type { OptionSpec } from '../../core/options.js';

/** [FS-7] The table settings of Fifty-Six, default first. */
export const OPTIONS: readonly OptionSpec[] = [
  { key: 'teams', rule: 'FS-1.2', values: ['pairs', 'two'], default: 'pairs' },
  { key: 'doubling', rule: 'FS-5.2', values: ['multiply', 'addTables'], default: 'multiply' },
  { key: 'passIsFinal', rule: 'FS-3.1', values: [false, true], default: false },
  { key: 'noTrumpLeadUntilBroken', rule: 'FS-4.2', values: [false, true], default: false },
  // 12 tables each is the usual game; 36 is three of them
  { key: 'tables', rule: 'FS-1.3', positiveInt: true, max: 36, default: 12, suggested: [12, 6, 24] },
  { key: 'shortPack4', rule: 'FS-2.1', values: [false, true], default: false },
  // the club and app rules [FS-10]
  { key: 'match', rule: 'FS-10.1', values: ['tables', 'fixedGames'], default: 'tables' },
  { key: 'games', rule: 'FS-10.1', positiveInt: true, max: 60, default: 12, suggested: [12, 8, 4] },
  { key: 'dealPackets', rule: 'FS-10.3', values: ['single', 'four'], default: 'single' },
];
