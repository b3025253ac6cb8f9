import type { Action } from '../../../shared/rules/core/game.js';
import { twentyNine } from '../../../shared/rules/games/twenty-nine/index.js';
import type { HandSummary, TwentyNineState } from '../../../shared/rules/games/twenty-nine/state.js';
import { contractSuite } from '../../kit/contract.js';
import type { Step } from '../../kit/playout.js';

// Every non-default value appears in some configuration; the last switches on every optional rule at once.
const CONFIGS: { label: string; options: Record<string, unknown>; games: number; leakGames: number }[] = [
  { label: 'default', options: {}, games: 400, leakGames: 60 },
  { label: 'handCard, hold, no trumps', options: { indicator: 'handCard', bidding: 'hold', noTrump: true, minBid: 15, askerMustTrump: false }, games: 300, leakGames: 40 },
  { label: 'reversed no trumps, no seventh card', options: { noTrump: true, noTrumpReversed: true, seventhCard: false, lastTrick: 0, annul: 'off', minBid: 17 }, games: 300, leakGames: 30 },
  {
    label: 'everything on',
    options: { direction: 'clockwise', indicator: 'handCard', noTrump: true, fullSet: true, allTricks: true, singleHand: 5, target: 4 },
    games: 300,
    leakGames: 40,
  },
  { label: 'plain: no single hand, no doubling', options: { singleHand: 'off', doubling: false, annul: 'off', target: 2 }, games: 300, leakGames: 20 },
];

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

// [TN-1.1] card points total 28 plus the last trick; scores stay within ±target; one hand scored at most per step
function checkStep({ after, events }: Step<TwentyNineState>): void {
  const target = after.options.target as number;
  let scored = 0;
  for (const event of events) {
    if (event.type !== 'handScored') continue;
    scored++;
    const summary = event as unknown as HandSummary;
    if (summary.single === null) {
      const total = summary.points[0] + summary.points[1];
      check(total === 28 + (after.options.lastTrick as number), `card points total ${total}`);
      check(summary.tricksWon[0] + summary.tricksWon[1] === 8, 'a hand of fewer than 8 tricks');
    }
    check(summary.scores.every((s) => Math.abs(s) <= target), `scores ${summary.scores} past ±${target}`);
  }
  check(scored <= 1, 'two hands scored in one step');
}

function checkEnd(state: TwentyNineState): void {
  const target = state.options.target as number;
  const won = state.scores[state.winner] >= target || state.scores[1 - state.winner] <= -target || state.lastHand!.fullSet;
  check(won, `winner ${state.winner} with scores ${state.scores}`);
}

/** Every card `viewer` may not see: other hands, the undealt second batch, a face-down trump card it may not know. */
export function secretCards(state: TwentyNineState, viewer: number | 'spectator'): string[] {
  const secrets: string[] = [];
  for (let seat = 0; seat < 4; seat++) if (seat !== viewer) secrets.push(...state.hands[seat]);
  if (state.phase === 'firstAnnul' || state.phase === 'auction' || state.phase === 'trump') secrets.push(...state.deck.slice(16));
  // [TN-3.4] the laid card is the bidder's to know; the seventh card nobody's
  if (state.hidden !== null && !(viewer === state.bidder && state.form === 'card')) secrets.push(state.hidden);
  // [TN-5.1] a declared Pair is shown to all
  const shown = state.pair !== null ? [`K${state.trump}`, `Q${state.trump}`] : [];
  // [TN-3.4] a revealed indicator or seventh card is public
  if (state.exposed !== null) shown.push(state.exposed);
  return secrets.filter((card) => !shown.includes(card));
}

function illegalSamples(state: TwentyNineState, seat: number): Action[] {
  const legal = twentyNine.legalActions(state, seat);
  const has = (type: string) => legal.some((action) => action.type === type);
  const samples: Action[] = [];
  for (const type of ['hold', 'annul', 'singleHand', 'double', 'redouble', 'fullSet', 'ask', 'reveal', 'noTrump', 'seventhCard']) {
    if (!has(type)) samples.push({ type });
  }
  samples.push({ type: 'bid', value: 29 }, { type: 'bid', value: 14 }, { type: 'bid', value: 20.5 }, { type: 'trump', suit: 'X' });
  if (state.high !== null) samples.push({ type: 'bid', value: state.high.value });
  const playable = new Set(legal.filter((a) => a.type === 'play').map((a) => a.card));
  for (let s = 0; s < 4; s++) for (const card of state.hands[s]) if (!playable.has(card)) samples.push({ type: 'play', card });
  if (state.hidden !== null) samples.push({ type: 'play', card: state.hidden });
  return samples;
}

for (const config of CONFIGS) {
  contractSuite<TwentyNineState>({
    rules: twentyNine,
    label: `twenty-nine, ${config.label}`,
    seats: 4,
    options: config.options,
    games: config.games,
    leakGames: config.leakGames,
    maxSteps: 20_000,
    secretCards,
    handOf: (state, seat) => state.hands[seat],
    checkStep,
    checkEnd,
    illegalSamples,
  });
}
