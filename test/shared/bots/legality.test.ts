import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../../shared/bots/match.js';
import { levelsFor, MIN_WIN, standardTeam, TABLES } from './tables.js';

// playBotGame throws as soon as the engine refuses a bot's action, so a finished game is a legal one.
// All Fours bots search (sampled deals played out), so fewer of its games keep the tests quick.
const GAMES_OF: Record<string, number> = { 'all-fours': 60 };

describe.each(TABLES)('bots at $label', (table) => {
  const GAMES = GAMES_OF[table.game] ?? 1000;
  it(`choose only legal actions over ${GAMES} seeded games (standard, and standard against random)`, () => {
    let steps = 0;
    for (let g = 0; g < GAMES; g++) {
      const match = { game: table.game, seats: table.seats, options: table.options, seed: `legal-${g}`, levels: levelsFor(table, g) };
      const result = playBotGame(match);
      expect(result.outcome.winners.length).toBeGreaterThan(0);
      steps += result.steps;
    }
    expect(steps).toBeGreaterThan(GAMES);
  });

  it('replay a game exactly from the same seed', () => {
    for (const seed of ['replay-a', 'replay-b']) {
      const transcript = (): string => {
        const moves: string[] = [];
        const match = { game: table.game, seats: table.seats, options: table.options, seed, levels: levelsFor(table, 0) };
        playBotGame(match, { step: ({ seat, action }) => moves.push(`${seat}:${JSON.stringify(action)}`) });
        return moves.join('\n');
      };
      const first = transcript();
      expect(transcript()).toBe(first);
      expect(first.length).toBeGreaterThan(0);
    }
  });

  it('wins most games as a standard team against random teams', () => {
    let won = 0;
    const games = 100;
    for (let g = 0; g < games; g++) {
      const team = g % table.teams.length;
      const match = { game: table.game, seats: table.seats, options: table.options, seed: `strength-${g}`, levels: standardTeam(table, team) };
      if (table.teams[team].includes(playBotGame(match).outcome.winners[0])) won++;
    }
    expect(won / games).toBeGreaterThan(MIN_WIN[table.game]);
  });
});
