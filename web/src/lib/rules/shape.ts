// The rules pages' shape, the same for every game: each game's page is its folder's rules/shape.ts
// (its sections in order and its tables: card order, card points, scores, whose numbers
// test/web/rules-text.test.ts checks against the engine) and the words each language gives them
// (rules/<locale>.ts beside it).

/** A word of a game's rules tables: a column head or a row's name (the game's own words, in its texts). */
export type RulesWord = string;

/** A cell: a number, a card's rank code (`T` is shown as 10), other text shown as it is, or a word. */
export type Cell = number | string | { readonly word: RulesWord };

/** A table of the rules: column heads (null: an empty corner) and rows. */
export interface RulesTable {
  readonly head: readonly (RulesWord | null)[];
  readonly rows: readonly (readonly Cell[])[];
}

/** A cell that is one of the game's words (its texts must give it: RulesTextOf). */
export const word = <W extends RulesWord>(word: W): { readonly word: W } => ({ word });

/** A section of a game's rules page: its id and the tables shown after its text. */
export interface SectionShape {
  readonly id: string;
  readonly tables: readonly string[];
}

/** A game's rules page without its words: its sections in order (`options` is drawn from the game's option words, its words are messages) and its tables by id. */
export interface RulesShape {
  readonly sections: readonly SectionShape[];
  readonly tables: Readonly<Record<string, RulesTable>>;
}

/** One section in one language: its title and its paragraphs. */
export interface SectionText {
  title: string;
  points: string[];
}

// the words a shape's tables use: their heads and the word cells of their rows
type TableOf<S extends RulesShape> = S['tables'][keyof S['tables']];
type HeadsOf<T> = T extends { readonly head: readonly (infer H)[] } ? Exclude<H, null> : never;
type CellsOf<T> = T extends { readonly rows: readonly (readonly (infer C)[])[] } ? C : never;
type WordCells<C> = C extends { readonly word: infer W extends string } ? W : never;
type WordsOf<S extends RulesShape> = HeadsOf<TableOf<S>> | WordCells<CellsOf<TableOf<S>>>;

/**
 * A game's rules in one language: every section of its shape but `options` (its title and its line are
 * the same for every game: messages), the words of its tables, each table's caption.
 */
export interface RulesTextOf<S extends RulesShape> {
  sections: Record<Exclude<S['sections'][number]['id'], 'options'>, SectionText>;
  words: Record<WordsOf<S>, string>;
  captions: Record<keyof S['tables'] & string, string>;
}

/** A game's rules page in one language: its shape and its words. */
export interface GameRulesPage {
  shape: RulesShape;
  text: RulesTextOf<RulesShape>;
}

/** A rank code as the cards show it (`T` is 10). */
export function rankLabel(rank: string): string {
  return rank === 'T' ? '10' : rank;
}
