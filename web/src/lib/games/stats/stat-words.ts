import type { StatKey } from '$shared/record/stats.js';
import { m } from '../../paraglide/messages.js';
import type { AnyGameUi } from '../types.js';

// the heading of each figure; loaded only with the game-over screen (later messages)
const WORDS: Record<StatKey, () => string> = {
  contracts: m.stat_contracts,
  made: m.stat_made,
  failed: m.stat_failed,
  points: m.stat_points,
  projects: m.bal_projects,
  kaboots: m.stat_kaboots,
  tablesWon: m.stat_tables_won,
  tablesLost: m.stat_tables_lost,
  high: m.af_high,
  low: m.af_low,
  jack: m.af_jack,
  game: m.af_game,
  hangJacks: m.stat_hang_jacks,
  jacksHung: m.stat_jacks_hung,
};

/** The name of a figure of a game's statistics, in the page's language: the game's own where it has one (Fifty-Six's card points). */
export function statWord(key: StatKey, ui: Pick<AnyGameUi, 'statWords'>): string {
  return ui.statWords[key]?.() ?? WORDS[key]();
}
