import type { GameMeta } from '$shared/rules/core/meta.js';
import type { GameId } from '$shared/rules/manifests.js';
import type { OptionSpec } from '$shared/rules/core/options.js';
import type { GameOptionWords, OptionGroup, OptionWords } from './option-kinds.js';
import { m } from '../paraglide/messages.js';
import { byGameFolder } from './plug-ins.js';

export type { GameOptionWords, OptionGroup, OptionWords, Words } from './option-kinds.js';

// every game's option words (its folder's option-words.ts): the home and rules pages only
const GAMES = byGameFolder<{ readonly [G in GameId]: GameOptionWords<G> }>(import.meta.glob('./*/option-words.ts', { eager: true, import: 'OPTION_WORDS' }));

/** The words of every rule option of every game, by game id and option key. */
export const OPTION_WORDS = byGame((game) => game.words);

/** Each game's options in groups: teams and cards, bidding, play, scoring, winning. */
export const OPTION_GROUPS = byGame((game) => game.groups);

/** The names of each game's presets other than `default`. */
export const PRESET_WORDS = byGame((game) => game.presets);

/** What each game's presets other than `default` change, in a line. */
export const PRESET_HELP = byGame((game) => game.presetHelp);

function byGame<T>(part: (game: GameOptionWords) => T): Record<GameId, T> {
  return Object.fromEntries(Object.values(GAMES).map((game) => [game.game, part(game)])) as Record<GameId, T>;
}

/** A game's option specs in their groups; an option missing from the groups comes last on its own. */
export function groupedOptions(game: GameId, specs: readonly OptionSpec[]): { title: string; specs: OptionSpec[] }[] {
  const groups = OPTION_GROUPS[game] ?? [];
  const placed = new Set(groups.flatMap((g) => g.keys));
  const result = groups
    .map((group) => ({ title: group.title(), specs: group.keys.flatMap((key) => specs.filter((s) => s.key === key)) }))
    .filter((group) => group.specs.length > 0);
  const rest = specs.filter((s) => !placed.has(s.key));
  if (rest.length > 0) result.push({ title: '', specs: rest });
  return result;
}

/** An option's label in the current language (its key if it has no words). */
export function optionLabel(game: GameId, key: string): string {
  return OPTION_WORDS[game]?.[key]?.label() ?? key;
}

/** An option's one-line explanation in the current language, or ''. */
export function optionHelp(game: GameId, key: string): string {
  return OPTION_WORDS[game]?.[key]?.help() ?? '';
}

/** The readable name of an option's value (numbers as they are). */
export function valueLabel(game: GameId, key: string, value: string | number | boolean): string {
  return OPTION_WORDS[game]?.[key]?.values?.[String(value)]?.() ?? String(value);
}

// Presets themselves live in each game's manifest (shared/rules/games/<id>/meta.ts); their names and
// what they change in the game's option words (web/src/lib/games/<id>/option-words.ts), the rules as
// written here. (Here, not in a module of their own: the home page and the lobby share this module's
// chunk, which the table page does not load up front.)

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
