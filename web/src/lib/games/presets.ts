import type { OptionSpec } from '../../../../shared/rules/core/options.js';
import { m } from '../paraglide/messages.js';

/** A named set of rule options for a game ("rules as written" is always the empty set: the defaults). */
export interface Preset {
  id: string;
  label: () => string;
  options: Record<string, string | number | boolean>;
}

/** Each game's presets, first the rules as written. */
export const PRESETS: Record<string, Preset[]> = {
  baloot: [
    { id: 'default', label: m.preset_default, options: {} },
    {
      id: 'saudi',
      label: m.preset_saudi,
      options: { trumpObligation: 'saudi', sunRaises: 'doubleOnly', doubledScoring: 'winnerTakesAll', kaboot: 'standard', hokumSum16: true },
    },
  ],
  'fifty-six': [
    { id: 'default', label: m.preset_default, options: {} },
    { id: 'kerala', label: m.preset_kerala, options: { teams: 'two' } },
    { id: 'international', label: m.preset_international, options: { teams: 'two', doubling: 'addTables' } },
  ],
  'all-fours': [
    { id: 'default', label: m.preset_default, options: {} },
    { id: 'tobago', label: m.preset_tobago, options: { kicks: 'tobago' } },
    { id: 'tournament', label: m.preset_tournament, options: { gamePoints: 2 } },
  ],
};

/** The preset whose options equal `options` (missing keys count as their defaults), or 'custom'. */
export function presetOf(game: string, specs: readonly OptionSpec[], options: Record<string, string | number | boolean>): string {
  const same = (preset: Preset) => specs.every((spec) => (options[spec.key] ?? spec.default) === (preset.options[spec.key] ?? spec.default));
  return PRESETS[game]?.find(same)?.id ?? 'custom';
}
