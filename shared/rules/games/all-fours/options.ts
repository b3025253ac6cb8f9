import type { OptionSpec, Options } from '../../core/options.js';

/** [AF-7] The table settings of All Fours, default first. */
export const OPTIONS: readonly OptionSpec[] = [
  { key: 'target', rule: 'AF-5.2', positiveInt: true, default: 14, suggested: [14, 7] },
  { key: 'kicks', rule: 'AF-1.3', values: ['trinidad', 'tobago'], default: 'trinidad' },
  { key: 'gamePoints', rule: 'AF-4.4', positiveInt: true, default: 1, suggested: [1, 2] },
  { key: 'hangJack', rule: 'AF-4.3', positiveInt: true, default: 3, suggested: [3, 1] },
  { key: 'gameTie', rule: 'AF-4.4', values: ['nobody', 'nonDealer'], default: 'nobody' },
  { key: 'noUndertrump', rule: 'AF-3.3', values: [false, true], default: false },
  { key: 'exposedCards', rule: 'AF-6.1', values: [false, true], default: false },
];

// the core option spec has no "one of these numbers" form, so the numeric choices are checked here
const NUMBER_CHOICES: Record<string, readonly number[]> = { gamePoints: [1, 2], hangJack: [3, 1] };

/** Why resolved options break the table's numeric choices (gamePoints 1|2, hangJack 3|1), or null. */
export function checkNumberChoices(options: Options): string | null {
  for (const [key, allowed] of Object.entries(NUMBER_CHOICES)) {
    if (!allowed.includes(options[key] as number)) return `option "${key}" must be one of ${allowed.join(' | ')}`;
  }
  return null;
}
