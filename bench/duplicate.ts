import { playBotGame, type BotGameHooks } from '../shared/bots/match.js';
import type { Bot } from '../shared/bots/bot.js';
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
  const { mean, low, high, deals } = differenceOf(results);
  return { share: mean, low: Math.max(0, low), high: Math.min(1, high), deals };
}

/** One deal's results for level A: its share of the two games, of the points and of the tables (null: no tables). */
export interface DealResult {
  games: number;
  points: number;
  tables: number | null;
}

// Plays deal `d` twice (A in team 0, then in team 1; the rest at level B), `bots` replacing levels' bots.
function playDeal(table: DuplicateTable, a: BotLevel, b: BotLevel, seed: string, hooks: BotGameHooks, bots: BotOverrides): DealResult {
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
    const match = { game: table.game, seats: table.seats, options: table.options, seed, levels, bots };
    const { outcome } = playBotGame(match, { ...hooks, step });
    if (table.teams[team].includes(outcome.winners[0]!)) won++;
    mine += Math.max(0, outcome.score[team] ?? 0);
    all += outcome.score.reduce((sum, s) => sum + Math.max(0, s), 0);
  }
  return { games: won / 2, points: all > 0 ? mine / all : 0.5, tables: tablesAll > 0 ? tablesMine / tablesAll : null };
}

/** Bots that replace a level's usual bot, by level (any game's view: the bench pairs each with its game). */
export type BotOverrides = Partial<Record<BotLevel, Bot<any>>>;

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
  bots: BotOverrides = {},
): { games: Share; points: Share; tables: Share | null } {
  const results: DealResult[] = [];
  for (let d = 0; d < deals; d++) results.push(playDeal(table, a, b, `${seedPrefix}-${d}`, hooks, bots));
  return summary(results);
}

/** Level A's shares over the deals played: of the games, the points and the tables (null: no tables). */
function summary(results: readonly DealResult[]): { games: Share; points: Share; tables: Share | null } {
  const tables = results.flatMap((r) => (r.tables === null ? [] : [r.tables]));
  return { games: shareOf(results.map((r) => r.games)), points: shareOf(results.map((r) => r.points)), tables: tables.length > 0 ? shareOf(tables) : null };
}

/** A mean per-deal difference with its 95% interval (not clamped). */
export interface Difference {
  mean: number;
  low: number;
  high: number;
  deals: number;
}

/** The mean of per-deal differences with a normal 95% interval. */
export function differenceOf(diffs: readonly number[]): Difference {
  const n = diffs.length;
  const mean = diffs.reduce((sum, r) => sum + r, 0) / n;
  const variance = n > 1 ? diffs.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half, deals: n };
}

/** Two settings of one level, each against the same opponents on the same deals. */
export interface PairedResult {
  candidate: { games: Share; points: Share; tables: Share | null };
  baseline: { games: Share; points: Share; tables: Share | null };
  /** Candidate less baseline, deal by deal: games, points and (Fifty-Six) tables. */
  games: Difference;
  points: Difference;
  tables: Difference | null;
}

/**
 * A paired before/after comparison: on each deal, `candidate` and then `baseline` play level A's
 * seats (both seatings) against level B, and the per-deal difference of their results is averaged.
 * The deal's luck is common to both, so a gain of a few points shows with fewer deals than two
 * separate duplicate runs would need. `saved` holds the baseline's results of deals already played, by seed.
 */
export function paired(
  table: DuplicateTable,
  a: BotLevel,
  b: BotLevel,
  bots: { candidate: BotOverrides; baseline: BotOverrides },
  deals: number,
  seedPrefix = 'dup',
  hooks: { candidate?: BotGameHooks; baseline?: BotGameHooks } = {},
  saved: Map<string, DealResult> = new Map(),
): PairedResult {
  const candidate: DealResult[] = [];
  const baseline: DealResult[] = [];
  for (let d = 0; d < deals; d++) {
    const seed = `${seedPrefix}-${d}`;
    candidate.push(playDeal(table, a, b, seed, hooks.candidate ?? {}, bots.candidate));
    // the bots are deterministic: a baseline deal already played (same settings, same seed) is not replayed
    if (!saved.has(seed)) saved.set(seed, playDeal(table, a, b, seed, hooks.baseline ?? {}, bots.baseline));
    baseline.push(saved.get(seed)!);
  }
  const both = candidate.every((r, i) => r.tables !== null && baseline[i].tables !== null);
  return {
    candidate: summary(candidate),
    baseline: summary(baseline),
    games: differenceOf(candidate.map((r, i) => r.games - baseline[i].games)),
    points: differenceOf(candidate.map((r, i) => r.points - baseline[i].points)),
    tables: both && deals > 0 ? differenceOf(candidate.map((r, i) => r.tables! - baseline[i].tables!)) : null,
  };
}
