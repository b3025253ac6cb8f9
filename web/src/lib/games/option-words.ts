import type { GameId } from '$shared/rules/manifests.js';
import type { OptionSpec } from '$shared/rules/core/options.js';
import type { GameOptionWords, OptionGroup, OptionWords } from './option-kinds.js';
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
