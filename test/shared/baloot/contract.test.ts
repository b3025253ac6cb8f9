import { expect } from 'vitest';
import type { Card } from '../../../shared/rules/core/cards.js';
import type { Action, Viewer } from '../../../shared/rules/core/game.js';
import { PACK } from '../../../shared/rules/games/baloot/cards.js';
import { handCards, handsAndStock, tricksOf } from '../../../shared/rules/games/baloot/hands.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import type { BalootState, HandSummary } from '../../../shared/rules/games/baloot/state.js';
import { contractSuite } from '../../kit/contract.js';
import type { Step } from '../../kit/playout.js';

// Cards a viewer may not see: the stock and other seats' hands, except the face-up bid card the
// declarer took and the cards of projects revealed after the first trick [BAL-6.1].
function secretCards(state: BalootState, viewer: Viewer): Card[] {
  const shown = new Set<Card>([PACK[state.deal.bidCard]]);
  if (state.deal.projects?.revealed) {
    for (const projects of state.deal.projects.declared) for (const p of projects ?? []) p.cards.forEach((c) => shown.add(c));
  }
  const { hands, stock } = handsAndStock(state);
  const secret: Card[] = [...stock];
  hands.forEach((hand, seat) => {
    if (seat !== viewer) secret.push(...hand.filter((card) => !shown.has(card)));
  });
  return secret;
}

function checkSummary(summary: HandSummary, target: number): void {
  if (summary.result === 'qayd') {
    // [BAL-10.3] the team that did not offend scores 26 or 16 (with its projects) times the level, the other nothing
    const team = summary.qayd!.team;
    const base = (summary.contract.kind === 'sun' ? 26 : 16) + summary.projects[team];
    expect(summary.score[1 - team]).toBe(0);
    expect(summary.score[team]).toBe(base * summary.contract.level + summary.baloot[team]);
    return;
  }
  // [BAL-7.1] card points total 130 in Sun and 162 in Hokum
  expect(summary.abnat[0] + summary.abnat[1]).toBe(summary.contract.kind === 'sun' ? 130 : 162);
  expect(summary.tricks[0] + summary.tricks[1]).toBe(8);
  for (const s of summary.score) expect(Number.isInteger(s) && s >= 0).toBe(true);
  if (summary.result === 'failure') expect(summary.score[summary.declarerTeam]).toBe(0);
  if (summary.result === 'kaboot') expect(summary.score[1 - summary.kabootTeam!]).toBe(0);
  expect(target).toBeGreaterThan(0);
}

// [BAL-10.1] a foul is recorded exactly when the rules of play (the engine without Qayd) would refuse the
// card; [BAL-10.3] a call is judged by that record
function checkFouls({ before, after, seat, action, events }: Step<BalootState>): void {
  if (before.options.qayd !== true) return;
  // [BAL-10.2a] whatever a call stopped, the table shows real cards only (a dropped trick, none)
  for (const play of baloot.view(after, 'spectator').trick) if (typeof play.card !== 'string') throw new Error('a trick shows a card that is not one');
  if (action.type === 'play' && before.phase === 'playing') {
    const strict = baloot.legalActions({ ...before, options: { ...before.options, qayd: false } }, seat);
    const lawful = strict.some((a) => a.type === 'play' && a.card === action.card);
    const noted = after.deal.fouls.length > before.deal.fouls.length;
    if (noted === lawful) throw new Error(`${String(action.card)}: lawful ${lawful}, foul noted ${noted}`);
  }
  // [BAL-10.1] nobody is told: every view, and who may act, are what they would be had no foul happened
  if (after.deal.fouls.length > 0) {
    const innocent: BalootState = { ...after, deal: { ...after.deal, fouls: [] } };
    for (const viewer of ['spectator', 0, 1, 2, 3] as const) {
      if (JSON.stringify(baloot.view(after, viewer)) !== JSON.stringify(baloot.view(innocent, viewer))) throw new Error(`a foul shows in the view of ${viewer}`);
    }
    if (baloot.toAct(after).join() !== baloot.toAct(innocent).join()) throw new Error('a foul shows in who may act');
  }
  for (const event of events) {
    if (event.type !== 'qaydCalled') continue;
    const correct = before.deal.fouls.some((f) => f.seat === event.owner && PACK[f.card] === event.card);
    if (event.correct !== correct || (event.owner as number) % 2 === seat % 2) throw new Error(`Qayd on ${String(event.card)} misjudged`);
  }
}

// [BAL-12.1a] an Akka is led in Hokum on a side-suit card, not an Ace, with every higher card of its suit
// (A T K Q J 9 8 7) already played: a second reading, by card codes; without Qayd only such Akkas are offered
const PLAIN = 'AT KQJ987'.replace(' ', '');
function checkAkka({ before, after, seat, action }: Step<BalootState>): void {
  if (action.type !== 'akka') return;
  const card = String(action.card);
  const contract = before.deal.contract!;
  const played = new Set(tricksOf(before).flatMap((t) => t.plays.map((p) => p.card)));
  const higher = [...PLAIN.slice(0, PLAIN.indexOf(card[0]))].map((rank) => rank + card[1]);
  const isAkka = contract.kind === 'hokum' && card[1] !== contract.trump && card[0] !== 'A' && higher.every((c) => played.has(c));
  if (!isAkka && before.options.qayd !== true) throw new Error(`a false Akka with ${card} was accepted without Qayd`);
  if (before.options.qayd !== true) return;
  // [BAL-12.3] with Qayd a false Akka is a foul, as is an unlawful card
  const strict = baloot.legalActions({ ...before, options: { ...before.options, qayd: false } }, seat);
  const lawful = strict.some((a) => a.type === 'play' && a.card === card);
  const noted = after.deal.fouls.length > before.deal.fouls.length;
  if (noted !== (!isAkka || !lawful)) throw new Error(`Akka with ${card}: true ${isAkka}, lawful ${lawful}, foul noted ${noted}`);
}

const OPTION_SETS = [
  {},
  { trumpObligation: 'saudi', lock: 'doublerChooses', doubledScoring: 'winnerTakesAll', firstLead: 'dealerRight' },
  { qayd: true, kawesh: true, akka: true, sunDoubleGate: 'reached100', trumpObligation: 'saudi', lock: 'doublerChooses' },
  { kawesh: true, akka: true, trumpObligation: 'saudi' },
];
for (const options of OPTION_SETS) {
  const qayd = 'qayd' in options;
  contractSuite<BalootState>({
    rules: baloot,
    label: `baloot ${JSON.stringify(options)}`,
    seats: 4,
    options,
    games: qayd ? 500 : 2000,
    leakGames: qayd ? 30 : 100,
    maxSteps: 20_000,
    secretCards,
    handOf: (state, seat) => handCards(state, seat),
    checkStep: (step) => {
      checkFouls(step);
      checkAkka(step);
      for (const event of step.events) {
        if (event.type === 'handScored') checkSummary(event.summary as HandSummary, 152);
      }
    },
    checkEnd: (state) => {
      const [a, b] = state.match.score;
      const gahwa = state.match.lastHand?.gahwaWinner;
      if (gahwa === null || gahwa === undefined) {
        expect(Math.max(a, b)).toBeGreaterThanOrEqual(152);
        expect(state.match.score[state.match.winner!]).toBe(Math.max(a, b));
        expect(a).not.toBe(b);
      } else {
        expect(state.match.winner).toBe(gahwa);
      }
    },
    illegalSamples: (state, seat) => {
      const samples: Action[] = [{ type: 'play', card: 'AS' }, { type: 'ashkal' }, { type: 'gahwa' }, { type: 'hokum', suit: 'X' }, { type: 'noCall' }];
      // [BAL-10.2a] no Qayd call: a card nobody played, the seat's own, garbage
      samples.push({ type: 'qayd', card: 'XX' }, { type: 'qayd' });
      for (const card of handsAndStock(state).hands[seat]) samples.push({ type: 'qayd', card });
      if (state.phase === 'playing') {
        const legal = baloot.legalActions(state, seat).flatMap((a) => (a.type === 'play' ? [a.card] : []));
        const { hands } = handsAndStock(state);
        for (const card of hands[seat]) if (!legal.includes(card)) samples.push({ type: 'play', card });
        for (const [other, hand] of hands.entries()) if (other !== seat) samples.push({ type: 'play', card: hand[0] });
      }
      return samples.filter(
        (action) => !baloot.legalActions(state, seat).some((a) => JSON.stringify(a) === JSON.stringify(action)),
      );
    },
  });
}
