import { expect } from 'vitest';
import type { Card } from '../../../shared/rules/core/cards.js';
import type { Action, GameEvent, Viewer } from '../../../shared/rules/core/game.js';
import { PACK, strengthOf } from '../../../shared/rules/games/all-fours/cards.js';
import { allFours } from '../../../shared/rules/games/all-fours/index.js';
import type { AllFoursState, Award, HandSummary } from '../../../shared/rules/games/all-fours/state.js';
import { tracksReneges } from '../../../shared/rules/games/all-fours/renege.js';
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
    if (event.type === 'kickTurned' || event.type === 'oneTaken' || event.type === 'renegeCalled') points[event.team as number] += event.points as number;
    if (event.type !== 'handScored') continue;
    for (const a of (event as unknown as HandSummary).awards) {
      if (a.status === 'scored' && a.kind !== 'kick' && a.kind !== 'beg' && a.kind !== 'renege') points[a.team as number] += a.points;
    }
  }
  return points;
}

function checkSummary(before: AllFoursState, summary: HandSummary): void {
  const target = before.options.target as number;
  const kinds = summary.awards.map((a) => a.kind);
  const tail = kinds.slice(-4);
  expect(tail).toEqual(['high', 'low', 'jack', 'game']);
  for (const kind of kinds.slice(0, -4)) expect(['kick', 'beg', 'renege']).toContain(kind);
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
  // a renege call that won the game in the middle of play [AF-10.2] leaves the tricks unplayed
  if (byKind('high').status === 'notReached') return;
  expect(summary.cardPoints?.reduce((a, b) => a + b, 0)).toBe(
    before.dealt.flat().reduce((sum, c) => sum + ({ A: 4, K: 3, Q: 2, J: 1, T: 10 }[c[0]] ?? 0), 0),
  );
}

/**
 * [AF-3.2] [AF-3.3] Whether playing `card` from `hand` to `trick` breaks the following rules: a second
 * reading of the rules, written apart from the engine's bit sets, that judges each renege it records.
 */
function breaksFollowing(hand: readonly Card[], trick: AllFoursState['trick'], trump: string, noUndertrump: boolean, card: Card): boolean {
  if (trick.length === 0 || card[1] === trump) return false;
  const led = trick[0].card[1];
  if (led === trump) return hand.some((c) => c[1] === trump);
  if (card[1] === led) return false;
  if (hand.some((c) => c[1] === led)) return true;
  const inTrick = trick.filter((p) => p.card[1] === trump).map((p) => strengthOf(p.card));
  const floor = noUndertrump && inTrick.length > 0 ? Math.max(...inTrick) : -1;
  return hand.some((c) => c[1] === trump && strengthOf(c) > floor);
}

// the games won so far in a best of three [AF-10.4]
const gamesOf = (state: AllFoursState): number => state.gamesWon[0] + state.gamesWon[1];

// plain comparisons, not expect(): this runs at every step of thousands of games
function checkStep({ before, after, seat, action, events }: Step<AllFoursState>): void {
  const gained = pointsOf(events);
  const newGame = events.some((e) => e.type === 'matchGameWon');
  for (let team = 0; team < 2; team++) {
    const expected = newGame ? 0 : before.score[team] + gained[team];
    if (after.score[team] !== expected) throw new Error(`score of team ${team} does not add up`);
  }
  if (gamesOf(after) !== gamesOf(before) + (newGame || after.phase === 'over' ? Number(before.options.matchGames === 3) : 0)) {
    throw new Error('games won do not add up');
  }
  checkRenege(before, after, seat, action, events);
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

// [AF-10.1] [AF-10.2] a play is recorded as a renege exactly when it breaks AF-3, and a call is judged by that
function checkRenege(before: AllFoursState, after: AllFoursState, seat: number, action: Action, events: GameEvent[]): void {
  if (action.type === 'play' && before.phase === 'play' && seat === before.turn) {
    const breaks = breaksFollowing(before.hands[seat], before.trick, before.trump as string, before.options.noUndertrump === true, action.card as Card);
    if (breaks && before.options.followSuit === 'enforced') throw new Error(`${String(action.card)} broke AF-3 under enforced following`);
    const recorded = after.reneges.length > before.reneges.length;
    if (recorded !== (breaks && tracksReneges(before.options))) throw new Error(`${String(action.card)}: renege recorded ${recorded}, breaks AF-3 ${breaks}`);
  }
  // [AF-10.1] nobody is told: every view, and who may act, are what they would be had no renege happened
  if (after.reneges.length > 0) {
    const innocent: AllFoursState = { ...after, reneges: [] };
    for (const viewer of ['spectator', ...Array.from({ length: after.seats }, (_, s) => s)] as Viewer[]) {
      if (JSON.stringify(allFours.view(after, viewer)) !== JSON.stringify(allFours.view(innocent, viewer))) throw new Error(`a renege shows in the view of ${String(viewer)}`);
    }
    if (allFours.toAct(after).join() !== allFours.toAct(innocent).join()) throw new Error('a renege shows in who may act');
  }
  for (const event of events) {
    if (event.type !== 'renegeCalled') continue;
    const correct = before.reneges.some((r) => r.card === event.card && r.seat === event.owner);
    if (event.correct !== correct || (event.owner as number) % 2 === seat % 2) throw new Error(`renege call on ${String(event.card)} misjudged`);
  }
}

function checkEnd(state: AllFoursState): void {
  const target = state.options.target as number;
  expect(state.phase).toBe('over');
  expect(state.score[state.winner as number]).toBeGreaterThanOrEqual(target);
  expect(state.score[1 - (state.winner as number)]).toBeLessThan(target);
  if (state.options.matchGames === 3) expect(state.gamesWon[state.winner as number]).toBe(2);
}

function illegalSamples(state: AllFoursState, seat: number): Action[] {
  const samples: Action[] = [{ type: 'play', card: 'XX' }, { type: 'call' }];
  // a card nobody may play or call now: not in this seat's hand and not exposed by anyone
  const elsewhere = PACK.find((card) => !state.hands[seat].includes(card) && !state.exposed.flat().includes(card)) as Card;
  samples.push({ type: 'play', card: elsewhere }, { type: 'call', card: elsewhere });
  if (state.phase !== 'deal') samples.push({ type: 'deal' });
  if (state.phase !== 'stand') samples.push({ type: 'stand' }, { type: 'beg' });
  if (state.phase !== 'beg') samples.push({ type: 'takeOne' }, { type: 'run' });
  if (state.phase !== 'ask' || seat !== state.turn) samples.push({ type: 'noCall' });
  // [AF-10.2a] not a call: a card nobody played, the seat's own or its partner's play
  samples.push({ type: 'callRenege', card: elsewhere }, { type: 'callRenege' });
  for (const trick of state.tricks) for (const p of trick.plays) if (p.seat % 2 === seat % 2) samples.push({ type: 'callRenege', card: p.card });
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
contractSuite({
  ...common,
  label: 'all-fours, 4 players, open following, reneges cost 1, best of three, give one needs a trump',
  seats: 4,
  options: { followSuit: 'open', renege: 'one', matchGames: 3, giveOneNeedsTrump: true },
  games: 500,
  leakGames: 20,
});
contractSuite({
  ...common,
  label: 'all-fours, 2 players, trump and play anything, bullseye, no undertrump',
  seats: 2,
  options: { followSuit: 'trumpOnly', renege: 'bullseye', noUndertrump: true, target: 21 },
  games: 500,
  leakGames: 20,
});
contractSuite({
  ...common,
  label: 'all-fours, 4 players, open following, trump bullseye, exposed cards',
  seats: 4,
  options: { followSuit: 'open', renege: 'trumpBullseye', exposedCards: true },
  games: 500,
  leakGames: 20,
});
contractSuite({
  ...common,
  label: 'all-fours, 4 players, trump and play anything, reneges free',
  seats: 4,
  options: { followSuit: 'trumpOnly', renege: 'free' },
  games: 500,
  leakGames: 20,
});
