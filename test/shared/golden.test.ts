import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '../../shared/rules/core/game.js';
import { gameById } from '../../shared/rules/registry.js';
import { mustSetup, randomPlayout } from '../kit/playout.js';

// Golden transcripts (docs/style.md): whole games from fixed seeds, one line per action and per scored
// hand. A rules change that alters any game shows up here; after a deliberate change, regenerate them
// with `npm run golden:update` and review the diff. The test itself never writes one: a missing
// transcript fails.
const GAMES = [
  { key: 'baloot', game: 'baloot', seats: 4, options: {} },
  { key: 'baloot-qayd', game: 'baloot', seats: 4, options: { qayd: true, kawesh: true, akka: true, trumpObligation: 'saudi', target: 60 } },
  { key: 'baloot-kawesh-akka', game: 'baloot', seats: 4, options: { kawesh: true, akka: true, sunDoubleGate: 'reached100', target: 101 } },
  { key: 'fifty-six-6-two', game: 'fifty-six', seats: 6, options: { teams: 'two', tables: 3 } },
  { key: 'fifty-six-8-pairs', game: 'fifty-six', seats: 8, options: { tables: 2 } },
  { key: 'fifty-six-4-fixed', game: 'fifty-six', seats: 4, options: { teams: 'two', match: 'fixedGames', games: 3, dealPackets: 'four' } },
  { key: 'all-fours-2', game: 'all-fours', seats: 2, options: {} },
  { key: 'all-fours-4-exposed', game: 'all-fours', seats: 4, options: { exposedCards: true, target: 7 } },
  {
    key: 'all-fours-4-league',
    game: 'all-fours',
    seats: 4,
    options: { followSuit: 'open', renege: 'trumpBullseye', giveOneNeedsTrump: true, matchGames: 3, target: 7 },
  },
  { key: 'twenty-eight-4', game: 'twenty-eight', seats: 4, options: { target: 3, thani: 'off' } },
  { key: 'twenty-eight-3', game: 'twenty-eight', seats: 3, options: { doubling: true } },
  { key: 'twenty-eight-6', game: 'twenty-eight', seats: 6, options: { target: 3, thani: 'off', cot: true } },
  { key: 'twenty-nine-seventh', game: 'twenty-nine', seats: 4, options: { target: 3, singleHand: 'off' } },
  { key: 'twenty-nine-hand-card', game: 'twenty-nine', seats: 4, options: { target: 3, seventhCard: false, indicator: 'handCard', noTrump: true } },
];

function scoreLine(event: GameEvent): string {
  const { type: _type, audience: _audience, ...rest } = event;
  return `= ${JSON.stringify(rest)}`;
}

function transcript(config: (typeof GAMES)[number]): string {
  const rules = gameById(config.game)!;
  const start = mustSetup(rules, { seats: config.seats, options: config.options, seed: `golden-${config.key}` });
  const lines = [`# ${config.game} ${config.seats} ${JSON.stringify(config.options)}`];
  randomPlayout(rules, start, `golden-moves-${config.key}`, 50_000, ({ seat, action, events }) => {
    lines.push(`${seat} ${JSON.stringify(action)}`);
    for (const event of events) if (event.type === 'handScored' || event.type === 'gameOver') lines.push(scoreLine(event));
  });
  return lines.join('\n') + '\n';
}

describe('golden transcripts', () => {
  for (const config of GAMES) {
    const file = new URL(`./golden/${config.key}.txt`, import.meta.url);
    it(`${config.key}: a fixed-seed game plays exactly as recorded, and its actions replay to the same scores`, () => {
      const now = transcript(config);
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, now);
      if (!existsSync(file)) throw new Error(`golden transcript ${config.key} is missing: write it with \`npm run golden:update\` and review it`);
      const recorded = readFileSync(file, 'utf8');
      expect(now).toBe(recorded);
      // replay the recorded actions one by one: every one is accepted and the hands score as recorded
      const rules = gameById(config.game)!;
      let state = mustSetup(rules, { seats: config.seats, options: config.options, seed: `golden-${config.key}` });
      const replayed: string[] = [];
      for (const line of recorded.trimEnd().split('\n').slice(1)) {
        if (line.startsWith('=')) continue;
        const space = line.indexOf(' ');
        const result = rules.apply(state, Number(line.slice(0, space)), JSON.parse(line.slice(space + 1)) as Action);
        if (!result.ok) throw new Error(`replay refused ${line}: ${result.error.message}`);
        for (const event of result.events) if (event.type === 'handScored' || event.type === 'gameOver') replayed.push(scoreLine(event));
        state = result.state;
      }
      expect(replayed).toEqual(recorded.split('\n').filter((l) => l.startsWith('=')));
      expect(rules.outcome(state)).not.toBeNull();
    });
  }
});
