import type { GameId } from '$shared/rules/manifests.js';
import type { Locale } from '../paraglide/runtime.js';

/** A message of the app: the current language, or the one asked for. */
export type Words = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** What the home page says about one rule option: its label, one line on what it does, its values. */
export interface OptionWords {
  label: Words;
  help: Words;
  /** A readable name for every value of a choice (by `String(value)`); none for numbers. */
  values?: Record<string, Words>;
}

/** A titled group of a game's options, in the order the home page shows them. */
export interface OptionGroup {
  title: Words;
  keys: string[];
}

/** A game's rule options in words, by option key, and in the groups the home page shows them in. */
export interface GameOptionWords<G extends GameId = GameId> {
  game: G;
  words: Record<string, OptionWords>;
  groups: OptionGroup[];
  /** The names of the game's presets other than `default` (its manifest's `presets`), by id. */
  presets: Record<string, () => string>;
  /** A line saying what each of those presets changes, by id (the named house rules, on the create form and in the lobby). */
  presetHelp: Record<string, () => string>;
}

