import { expect } from 'vitest';
import type { Action } from '../../../shared/rules/core/game.js';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import type { FiftySixState, HandSummary } from '../../../shared/rules/games/fifty-six/state.js';
import { contractSuite } from '../../kit/contract.js';
import type { Step } from '../../kit/playout.js';
import { handsOf } from '../../../shared/rules/games/fifty-six/hands.js';

// Leak games per configuration: random games with 6 or 8 players in pairs last longer (4-6 hands,
// 60 steps and 9 viewers each), so fewer games still check 150+ hands everywhere within the time budget.
// The last two switch on every other option.
const OTHERS = { doubling: 'addTables', passIsFinal: true, noTrumpLeadUntilBroken: true, tables: 4 };
const CONFIGS: { seats: number; options: Record<string, unknown>; leakGames: number }[] = [
  { seats: 4, options: { teams: 'pairs' }, leakGames: 100 },
  { seats: 4, options: { teams: 'two' }, leakGames: 100 },
  { seats: 6, options: { teams: 'pairs' }, leakGames: 50 },
  { seats: 6, options: { teams: 'two' }, leakGames: 100 },
  { seats: 8, options: { teams: 'pairs' }, leakGames: 30 },
  { seats: 8, options: { teams: 'two' }, leakGames: 60 },
  { seats: 4, options: { ...OTHERS, shortPack4: true }, leakGames: 30 },
  { seats: 8, options: { ...OTHERS, shortPack4: true }, leakGames: 10 },
  // [FS-10] a match of a fixed number of games, dealt in packets of four
  { seats: 6, options: { teams: 'two', match: 'fixedGames', games: 4, dealPackets: 'four' }, leakGames: 30 },
  { seats: 8, options: { teams: 'pairs', match: 'fixedGames', games: 3, dealPackets: 'four' }, leakGames: 10 },
];

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

// Card points total 56 every hand; tables move between teams but their sum never changes; only
// seats still at the table act. (Plain checks, not expect: this runs at every step of 2,000 games.)
function checkStep({ before, after, seat, events }: Step<FiftySixState>): void {
  const fixed = before.options.match === 'fixedGames';
  check(sum(after.tables) === sum(before.tables), `tables not conserved: ${before.tables} -> ${after.tables}`);
  check(fixed || before.tables[fiftySix.teamOf(before, seat)] > 0, `seat ${seat} of a team that is out acted`);
  let scored = 0;
  for (const event of events) {
    if (event.type !== 'handScored') continue;
    scored++;
    const summary = event as unknown as HandSummary;
    check(sum(summary.points) === 56, `card points total ${sum(summary.points)}, not 56`);
    check(summary.payments.every((p) => p.tables <= p.owed && p.tables >= 0), 'a payment above what was owed');
    // [FS-10.1a] a fixed-games match pays in full, the score may go below 0, and nobody goes out
    if (fixed) check(summary.payments.every((p) => p.tables === p.owed) && summary.out.length === 0, 'a fixed-games hand short-paid or put a team out');
    else check(summary.tables.every((n) => n >= 0), 'negative tables');
  }
  check(scored <= 1, 'two hands scored in one step');
}

function checkEnd(state: FiftySixState): void {
  if (state.options.match === 'fixedGames') {
    // [FS-10.1] at least the match's hands were played, and the one highest score won
    expect(state.history.length).toBeGreaterThanOrEqual(state.options.games as number);
    const best = Math.max(...state.tables);
    expect(state.tables[state.winner!]).toBe(best);
    expect(state.tables.filter((n) => n === best)).toHaveLength(1);
    return;
  }
  expect(state.tables[state.winner!]).toBe(sum(state.tables));
  expect(state.tables.filter((n) => n > 0)).toHaveLength(1);
}

function secretCards(state: FiftySixState, viewer: number | 'spectator'): string[] {
  return handsOf(state).flatMap((hand, seat) => (seat === viewer ? [] : hand));
}

function illegalSamples(state: FiftySixState, seat: number): Action[] {
  const legal = fiftySix.legalActions(state, seat);
  const has = (type: string) => legal.some((action) => action.type === type);
  const samples: Action[] = [];
  if (!has('double')) samples.push({ type: 'double' });
  if (!has('redouble')) samples.push({ type: 'redouble' });
  samples.push({ type: 'deal' });
  const high = state.auction.high?.value ?? 0;
  samples.push(
    { type: 'bid', value: 57, denomination: 'S', form: 'numberSuit' },
    { type: 'bid', value: 27, denomination: 'S', form: 'numberSuit' },
    { type: 'bid', value: 40.5, denomination: 'S', form: 'numberSuit' },
    { type: 'bid', value: 56, denomination: 'NT', form: 'suitNumber' },
    { type: 'bid', value: 56, denomination: 'NT', form: 'plus' },
    { type: 'bid', value: 56, denomination: 'X', form: 'numberSuit' },
    { type: 'bid', value: 56, denomination: 'S', form: 'shouted' },
    { type: 'bid', value: 56, denomination: 'S' },
  );
  if (high >= 28) samples.push({ type: 'bid', value: high, denomination: 'H', form: 'numberSuit' });
  if (high === 0) samples.push({ type: 'bid', value: 30, denomination: 'D', form: 'plus' });
  if (high > 0 && high <= 53) samples.push({ type: 'bid', value: high + 3, denomination: 'noes', form: 'plus' });
  if (state.phase !== 'auction') samples.push({ type: 'pass' }, { type: 'bid', value: 56, denomination: 'S', form: 'numberSuit' });
  const hand = handsOf(state)[seat];
  const playable = new Set(legal.filter((a) => a.type === 'play').map((a) => a.card));
  for (const card of hand) if (!playable.has(card)) samples.push({ type: 'play', card });
  for (const card of hand) {
    const twin = card.slice(0, 2) + (card[2] === '1' ? '2' : '1');
    if (!hand.includes(twin)) samples.push({ type: 'play', card: twin });
  }
  samples.push({ type: 'play', card: 'JS' }, { type: 'play', card: 'JS3' }, { type: 'play', card: '2S1' });
  return samples;
}

for (const { seats, options, leakGames } of CONFIGS) {
  contractSuite<FiftySixState>({
    rules: fiftySix,
    label: `fifty-six, ${seats} players, ${JSON.stringify(options)}`,
    seats,
    options,
    games: 2000,
    leakGames,
    maxSteps: 20_000,
    secretCards,
    handOf: (state, seat) => handsOf(state)[seat],
    checkStep,
    checkEnd,
    illegalSamples,
  });
}
