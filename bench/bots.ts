import type { Action, BaseState } from '../shared/rules/core/game.js';
import { BOTS, chooseAction, hasBots, type BotViews, type BotLevel } from '../shared/bots/index.js';
import { rulesOf, type BotGameHooks } from '../shared/bots/match.js';
import { gameById } from '../shared/rules/registry.js';
import { budgetFrom, type SearchBudget } from '../shared/bots/expert/budget.js';
import type { Bot } from '../shared/bots/bot.js';
import type { BenchTable, GameBots } from '../shared/bots/game-bots.js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { duplicate, paired, type BotOverrides, type DealResult, type Difference, type Share } from './duplicate.js';
import { report } from './playout.js';

// Standard bots against random bots: the share of games the standard team wins (against one random
// team, or against every other pair in Fifty-Six's pairs layout), and how long a standard bot takes
// to decide (its view is built first and not timed). 6 and 8 player Fifty-Six uses two teams unless
// the key says pairs. Then the expert against the standard bot on duplicate deals, with its decision
// times. BENCH_PART=standard or expert runs one part; BENCH_KEYS=baloot,all_fours.2p only those rows.
const GAMES = Number(process.env.BENCH_GAMES ?? 1000);
// deals of the duplicate comparison (each played twice, the levels' seats swapped): see duplicate.ts
const DEALS = Number(process.env.BENCH_DEALS ?? 200);
// deals of the expert's duplicate comparison: an expert decision takes milliseconds, not microseconds
const EXPERT_DEALS = Number(process.env.BENCH_EXPERT_DEALS ?? 100);
// BENCH_PART=paired: an expert searching within BENCH_CANDIDATE (JSON, e.g. {"plays":64000,"most":240})
// against one within BENCH_BASELINE (default: the shipped budget), each against standard on the same deals
const PART = process.env.BENCH_PART ?? 'all';
const KEYS = process.env.BENCH_KEYS ? new Set(process.env.BENCH_KEYS.split(',')) : null;

interface Config {
  key: string;
  game: string;
  seats: number;
  options?: Record<string, unknown>;
  /** The teams of the table: seats of each team, in team order. */
  teams: number[][];
}

const alternate = (seats: number): number[][] => [0, 1].map((t) => [...Array(seats).keys()].filter((s) => s % 2 === t));
const pairs = (seats: number): number[][] => [...Array(seats / 2).keys()].map((t) => [t, t + seats / 2]);
const TEAMS: Record<BenchTable['teams'], (seats: number) => number[][]> = { alternate, pairs, alone: (seats) => [...Array(seats).keys()].map((s) => [s]) };

// The expert against the standard bot plays the games' bench tables, some shortened (Fifty-Six to 4
// tables a team instead of 12: see its bots' settings). BENCH_FS_TABLES=12 plays the game's own length
// (its default option); the row keys then say so.
const FS_TABLES = Number(process.env.BENCH_FS_TABLES ?? 4);

// each game's bench tables, as its bots' settings list them
function configsOf(part: 'standard' | 'expert'): Config[] {
  return Object.values(BOTS).flatMap((bots: Pick<GameBots, 'game' | 'bench'>) =>
    bots.bench[part].map(({ key, seats, options, teams, length }) => {
      const lengthened = length !== undefined && FS_TABLES !== 4;
      return {
        key: lengthened ? `${key}.${length}${FS_TABLES}` : key,
        game: bots.game,
        seats,
        ...(options ? { options: lengthened ? { ...options, [length]: FS_TABLES } : options } : {}),
        teams: TEAMS[teams](seats),
      };
    }),
  );
}
const CONFIGS = configsOf('standard');
const EXPERT_CONFIGS = configsOf('expert');

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function run(config: Config & { game: keyof BotViews }): void {
  const rules = rulesOf(config.game);
  const times: number[] = [];
  let won = 0;
  let ahead = 0;
  let hands = 0;
  const started = performance.now();
  for (let g = 0; g < GAMES; g++) {
    // the standard team changes every game so seat order and the first deal favour nobody
    const standardTeam = g % config.teams.length;
    const levels: BotLevel[] = [];
    config.teams.forEach((seats, team) => seats.forEach((s) => (levels[s] = team === standardTeam ? 'standard' : 'random')));
    const setup = rules.setup({ seats: config.seats, seed: `bench-${g}`, options: config.options });
    if (!setup.ok) throw new Error(setup.error.message);
    let state: BaseState = setup.state;
    while (rules.outcome(state) === null) {
      const seat = rules.toAct(state)[0];
      const view = rules.view(state, seat) as BotViews[typeof config.game];
      const t0 = performance.now();
      const action = chooseAction(config.game, view, levels[seat], `bench-${g}`);
      if (levels[seat] === 'standard') times.push(performance.now() - t0);
      const result = rules.apply(state, seat, action);
      if (!result.ok) throw new Error(`${config.key} game ${g}: ${JSON.stringify(action)} refused: ${result.error.message}`);
      for (const event of result.events) if (event.type === 'handScored') hands++;
      state = result.state;
    }
    const outcome = rules.outcome(state)!;
    if (config.teams[standardTeam].includes(outcome.winners[0])) won++;
    // every seat alone (Twenty-Eight at 3): how many random seats the standard seat ends ahead of, ties half
    if (config.teams.length > 2) {
      for (let team = 0; team < config.teams.length; team++) {
        if (team === standardTeam) continue;
        const diff = outcome.score[standardTeam] - outcome.score[team];
        ahead += diff > 0 ? 1 : diff === 0 ? 0.5 : 0;
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(times).sort();
  report(`${config.key}.standard_vs_random_won`, (100 * won) / GAMES, '%', `${won} of ${GAMES} games`);
  if (config.teams.length > 2) {
    const pairs = GAMES * (config.teams.length - 1);
    report(`${config.key}.standard_ahead_of_random`, (100 * ahead) / pairs, '%', `of ${pairs} standard-random pairs, ties half`);
  }
  report(`${config.key}.decision_p50_ms`, percentile(sorted, 0.5), 'ms');
  report(`${config.key}.decision_p99_ms`, percentile(sorted, 0.99), 'ms');
  report(`${config.key}.decision_max_ms`, sorted[sorted.length - 1], 'ms');
  report(`${config.key}.hands_per_game`, hands / GAMES, 'hands');
  report(`${config.key}.games_per_s`, GAMES / seconds, 'games/s');
  if (config.teams.length !== 2) return;
  const { games, points, tables } = duplicate({ ...config, teams: config.teams as [number[], number[]] }, 'standard', 'random', DEALS, `dup-${config.key}`);
  report(`${config.key}.dup_standard_vs_random_games`, 100 * games.share, '%', ci(games));
  report(`${config.key}.dup_standard_vs_random_points`, 100 * points.share, '%', ci(points));
}

function ci(s: Share): string {
  return `95% CI ${(100 * s.low).toFixed(1)}–${(100 * s.high).toFixed(1)} %, ${s.deals} deals × 2`;
}

// Times of the expert's decisions: wall clock, and the process's CPU time, which other processes on
// a loaded machine do not inflate (it is what one core spends on the decision).
function expertTimer(): { hooks: BotGameHooks; wall: number[]; cpu: number[] } {
  const wall: number[] = [];
  const cpu: number[] = [];
  const hooks: BotGameHooks = {
    decide(level, decide) {
      if (level !== 'expert') return decide();
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const action = decide();
      const c = process.cpuUsage(c0);
      wall.push(performance.now() - t0);
      cpu.push((c.user + c.system) / 1000);
      return action;
    },
  };
  return { hooks, wall, cpu };
}

function reportTimes(prefix: string, timer: { wall: number[]; cpu: number[] }): void {
  if (timer.wall.length === 0) return; // every deal's results were saved from an earlier run
  const wall = Float64Array.from(timer.wall).sort();
  const cpu = Float64Array.from(timer.cpu).sort();
  report(`${prefix}.decision_p50_ms`, percentile(wall, 0.5), 'ms');
  report(`${prefix}.decision_p99_ms`, percentile(wall, 0.99), 'ms');
  report(`${prefix}.decision_max_ms`, wall[wall.length - 1], 'ms', `${wall.length} decisions`);
  report(`${prefix}.decision_cpu_p50_ms`, percentile(cpu, 0.5), 'ms');
  report(`${prefix}.decision_cpu_p99_ms`, percentile(cpu, 0.99), 'ms');
  report(`${prefix}.decision_cpu_max_ms`, cpu[cpu.length - 1], 'ms');
}

// The expert's team against a standard team on duplicate deals, and the expert's decision times.
function runExpert(config: Config & { game: keyof BotViews }): void {
  const timer = expertTimer();
  const table = { ...config, teams: config.teams as [number[], number[]] };
  // BENCH_CANDIDATE set: that budget's expert alone (the shipped one's figures on these deals are known)
  const json = process.env.BENCH_CANDIDATE;
  const bots = (json ? { expert: expertWith(config, json).bot } : {}) as BotOverrides;
  if (json) console.log(`  ${config.key}: expert searching within ${JSON.stringify(expertWith(config, json).budget)}`);
  const { games, points, tables } = duplicate(table, 'expert', 'standard', EXPERT_DEALS, `expert-${config.key}`, timer.hooks, bots);
  report(`${config.key}.dup_expert_vs_standard_games`, 100 * games.share, '%', ci(games));
  report(`${config.key}.dup_expert_vs_standard_points`, 100 * points.share, '%', ci(points));
  if (tables) report(`${config.key}.dup_expert_vs_standard_tables`, 100 * tables.share, '%', ci(tables));
  reportTimes(`${config.key}.expert`, timer);
}

function dif(d: Difference): string {
  return `95% CI ${(100 * d.low).toFixed(1)} to ${(100 * d.high).toFixed(1)} points, ${d.deals} deals × 2 × 2`;
}

// The game's expert with a search budget, and the budget it ships with at this table.
function expertWith(config: Config & { game: keyof BotViews }, json: string | undefined): { bot: Bot<never>; budget: SearchBudget } {
  // any game's search: its budget is handed back to the same game's expert
  const search = BOTS[config.game].search as unknown as GameBots<string, never>['search'];
  const shipped = search.budget(config.seats);
  const budget = json ? budgetFrom(json, shipped) : shipped;
  return { bot: search.expertWith(budget) as Bot<never>, budget };
}

// Two budgets of the expert, each against standard on the same duplicate deals: the per-deal difference.
function runPaired(config: Config & { game: keyof BotViews }): void {
  const candidate = expertWith(config, process.env.BENCH_CANDIDATE);
  const baseline = expertWith(config, process.env.BENCH_BASELINE);
  console.log(`  ${config.key}: candidate ${JSON.stringify(candidate.budget)} against baseline ${JSON.stringify(baseline.budget)}`);
  const timers = { candidate: expertTimer(), baseline: expertTimer() };
  const bots = { candidate: { expert: candidate.bot } as BotOverrides, baseline: { expert: baseline.bot } as BotOverrides };
  const table = { ...config, teams: config.teams as [number[], number[]] };
  const hooks = { candidate: timers.candidate.hooks, baseline: timers.baseline.hooks };
  const saved = loadSaved(config, baseline.budget);
  const result = paired(table, 'expert', 'standard', bots, EXPERT_DEALS, `expert-${config.key}`, hooks, saved.deals);
  saved.store();
  for (const side of ['candidate', 'baseline'] as const) {
    const r = result[side];
    report(`${config.key}.paired.${side}_games`, 100 * r.games.share, '%', ci(r.games));
    report(`${config.key}.paired.${side}_points`, 100 * r.points.share, '%', ci(r.points));
    if (r.tables) report(`${config.key}.paired.${side}_tables`, 100 * r.tables.share, '%', ci(r.tables));
    reportTimes(`${config.key}.paired.${side}`, timers[side]);
  }
  report(`${config.key}.paired.games_gain`, 100 * result.games.mean, 'points', dif(result.games));
  report(`${config.key}.paired.points_gain`, 100 * result.points.mean, 'points', dif(result.points));
  if (result.tables) report(`${config.key}.paired.tables_gain`, 100 * result.tables.mean, 'points', dif(result.tables));
}

// BENCH_SAVED=<file>: the baseline's per-deal results kept between paired runs (keyed by row and
// budget), since the same settings on the same seed always play the same games; its decision times
// then cover only the deals played in this run.
function loadSaved(config: Config, budget: SearchBudget): { deals: Map<string, DealResult>; store(): void } {
  const file = process.env.BENCH_SAVED;
  const key = `${config.key} ${JSON.stringify(budget)}`;
  const all: Record<string, Record<string, DealResult>> = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const deals = new Map(Object.entries(all[key] ?? {}));
  return {
    deals,
    store() {
      if (!file) return;
      all[key] = Object.fromEntries(deals);
      writeFileSync(file, JSON.stringify(all));
    },
  };
}

function runnable(config: Config): config is Config & { game: keyof BotViews } {
  if (KEYS && !KEYS.has(config.key)) return false;
  if (gameById(config.game) && hasBots(config.game)) return true;
  console.log(`  ${config.key}: no rules or bots yet`);
  return false;
}

if (PART === 'all' || PART === 'standard') {
  console.log(`Bots: ${GAMES} games per game and player count, a standard team against a random team (Node ${process.version})`);
  for (const config of CONFIGS) if (runnable(config)) run(config);
}
if (PART === 'paired') {
  console.log(`Expert budgets, candidate against baseline: ${EXPERT_DEALS} duplicate deals per row, each against standard`);
  for (const config of EXPERT_CONFIGS) if (runnable(config)) runPaired(config);
}
if (PART === 'all' || PART === 'expert') {
  console.log(`Expert against standard: ${EXPERT_DEALS} duplicate deals per row, each played twice with the teams' seats swapped`);
  for (const config of EXPERT_CONFIGS) if (runnable(config)) runExpert(config);
}
