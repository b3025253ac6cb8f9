import type { GameMeta } from '../../../../shared/rules/core/meta.js';
import { m } from '../paraglide/messages.js';

// Presets themselves live in each game's manifest (shared/rules/games/<id>/meta.ts); here are their names.
const LABELS: Record<string, () => string> = {
  default: m.preset_default,
  saudi: m.preset_saudi,
  kerala: m.preset_kerala,
  international: m.preset_international,
  tobago: m.preset_tobago,
  tournament: m.preset_tournament,
};

/** A preset's name in the current language (its id if it has none yet). */
export function presetLabel(id: string): string {
  return LABELS[id]?.() ?? id;
}

/** The preset of `game` whose options equal `options` (missing keys count as their defaults), or 'custom'. */
export function presetOf(game: GameMeta, options: Record<string, string | number | boolean>): string {
  const value = (source: Readonly<Record<string, unknown>>, key: string, fallback: unknown) => source[key] ?? fallback;
  const same = (preset: GameMeta['presets'][number]) =>
    game.options.every((spec) => value(options, spec.key, spec.default) === value(preset.options, spec.key, spec.default));
  return game.presets.find(same)?.id ?? 'custom';
}
