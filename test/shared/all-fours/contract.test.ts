import { expect } from 'vitest';
import type { Card } from '../../../shared/rules/core/cards.js';
import type { Action, GameEvent, Viewer } from '../../../shared/rules/core/game.js';
import { PACK, strengthOf } from '../../../shared/rules/games/all-fours/cards.js';
import { allFours } from '../../../shared/rules/games/all-fours/index.js';
import type { AllFoursState, Award, HandSummary } from '../../../shared/rules/games/all-fours/state.js';
import { contractSuite } from '../../kit/contract.js';
import type { Step } from '../../kit/playout.js';

function secretCards(state: AllFoursState, viewer: Viewer): Card[] {
  const secrets = state.stock.slice();
  for (let seat = 0; seat < state.seats; seat++) {
    if (seat === viewer) continue;
    for (const card of state.hands[seat]) if (!state.exposed[seat].includes(card)) secrets.push(card);
  }
  return secrets;
}

// the points each event of a step gives each team
function pointsOf(events: GameEvent[]): number[] {
  const points = [0, 0];
  for (const event of events) {
    if (event.type === 'kickTurned' || event.type === 'oneTaken') points[event.team as number] += event.points as number;
    if (event.type !== 'handScored') continue;
    for (const a of (event as unknown as HandSummary).awards) {
      if (a.status === 'scored' && a.kind !== 'kick' && a.kind !== 'beg') points[a.team as number] += a.points;
    }
  }
  return points;
}

function checkSummary(before: AllFoursState, summary: HandSummary): void {
  const target = before.options.target as number;
  const kinds = summary.awards.map((a) => a.kind);
  const tail = kinds.slice(-4);
  expect(tail).toEqual(['high', 'low', 'jack', 'game']);
  for (const kind of kinds.slice(0, -4)) expect(['kick', 'beg']).toContain(kind);
  // [AF-4] High, Low and Game each to at most one team (one award each, a single team)
  for (const kind of ['high', 'low', 'jack', 'game']) expect(kinds.filter((k) => k === kind)).toHaveLength(1);
  const byKind = (kind: Award['kind']): Award => summary.awards.find((a) => a.kind === kind) as Award;
  const firstMissed = summary.awards.findIndex((a) => a.status === 'notReached');
  if (firstMissed >= 0) {
    expect(summary.winner).not.toBeNull();
    expect(summary.awards.slice(firstMissed).every((a) => a.status === 'notReached')).toBe(true);
    const lastScored = summary.awards.slice(0, firstMissed).filter((a) => a.status === 'scored').pop() as Award;
    expect(lastScored.team).toBe(summary.winner);
  }
  if (summary.winner === null) expect(summary.score.every((s) => s < target)).toBe(true);
  else expect(summary.score[summary.winner]).toBeGreaterThanOrEqual(target);
  if (summary.trump === null) return;
  // [AF-4.1] [AF-4.2] High and Low go to the seats dealt the extreme trumps; [AF-4.3] Jack only if dealt
  const trumps = before.dealt.flatMap((cards, seat) => cards.filter((c) => c[1] === summary.trump).map((card) => ({ seat, card })));
  trumps.sort((a, b) => strengthOf(b.card) - strengthOf(a.card));
  for (const [kind, pick] of [['high', trumps[0]], ['low', trumps[trumps.length - 1]]] as const) {
    const made = byKind(kind);
    if (made.status === 'notReached') continue;
    if (!pick) expect(made.status).toBe('none');
    else expect([made.seat, made.rank, made.team]).toEqual([pick.seat, pick.card[0], pick.seat % 2]);
  }
  const jack = byKind('jack');
  const jackDealt = trumps.some((t) => t.card[0] === 'J');
  if (jack.status === 'scored') expect(jackDealt).toBe(true);
  if (jack.status === 'none') expect(jackDealt).toBe(false);
  expect(summary.cardPoints?.reduce((a, b) => a + b, 0)).toBe(
    before.dealt.flat().reduce((sum, c) => sum + ({ A: 4, K: 3, Q: 2, J: 1, T: 10 }[c[0]] ?? 0), 0),
  );
}

// plain comparisons, not expect(): this runs at every step of thousands of games
function checkStep({ before, after, events }: Step<AllFoursState>): void {
  const gained = pointsOf(events);
  for (let team = 0; team < 2; team++) {
    if (after.score[team] !== before.score[team] + gained[team]) throw new Error(`score of team ${team} does not add up`);
  }
  for (const event of events) if (event.type === 'handScored') checkSummary(before, event as unknown as HandSummary);
  for (let seat = 0; seat < after.seats; seat++) {
    for (const card of after.exposed[seat]) if (!after.hands[seat].includes(card)) throw new Error(`exposed ${card} not held`);
  }
  if (after.phase === 'deal' || after.phase === before.phase) return;
  // at each change of phase every card is in exactly one place: hands, stock, kicks, tricks
  const placed = [...after.hands.flat(), ...after.stock, ...after.kicks, ...after.trick.map((p) => p.card)];
  for (const trick of after.tricks) for (const play of trick.plays) placed.push(play.card);
  if (new Set(placed).size !== PACK.length || placed.length !== PACK.length) throw new Error('a card is lost or doubled');
}

function checkEnd(state: AllFoursState): void {
  const target = state.options.target as number;
  expect(state.phase).toBe('over');
  expect(state.score[state.winner as number]).toBeGreaterThanOrEqual(target);
  expect(state.score[1 - (state.winner as number)]).toBeLessThan(target);
}

function illegalSamples(state: AllFoursState, seat: number): Action[] {
  const samples: Action[] = [{ type: 'play', card: 'XX' }, { type: 'call' }];
  // a card nobody may play or call now: not in this seat's hand and not exposed by anyone
  const elsewhere = PACK.find((card) => !state.hands[seat].includes(card) && !state.exposed.flat().includes(card)) as Card;
  samples.push({ type: 'play', card: elsewhere }, { type: 'call', card: elsewhere });
  if (state.phase !== 'deal') samples.push({ type: 'deal' });
  if (state.phase !== 'stand') samples.push({ type: 'stand' }, { type: 'beg' });
  if (state.phase !== 'beg') samples.push({ type: 'takeOne' }, { type: 'run' });
  if (state.phase === 'play' && seat === state.turn) {
    const legal = allFours.legalActions(state, seat).map((a) => (a.type === 'play' ? a.card : a.type));
    for (const card of state.hands[seat]) if (!legal.includes(card)) samples.push({ type: 'play', card });
    samples.push({ type: 'call', card: state.hands[seat][0] });
  }
  return samples;
}

const handOf = (state: AllFoursState, seat: number): Card[] => state.hands[seat];

const common = { rules: allFours, secretCards, handOf, checkStep, checkEnd, illegalSamples, maxSteps: 20_000 };

contractSuite({ ...common, label: 'all-fours, 4 players', seats: 4, games: 2000, leakGames: 100 });
contractSuite({ ...common, label: 'all-fours, 2 players', seats: 2, games: 2000, leakGames: 100 });
contractSuite({
  ...common,
  label: 'all-fours, 4 players, exposed cards',
  seats: 4,
  options: { exposedCards: true },
  games: 1000,
  leakGames: 20,
});
contractSuite({
  ...common,
  label: 'all-fours, 2 players, every other option changed',
  seats: 2,
  options: { target: 7, kicks: 'tobago', gamePoints: 2, hangJack: 1, gameTie: 'nonDealer', noUndertrump: true, exposedCards: true },
  games: 1000,
  leakGames: 30,
});
