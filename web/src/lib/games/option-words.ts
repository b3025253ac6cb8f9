import type { GameId } from '../../../../shared/rules/manifests.js';
import type { OptionSpec } from '../../../../shared/rules/core/options.js';
import { OPTION_WORDS as allFours } from './all-fours/option-words.js';
import { OPTION_WORDS as baloot } from './baloot/option-words.js';
import { OPTION_WORDS as fiftySix } from './fifty-six/option-words.js';
import type { GameOptionWords, OptionGroup, OptionWords } from './option-kinds.js';

export type { GameOptionWords, OptionGroup, OptionWords, Words } from './option-kinds.js';

// every game's option words, one line per game keyed by its own id (a game missing here fails the typecheck)
const GAMES: { readonly [G in GameId]: GameOptionWords<G> } = {
  [baloot.game]: baloot,
  [fiftySix.game]: fiftySix,
  [allFours.game]: allFours,
};

/** The words of every rule option of every game, by game id and option key. */
export const OPTION_WORDS = byGame((game) => game.words);

/** Each game's options in groups: teams and cards, bidding, play, scoring, winning. */
export const OPTION_GROUPS = byGame((game) => game.groups);

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
