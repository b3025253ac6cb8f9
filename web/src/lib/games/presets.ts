import type { GameMeta } from '$shared/rules/core/meta.js';
import type { GameId } from '$shared/rules/manifests.js';
import { m } from '../paraglide/messages.js';
import { PRESET_HELP, PRESET_WORDS } from './option-words.js';

// Presets themselves live in each game's manifest (shared/rules/games/<id>/meta.ts); their names in
// the game's option words (web/src/lib/games/<id>/option-words.ts), the rules as written here.

/** A preset's name in the current language (its id if it has none yet). */
export function presetLabel(game: GameId, id: string): string {
  if (id === 'default') return m.preset_default();
  return PRESET_WORDS[game]?.[id]?.() ?? id;
}

/** A line saying what a preset is: the rules as written, one's own choice (`custom`), or what a named one changes. */
export function presetHelp(game: GameId, id: string): string {
  if (id === 'default') return m.preset_default_help();
  if (id === 'custom') return m.preset_custom_help();
  return PRESET_HELP[game]?.[id]?.() ?? '';
}

/** The preset of `game` whose options equal `options` (missing keys count as their defaults), or 'custom'. */
export function presetOf(game: GameMeta, options: Record<string, string | number | boolean>): string {
  const value = (source: Readonly<Record<string, unknown>>, key: string, fallback: unknown) => source[key] ?? fallback;
  const same = (preset: GameMeta['presets'][number]) =>
    game.options.every((spec) => value(options, spec.key, spec.default) === value(preset.options, spec.key, spec.default));
  return game.presets.find(same)?.id ?? 'custom';
}
