import { playBotGame, type BotGameHooks } from '../shared/bots/match.js';
import type { BotGame, BotLevel } from '../shared/bots/index.js';

// Duplicate play: luck is large in card games, so two bot levels are compared on the same deals.
// Each deal is played twice with the same seed, level A in the first team's seats and then in the
// second's; the figure is A's share of the games (and of the points) over both, with a 95% confidence
// interval from the spread of the per-deal results (the two games of a deal are one paired sample).

/** A table of two teams: which game, its seats and options, and each team's seats. */
export interface DuplicateTable {
  game: BotGame;
  seats: number;
  options?: Record<string, unknown>;
  teams: [number[], number[]];
}

/** A share with its 95% confidence interval, over `deals` deals (2 × deals games). */
export interface Share {
  share: number;
  low: number;
  high: number;
  deals: number;
}

/** The mean of per-deal results in [0, 1] with a normal 95% interval (clamped to [0, 1]). */
export function shareOf(results: readonly number[]): Share {
  const n = results.length;
  const mean = results.reduce((sum, r) => sum + r, 0) / n;
  const variance = n > 1 ? results.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { share: mean, low: Math.max(0, mean - half), high: Math.min(1, mean + half), deals: n };
}

/**
 * Plays `deals` deals twice each (A in team 0, then A in team 1; the rest at level B), and returns
 * A's share of the games won and of the points scored (each team's final score, as the game keeps it),
 * and for Fifty-Six of the tables paid over every hand (null for the other games).
 */
export function duplicate(
  table: DuplicateTable,
  a: BotLevel,
  b: BotLevel,
  deals: number,
  seedPrefix = 'dup',
  hooks: BotGameHooks = {},
): { games: Share; points: Share; tables: Share | null } {
  const games: number[] = [];
  const points: number[] = [];
  const tables: number[] = [];
  for (let d = 0; d < deals; d++) {
    let won = 0;
    let mine = 0;
    let all = 0;
    let tablesMine = 0;
    let tablesAll = 0;
    for (const team of [0, 1] as const) {
      // Fifty-Six: the tables paid hand by hand [FS-5.3], a finer measure than the games they decide
      const step: BotGameHooks['step'] = (s) => {
        hooks.step?.(s);
        for (const e of s.events) {
          const payments = (e as { payments?: { to: number; tables: number }[] }).payments;
          if (e.type !== 'handScored' || !Array.isArray(payments)) continue;
          for (const p of payments) {
            tablesAll += p.tables;
            if (p.to === team) tablesMine += p.tables;
          }
        }
      };
      const levels: BotLevel[] = [];
      table.teams.forEach((seats, t) => seats.forEach((s) => (levels[s] = t === team ? a : b)));
      const { outcome } = playBotGame({ game: table.game, seats: table.seats, options: table.options, seed: `${seedPrefix}-${d}`, levels }, { ...hooks, step });
      if (table.teams[team].includes(outcome.winners[0]!)) won++;
      mine += Math.max(0, outcome.score[team] ?? 0);
      all += outcome.score.reduce((sum, s) => sum + Math.max(0, s), 0);
    }
    games.push(won / 2);
    points.push(all > 0 ? mine / all : 0.5);
    if (tablesAll > 0) tables.push(tablesMine / tablesAll);
  }
  return { games: shareOf(games), points: shareOf(points), tables: tables.length > 0 ? shareOf(tables) : null };
}
