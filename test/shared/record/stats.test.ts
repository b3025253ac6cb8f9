import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../../shared/bots/match.js';
import { gameStats, type Tally } from '../../../shared/record/stats.js';
import { runningScore } from '../../../shared/record/running.js';
import type { BaseState } from '../../../shared/rules/core/game.js';
import type { HistoryOf } from '../../../shared/rules/registry.js';
import { gameById } from '../../../shared/rules/registry.js';
import { levelsFor, TABLES, type BotTable } from '../bots/tables.js';

// Whole seeded bot games at every table the bots play: the figures must agree with the score sheet
// and the final score, whatever the deals were. All Fours bots search, so fewer of its games.
const GAMES: Record<string, number> = { baloot: 6, 'fifty-six': 6, 'all-fours': 3 };

function played(table: BotTable, g: number) {
  const match = { game: table.game, seats: table.seats, options: table.options, seed: `stats-${g}`, levels: levelsFor(table, g) };
  const { state } = playBotGame(match);
  const rules = gameById(table.game)!;
  const teams = Array.from({ length: table.seats }, (_, seat) => rules.teamOf(state, seat));
  const history = rules.history(state);
  const view = rules.view(state, 'spectator') as { score?: number[]; tables?: number[]; options: Record<string, unknown> };
  return { state, teams, history, view, stats: gameStats(gameById(table.game)!.record, history as never, teams) };
}

const sum = (tallies: Tally[], key: keyof Tally) => tallies.reduce((n, t) => n + (t[key] ?? 0), 0);
const seatsOf = (teams: number[], team: number) => teams.flatMap((t, seat) => (t === team ? [seat] : []));

describe.each(TABLES)('the statistics of bot games at $label', (table) => {
  const games = Array.from({ length: GAMES[table.game] }, (_, g) => g);

  it.each(games)('game %i: contracts made and failed add up, by team and by seat', (g) => {
    const { stats, teams, history } = played(table, g);
    expect(stats.hands).toBe(history.length);
    stats.teams.forEach((tally, team) => {
      if (table.game === 'all-fours') {
        expect(tally.contracts).toBeUndefined();
        return;
      }
      expect(tally.made! + tally.failed!).toBe(tally.contracts);
      // a team's contracts are its seats' contracts
      expect(sum(seatsOf(teams, team).map((s) => stats.seats[s]), 'contracts')).toBe(tally.contracts);
      expect(sum(seatsOf(teams, team).map((s) => stats.seats[s]), 'made')).toBe(tally.made);
    });
    // every hand that was played had one contract
    if (table.game !== 'all-fours') expect(sum(stats.teams, 'contracts')).toBe(history.length);
  });

  it.each(games)('game %i: points and tables agree with the final score and the running score', (g) => {
    const { stats, history, view } = played(table, g);
    const target = typeof view.options.target === 'number' ? view.options.target : null;
    const running = runningScore(gameById(table.game)!.record, history as never, target);
    expect(running.points).toHaveLength(history.length + 1);
    if (table.game === 'fifty-six') {
      const start = view.options.tables as number;
      expect(running.points[0].every((n) => n === start)).toBe(true);
      expect(running.points.at(-1)).toEqual(view.tables);
      stats.teams.forEach((tally, team) => expect(start + tally.tablesWon! - tally.tablesLost!).toBe(view.tables![team]));
      expect(sum(stats.teams, 'tablesWon')).toBe(sum(stats.teams, 'tablesLost'));
      // the card points of every hand: 56 a hand [FS-4.4] (the 4-player short pack too: it drops no counters)
      expect(sum(stats.teams, 'points')).toBe(56 * history.length);
    } else {
      expect(stats.teams.map((t) => t.points)).toEqual(view.score);
      expect(running.points.at(-1)).toEqual(view.score);
      expect(running.target).toBe(target);
    }
  });

  if (table.game === 'baloot') {
    it.each(games)('game %i: kaboots and projects are the sheet’s', (g) => {
      const { stats, history } = played(table, g);
      const hands = history as readonly HistoryOf<'baloot'>[];
      expect(sum(stats.teams, 'kaboots')).toBe(hands.filter((h) => h.result === 'kaboot').length);
      stats.teams.forEach((tally, team) => expect(tally.projects).toBe(hands.reduce((n, h) => n + h.projects[team], 0)));
    });
  }

  if (table.game === 'all-fours') {
    it.each(games)('game %i: High, Low, Jack and Game match the points and the seats', (g) => {
      const { stats, history, teams, state } = played(table, g);
      const options = (state as BaseState & { options: Record<string, number> }).options;
      const hands = history as readonly HistoryOf<'all-fours'>[];
      stats.teams.forEach((tally, team) => {
        const extra = hands.flatMap((h) => h.awards).filter((a) => a.status === 'scored' && a.team === team && (a.kind === 'kick' || a.kind === 'beg'));
        const fromCounts = tally.high! + tally.low! + (tally.jack! - tally.hangJacks!) + tally.hangJacks! * (options.hangJack ?? 3) + tally.game! * (options.gamePoints ?? 1);
        expect(fromCounts + extra.reduce((n, a) => n + a.points, 0)).toBe(tally.points);
        const own = seatsOf(teams, team).map((s) => stats.seats[s]);
        const theirs = seatsOf(teams, 1 - team).map((s) => stats.seats[s]);
        expect(sum(own, 'high')).toBe(tally.high);
        expect(sum(own, 'low')).toBe(tally.low);
        // the team's jacks: its own kept, and the other side's hung
        expect(sum(own, 'jack') + sum(theirs, 'jacksHung')).toBe(tally.jack);
        expect(sum(theirs, 'jacksHung')).toBe(tally.hangJacks);
      });
      expect(sum(stats.teams, 'high')).toBeLessThanOrEqual(hands.length);
    });
  }
});
