import type { OptionSpec } from './options.js';

/** A named set of rule options ("default", the rules as written, is the empty set). */
export interface Preset {
  id: string;
  options: Readonly<Record<string, string | number | boolean>>;
}

/**
 * What may be known of a game without its engine (the home page reads only this): its id (= folder
 * name = URL slug), name, seat counts, option specs and presets, the rules as written first.
 */
export interface GameMeta<Id extends string = string> {
  id: Id;
  name: string;
  seatCounts: readonly number[];
  options: readonly OptionSpec[];
  presets: readonly Preset[];
  /** Whether a new table allows claims (the rest of the tricks at once, like Baloot's *sawa*) unless its host says otherwise. */
  claims: boolean;
}
