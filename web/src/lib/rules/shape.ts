import type { GameId } from '../../../../shared/rules/manifests.js';

// The rules pages' language-free part: which sections each game's page has, in order, the tables of
// card order, card points and scores (the numbers, checked against the engine by
// test/web/rules-text.test.ts), and the words every language gives for them (rules/text/<locale>.ts).

/** A word of the rules' tables: a column head or a row's name. */
export type RulesWord =
  | 'card' | 'points' | 'project' | 'sun' | 'hokum' | 'sira' | 'fifty' | 'hundred' | 'fourHundred' | 'baloot'
  | 'declarers' | 'defenders' | 'abnat' | 'gamePoints' | 'projects' | 'total' | 'scored'
  | 'bid' | 'made' | 'failed' | 'bidders' | 'others' | 'pointsTaken' | 'tablesBefore' | 'tablesAfter'
  | 'counting' | 'kick' | 'dealerTeam' | 'high' | 'low' | 'jack' | 'game' | 'usual';

/** A cell: a number, a card's rank code (`T` is shown as 10), other text shown as it is, or a word. */
export type Cell = number | string | { word: RulesWord };

/** A table of the rules: column heads (null: an empty corner) and rows. */
export interface RulesTable {
  head: (RulesWord | null)[];
  rows: Cell[][];
}

const w = (word: RulesWord): Cell => ({ word });

/** Every table of the rules by id. */
export const TABLES = {
  // [BAL-1.4][BAL-7.1] Sun, and the plain suits in Hokum: order high to low and card points (abnat)
  'bal-sun': { head: ['card', 'points'], rows: [['A', 11], ['T', 10], ['K', 4], ['Q', 3], ['J', 2], ['9', 0], ['8', 0], ['7', 0]] },
  // [BAL-1.4][BAL-7.1] the trump suit in Hokum
  'bal-hokum': { head: ['card', 'points'], rows: [['J', 20], ['9', 14], ['A', 11], ['T', 10], ['K', 4], ['Q', 3], ['8', 0], ['7', 0]] },
  // [BAL-6.5] projects in game points
  'bal-projects': {
    head: ['project', 'sun', 'hokum'],
    rows: [[w('sira'), 4, 2], [w('fifty'), 10, 5], [w('hundred'), 20, 10], [w('fourHundred'), 40, '–'], [w('baloot'), '–', 2]],
  },
  // [BAL-7.2]-[BAL-7.4] a Hokum hand made: the declarer's team holds a Sira
  'bal-made': {
    head: [null, 'declarers', 'defenders'],
    rows: [[w('abnat'), 96, 66], [w('gamePoints'), 10, 7], [w('projects'), 2, 0], [w('total'), 12, 7], [w('scored'), 12, 7]],
  },
  // [BAL-7.5] the same contract failed
  'bal-failed': {
    head: [null, 'declarers', 'defenders'],
    rows: [[w('abnat'), 60, 102], [w('gamePoints'), 6, 10], [w('projects'), 2, 0], [w('total'), 8, 10], [w('scored'), 0, 18]],
  },
  // [FS-2.4] order high to low and points; the 8 and 7 only with 8 players
  'fs-cards': { head: ['card', 'points'], rows: [['J', 3], ['9', 2], ['A', 1], ['T', 1], ['K', 0], ['Q', 0], ['8', 0], ['7', 0]] },
  // [FS-5.2] tables per other team
  'fs-tables': { head: ['bid', 'made', 'failed'], rows: [['28–39', 1, 2], ['40–47', 2, 3], ['48–55', 3, 4], ['56', 4, 5]] },
  // [FS-5.1][FS-5.2] 4 players, a bid of 40 made with 43
  'fs-example': {
    head: [null, 'bidders', 'others'],
    rows: [[w('pointsTaken'), 43, 13], [w('tablesBefore'), 12, 12], [w('tablesAfter'), 14, 10]],
  },
  // [AF-4.4] counting points towards Game and [AF-1.3] kick points, by rank high to low
  'af-cards': {
    head: ['card', 'counting', 'kick'],
    rows: [['A', 4, 1], ['K', 3, 0], ['Q', 2, 0], ['J', 1, 3], ['T', 10, 0], ['9', 0, 0], ['8', 0, 0], ['7', 0, 0], ['6', 0, 2], ['5', 0, 0], ['4', 0, 0], ['3', 0, 0], ['2', 0, 0]],
  },
  // [AF-5.1] a hand: a Six kicked, High, Low, a hanged Jack, Game
  'af-example': {
    head: [null, 'dealerTeam', 'others'],
    rows: [[w('kick'), 2, 0], [w('high'), 1, 0], [w('low'), 0, 1], [w('jack'), 0, 3], [w('game'), 1, 0], [w('total'), 4, 4]],
  },
} as const satisfies Record<string, RulesTable>;

/** The id of a table of the rules. */
export type TableId = keyof typeof TABLES;

/** A section of a game's rules page: its id and the tables shown after its text. */
export interface SectionShape {
  id: string;
  tables: TableId[];
}

/** The sections of each game's rules page, in order; `options` is drawn from the game's option words. */
export const SECTIONS = {
  baloot: [
    { id: 'cards', tables: ['bal-sun', 'bal-hokum'] },
    { id: 'deal', tables: [] },
    { id: 'bidding', tables: [] },
    { id: 'raising', tables: [] },
    { id: 'play', tables: [] },
    { id: 'projects', tables: ['bal-projects'] },
    { id: 'scoring', tables: [] },
    { id: 'example', tables: ['bal-made', 'bal-failed'] },
    { id: 'options', tables: [] },
  ],
  'fifty-six': [
    { id: 'cards', tables: ['fs-cards'] },
    { id: 'deal', tables: [] },
    { id: 'bidding', tables: [] },
    { id: 'play', tables: [] },
    { id: 'scoring', tables: ['fs-tables'] },
    { id: 'example', tables: ['fs-example'] },
    { id: 'options', tables: [] },
  ],
  'all-fours': [
    { id: 'cards', tables: ['af-cards'] },
    { id: 'deal', tables: [] },
    { id: 'begging', tables: [] },
    { id: 'play', tables: [] },
    { id: 'scoring', tables: [] },
    { id: 'example', tables: ['af-example'] },
    { id: 'options', tables: [] },
  ],
} as const satisfies Record<GameId, readonly SectionShape[]>;

type SectionId<G extends GameId> = (typeof SECTIONS)[G][number]['id'];

/** One section in one language: its title and its paragraphs. */
export interface SectionText {
  title: string;
  points: string[];
}

/** A game's rules in one language: every section of its shape. */
export type GameRules<G extends GameId> = Record<SectionId<G>, SectionText>;

/** The rules of every game in one language, the tables' words and captions. */
export interface RulesText {
  games: { [G in GameId]: GameRules<G> };
  words: Record<RulesWord, string>;
  captions: Record<TableId, string>;
}

/** A rank code as the cards show it (`T` is 10). */
export function rankLabel(rank: string): string {
  return rank === 'T' ? '10' : rank;
}
