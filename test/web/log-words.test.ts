import { describe, expect, it } from 'vitest';
import { describeAllFours } from '../../web/src/lib/games/all-fours/describe.js';
import { describeBaloot } from '../../web/src/lib/games/baloot/describe.js';
import { describeFiftySix } from '../../web/src/lib/games/fifty-six/describe.js';
import { describeLine, lastClaim } from '../../web/src/lib/games/log-words.js';
import { timedOutNotice } from '../../web/src/lib/table/timed-out.js';
import type { LogLine } from '../../web/src/lib/net/snapshot.js';
import { testNaming } from './table-kit.js';

const line = (type: string, seat: number | null, data: Record<string, unknown>): LogLine => ({ id: 0, seat, type, data });
const games = { baloot: describeBaloot, 'fifty-six': describeFiftySix, 'all-fours': describeAllFours };

describe('log lines are said to their person', () => {
  for (const [game, describeLine] of Object.entries(games)) {
    it(`${game}: "You win the trick", "Hand 2: you deal"; others by name`, () => {
      const you = testNaming(1);
      expect(describeLine(line('trickWon', 1, { seat: 1 }), you)).toBe('You win the trick');
      expect(describeLine(line('trickWon', 2, { seat: 2 }), you)).toBe('Seat2 wins the trick');
      expect(describeLine(line('handDealt', null, { hand: 2, dealer: 1 }), you)).toBe('Hand 2: you deal');
      expect(describeLine(line('handDealt', null, { hand: 2, dealer: 3 }), you)).toBe('Hand 2: Seat3 deals');
      // a spectator has no "you"
      expect(describeLine(line('trickWon', 1, { seat: 1 }), testNaming(null))).toBe('Seat1 wins the trick');
    });
  }

  it('contracts and the first dealer take "you" forms too', () => {
    const you = testNaming(0);
    const sun = { kind: 'sun', declarer: 0, level: 1, gahwa: false, locked: false, ashkal: false };
    expect(describeBaloot(line('contractMade', 0, { contract: sun }), you)).toBe('You play Sun');
    expect(describeBaloot(line('contractMade', 2, { contract: { ...sun, declarer: 2 } }), you)).toBe('Seat2 plays Sun');
    const fs = { seat: 0, team: 0, value: 30, trump: 'S', forced: false, doubled: 0, doubler: null };
    expect(describeFiftySix(line('contractMade', 0, { contract: fs }), you)).toMatch(/^You play 30/);
    expect(describeAllFours(line('firstDealerChosen', null, { dealer: 0, by: 'cut', rounds: [] }), you)).toBe('You cut highest and deal first');
    expect(describeAllFours(line('firstDealerChosen', null, { dealer: 1, by: 'cut', rounds: [] }), you)).toBe('Seat1 cut highest and deals first');
  });
});

describe('a bot standing in after a timeout is said so', () => {
  const timedOut = (seat: number) => line('timedOut', seat, {});
  const played = (seat: number, card: string) => line('cardPlayed', seat, { seat, card });

  it('the log line names the person, or "Your time ran out" to them; other lines are the game\'s', () => {
    expect(describeLine(timedOut(1), testNaming(1), describeBaloot)).toBe('Your time ran out: a bot played for you');
    expect(describeLine(timedOut(2), testNaming(1), describeBaloot)).toBe("Seat2's time ran out: a bot played");
    expect(describeLine(line('trickWon', 2, { seat: 2 }), testNaming(1), describeBaloot)).toBe('Seat2 wins the trick');
  });

  it('a refused claim is told with the cards it left face up, to the claimant and to the others', () => {
    const refused = line('claimRefused', 2, { seat: 2, cards: ['AS', 'KH'] });
    expect(describeLine(refused, testNaming(1), describeBaloot, (card) => card)).toBe("Seat2's claim is refused; their cards stay open: AS KH");
    expect(describeLine(refused, testNaming(2), describeBaloot, (card) => card)).toBe('Your claim is refused; your cards stay open: AS KH');
  });

  it('a bot playing for a person away at an async table is said so, to them and to the others', () => {
    expect(describeLine(line('standIn', 1, {}), testNaming(1), describeBaloot)).toBe('A bot played for you while you were away');
    expect(describeLine(line('standIn', 2, {}), testNaming(1), describeFiftySix)).toBe('A bot played for Seat2, who is away');
  });

  it('the notice tells the viewer what the bot played for them, and nobody else', () => {
    const log = [played(0, 'TH'), timedOut(1), played(2, 'KH'), played(1, '7S')];
    expect(timedOutNotice(log, 1, (card) => card)?.text).toBe('Time ran out — a bot played 7S for you');
    expect(timedOutNotice(log, 1, (card) => card)?.line).toBe(log[1]);
    expect(timedOutNotice(log, 2)).toBeNull();
    expect(timedOutNotice(log, null)).toBeNull();
    // a decision rather than a card
    expect(timedOutNotice([timedOut(1), line('bidMade', 1, { seat: 1, bid: 'pass' })], 1)?.text).toBe('Time ran out — a bot moved for you');
    // the table took the cautious choice (a pass): no bot is said to have chosen it
    const passed = line('timedOut', 1, { passed: true });
    expect(timedOutNotice([passed, line('bidMade', 1, { seat: 1, bid: 'pass' })], 1)?.text).toBe('Time ran out — the table took the cautious choice for you: it never bids, doubles or claims for you');
    expect(describeLine(passed, testNaming(1), describeBaloot)).toBe('Your time ran out: the table took the cautious choice for you');
    expect(describeLine(line('timedOut', 2, { passed: true }), testNaming(1), describeBaloot)).toBe("Seat2's time ran out: the table took the cautious choice");
    // the stand-in's move has not arrived yet
    expect(timedOutNotice([played(0, 'TH'), timedOut(1)], 1)).toBeNull();
  });

  it('only the latest timeout counts', () => {
    const log = [timedOut(1), played(1, '7S'), timedOut(1), played(1, '8S')];
    expect(timedOutNotice(log, 1, (card) => card)?.line).toBe(log[2]);
    expect(timedOutNotice(log, 1, (card) => card)?.text).toContain('8S');
  });
});

describe('a claim of the rest of the hand', () => {
  const claimed = (seat: number) => ({ ...line('claimed', seat, { seat, cards: ['AS', 'KS', 'TH'] }), id: 7 });
  it('is said with the cards, to its person: "You claim the rest", "Seat2 claims the rest"', () => {
    expect(describeLine(claimed(1), testNaming(1), describeBaloot)).toBe('You claim the rest: A♠ K♠ 10♥');
    expect(describeLine(claimed(2), testNaming(1), describeBaloot)).toBe('Seat2 claims the rest: A♠ K♠ 10♥');
  });
  it('the latest one in the log is the one shown', () => {
    const log = [claimed(2), { ...line('cardPlayed', 2, { seat: 2, card: 'AS' }), id: 8 }];
    expect(lastClaim(log)?.id).toBe(7);
    expect(lastClaim(log.slice(1))).toBeNull();
  });
});

describe('a move the table played because it was the only one is said so', () => {
  const forced = (seat: number, data: Record<string, unknown>) => line('onlyMovePlayed', seat, { seat, ...data });

  it('"Your only card, 7S, was played for you" to its person, "Seat2\'s only move was played" to the others', () => {
    const card = (c: string) => c;
    expect(describeLine(forced(1, { card: '7S' }), testNaming(1), describeAllFours, card)).toBe('Your only card, 7S, was played for you');
    expect(describeLine(forced(1, {}), testNaming(1), describeBaloot, card)).toBe('Your only move was played for you');
    expect(describeLine(forced(2, { card: '7S' }), testNaming(1), describeAllFours, card)).toBe("Seat2's only move was played");
    expect(describeLine(forced(2, {}), testNaming(null), describeFiftySix, card)).toBe("Seat2's only move was played");
  });
});
