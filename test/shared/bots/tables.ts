import { hasBots, type BotGame, type BotLevel } from '../../../shared/bots/index.js';
import { gameById } from '../../../shared/rules/registry.js';

/** One table the bot tests play at: a game, its player count and options, and its teams' seats. */
export interface BotTable {
  label: string;
  game: BotGame;
  seats: number;
  options?: Record<string, unknown>;
  teams: number[][];
}

/**
 * The least share of games a standard team must win against random teams in the test: All Fours
 * hands much of its score by the deal (kicks, High, Low): its standard team wins about 80% of 1,000
 * games, and the bar leaves room for a 100-game sample.
 */
export const MIN_WIN: Record<string, number> = { baloot: 0.9, 'fifty-six': 0.9, 'all-fours': 0.7 };

const alternate = (seats: number): number[][] => [0, 1].map((t) => [...Array(seats).keys()].filter((s) => s % 2 === t));
const pairs = (seats: number): number[][] => [...Array(seats / 2).keys()].map((t) => [t, t + seats / 2]);

const ALL: (Omit<BotTable, 'game'> & { game: string })[] = [
  { label: 'baloot', game: 'baloot', seats: 4, teams: alternate(4) },
  {
    label: 'baloot saudi options',
    game: 'baloot',
    seats: 4,
    options: { trumpObligation: 'saudi', lock: 'doublerChooses', firstLead: 'dealerRight', sunRaises: 'doubleOnly' },
    teams: alternate(4),
  },
  // Fifty-Six with 4 tables a team instead of 12 keeps the tests quick; teams still go out [FS-5.4]
  { label: 'fifty-six 4p', game: 'fifty-six', seats: 4, options: { tables: 4 }, teams: alternate(4) },
  { label: 'fifty-six 6p pairs', game: 'fifty-six', seats: 6, options: { tables: 4 }, teams: pairs(6) },
  { label: 'fifty-six 8p pairs', game: 'fifty-six', seats: 8, options: { tables: 4 }, teams: pairs(8) },
  { label: 'fifty-six 6p two teams', game: 'fifty-six', seats: 6, options: { teams: 'two', tables: 4 }, teams: alternate(6) },
  { label: 'fifty-six 8p two teams', game: 'fifty-six', seats: 8, options: { teams: 'two', tables: 4 }, teams: alternate(8) },
  {
    label: 'fifty-six 4p with options',
    game: 'fifty-six',
    seats: 4,
    options: { shortPack4: true, doubling: 'addTables', passIsFinal: true, noTrumpLeadUntilBroken: true, tables: 6 },
    teams: alternate(4),
  },
  { label: 'all-fours 2p', game: 'all-fours', seats: 2, teams: [[0], [1]] },
  { label: 'all-fours 4p', game: 'all-fours', seats: 4, teams: alternate(4) },
  {
    label: 'all-fours 4p with options',
    game: 'all-fours',
    seats: 4,
    options: { noUndertrump: true, exposedCards: true, kicks: 'tobago', gameTie: 'nonDealer', target: 7 },
    teams: alternate(4),
  },
];

/** Every table whose game has both rules and bots today. */
export const TABLES: BotTable[] = ALL.filter((t) => gameById(t.game) && hasBots(t.game)) as BotTable[];

/** Seat levels with one team standard and every other team random. */
export function standardTeam(table: BotTable, team: number): BotLevel[] {
  const levels: BotLevel[] = [];
  table.teams.forEach((seats, t) => seats.forEach((s) => (levels[s] = t === team ? 'standard' : 'random')));
  return levels;
}

/** Seat levels for game number `g`: all standard, or one team standard and the rest random, in turn. */
export function levelsFor(table: BotTable, g: number): BotLevel[] {
  const mix = g % (table.teams.length + 1);
  return mix === 0 ? Array(table.seats).fill('standard') : standardTeam(table, mix - 1);
}
