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
  /** The seat count a practice table of this game starts with (one of `seatCounts`). */
  practiceSeats: number;
  /**
   * The team of `seat` at a table of `seats` with these options, known before a game starts (the lobby,
   * the create form): the same formula as the engine's `teamOf`, without loading the engine.
   */
  teamOfSeat(seat: number, seats: number, options: Readonly<Record<string, unknown>>): number;
  /** The cards the game is known by, drawn as a fan on its tile on the home page, the last on top. */
  tileCards: readonly string[];
  /** The option that says how a game is won, and what it counts: points to reach or tables to keep. */
  target: { key: string; counts: 'points' | 'tables' };
  /** The game's name in each language of the share previews (the web app has its own messages). */
  names: Readonly<Record<ShareLocale, string>>;
  /** The languages whose speakers find this game first on the home page (its players' own languages). */
  firstFor: readonly ShareLocale[];
  /**
   * The table layouts that differ in who sees what or who plays with whom (seat counts, team layouts,
   * how a hidden card is kept): the soak plays whole games at each and checks every frame for secrets.
   */
  layouts: readonly { seats: number; options: Readonly<Record<string, string | number | boolean>> }[];
}

/** A game's team of a seat before a game starts, in a module of its own (the table page loads it up front). */
export interface SeatTeams<Id extends string = string> {
  game: Id;
  teamOfSeat(seat: number, seats: number, options: Readonly<Record<string, unknown>>): number;
}

/** The languages of the share previews the Worker draws. */
export type ShareLocale = 'en' | 'ar' | 'ta' | 'bn' | 'tl' | 'ml';
