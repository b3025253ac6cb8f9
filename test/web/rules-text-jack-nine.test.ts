import { describe, expect, it } from 'vitest';
import type { Card } from '../../shared/rules/core/cards.js';
import type { GameEvent } from '../../shared/rules/core/game.js';
import { packOf, pointsOf as tePoints, strengthOf as teStrength } from '../../shared/rules/games/twenty-eight/cards.js';
import { twentyEight } from '../../shared/rules/games/twenty-eight/index.js';
import { OPTIONS as TE_OPTIONS } from '../../shared/rules/games/twenty-eight/options.js';
import { baseValue, scoreHand as teScoreHand } from '../../shared/rules/games/twenty-eight/scoring.js';
import { firstMinimum, MAX_BID, secondMinimum } from '../../shared/rules/games/twenty-eight/seating.js';
import type { TwentyEightState } from '../../shared/rules/games/twenty-eight/state.js';
import { PACK as TN_PACK, pointsOf as tnPoints, strengthOf as tnStrength } from '../../shared/rules/games/twenty-nine/cards.js';
import { twentyNine } from '../../shared/rules/games/twenty-nine/index.js';
import { OPTIONS as TN_OPTIONS } from '../../shared/rules/games/twenty-nine/options.js';
import { scoreHand as tnScoreHand, targetOf } from '../../shared/rules/games/twenty-nine/scoring.js';
import type { TwentyNineState } from '../../shared/rules/games/twenty-nine/state.js';
import type { Cell } from '../../web/src/lib/rules/shape.js';
import { SHAPE as TWENTY_EIGHT } from '../../web/src/lib/games/twenty-eight/rules/shape.js';
import { SHAPE as TWENTY_NINE } from '../../web/src/lib/games/twenty-nine/rules/shape.js';

// Twenty-Eight's and Twenty-Nine's rules pages (the J 9 A 10 games): their tables' numbers are the
// engines', so the rules shown can never drift from the rules played. (Every game's sections, words and
// languages are checked by rules-text.test.ts.)

const TABLES = { ...TWENTY_EIGHT.tables, ...TWENTY_NINE.tables };
const num = (cell: Cell) => cell as number;
const rank = (cell: Cell) => cell as string;
const isWord = (cell: Cell, word: string) => typeof cell === 'object' && cell.word === word;
const defaultOf = (options: typeof TE_OPTIONS, key: string) => options.find((spec) => spec.key === key)!.default;

// a hand's tricks: `won` of 8 by the first seat given, the others by the second
const tricks = (won: number, winner: number, other: number) =>
  Array.from({ length: 8 }, (_, i) => ({ plays: [], winner: i < won ? winner : other, points: 0 }));

/** Twenty-Eight's scoring of one hand at 4 players, the state set as `hand` says: the hand's summary. */
function teScored(hand: Partial<TwentyEightState>): GameEvent & Record<string, unknown> {
  const setup = twentyEight.setup({ seats: 4, seed: 'rules-page' });
  if (!setup.ok) throw new Error(setup.error.message);
  const base: Partial<TwentyEightState> = { phase: 'play', bidder: 0, thani: -1, high: 20, target: 20, laid: 'JH', firstBid: { seat: 0, value: 20 }, doubled: 0, pair: null };
  const events: GameEvent[] = [];
  teScoreHand({ ...setup.state, ...base, ...hand }, events);
  return events.find((event) => event.type === 'handScored') as GameEvent & Record<string, unknown>;
}

/** Twenty-Nine's scoring of one hand, the state set as `hand` says: the hand's summary. */
function tnScored(hand: Partial<TwentyNineState>): GameEvent & Record<string, unknown> {
  const setup = twentyNine.setup({ seats: 4, seed: 'rules-page' });
  if (!setup.ok) throw new Error(setup.error.message);
  const base: Partial<TwentyNineState> = { phase: 'playing', bidder: 0, bid: 16, form: 'marker', trump: 'S', revealed: true, single: -1, doubled: 0, pair: null };
  const events: GameEvent[] = [];
  tnScoreHand({ ...setup.state, ...base, ...hand }, events);
  return events.find((event) => event.type === 'handScored') as GameEvent & Record<string, unknown>;
}

describe('the tables are the engine: Twenty-Eight', () => {
  it('[TE-1.1] order and points in every suit, 28 in the pack', () => {
    const rows = TABLES['te-cards'].rows;
    expect(rows.map((r) => num(r[1]))).toEqual(rows.map((r) => tePoints(`${rank(r[0])}S` as Card)));
    const strengths = rows.map((r) => teStrength(`${rank(r[0])}S` as Card));
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
    expect(rows).toHaveLength(packOf(4).pack.length / 4);
    expect(rows.reduce((sum, r) => sum + num(r[1]), 0) * 4).toBe(28);
  });

  it('[TE-8.2][TE-7.3] game points by contract, and a Thani\'s', () => {
    const rows = TABLES['te-scores'].rows;
    const ranges = rows.filter((r) => typeof r[0] === 'string');
    const covered: number[] = [];
    for (const [range, made, failed] of ranges) {
      const [from, to] = String(range).split('–').map(Number);
      for (let bid = from; bid <= to; bid++) {
        covered.push(bid);
        expect(baseValue(bid, true, defaultOf(TE_OPTIONS, 'scoring'))).toBe(made);
        expect(baseValue(bid, false, defaultOf(TE_OPTIONS, 'scoring'))).toBe(failed);
      }
    }
    // every bid from the first auction's minimum to 28, once
    expect(covered).toEqual(Array.from({ length: MAX_BID - firstMinimum(4) + 1 }, (_, i) => firstMinimum(4) + i));
    const thani = rows.find((r) => isWord(r[0], 'thani'))!;
    expect(teScored({ thani: 1, tricks: tricks(8, 1, 0) }).change).toEqual([0, num(thani[1])]);
    expect(teScored({ thani: 1, tricks: tricks(3, 1, 0).slice(0, 4) }).change).toEqual([0, -num(thani[2])]);
  });

  it('[TE-6.2][TE-8.1] the example: a contract of 24, the Pair lowers the target to 20, made with 21', () => {
    const rows = TABLES['te-example'].rows;
    const [taken, before, after] = ['pointsTaken', 'scoreBefore', 'scoreAfter'].map((word) => rows.find((r) => isWord(r[0], word))!.slice(1).map(num));
    expect(taken[0] + taken[1]).toBe(28);
    const contract = 24;
    const target = contract - 4; // the bidding team's Pair
    expect(target).toBeGreaterThanOrEqual(firstMinimum(4));
    expect(contract).toBeGreaterThanOrEqual(secondMinimum(4));
    const won = [taken[0], taken[1], 0, 0];
    const hand = { high: contract, target, pair: { seat: 2, bidding: true, target }, won, tricks: tricks(5, 0, 1), score: before };
    expect(teScored(hand)).toMatchObject({ made: true, value: 2, score: after });
    expect(after[1]).toBe(before[1]); // only the bidding team's score moves
    // "without the Pair, 21 would have failed the 24 and cost 3"
    expect(teScored({ ...hand, target: contract, pair: null })).toMatchObject({ made: false, value: 3 });
  });

  it("the texts' numbers: auctions from 14 (12, 16) and 24 (22), the match at 6, a Thani of 4", () => {
    expect([firstMinimum(4), secondMinimum(4), firstMinimum(3), secondMinimum(3), firstMinimum(6)]).toEqual([14, 24, 12, 22, 16]);
    expect([packOf(3).pack.length, packOf(6).pack.length, packOf(6).handSize]).toEqual([24, 36, 6]);
    expect(defaultOf(TE_OPTIONS, 'target')).toBe(6);
    expect(defaultOf(TE_OPTIONS, 'thani')).toBe(4);
    expect(defaultOf(TE_OPTIONS, 'partnerOvercall')).toBe(20);
  });
});

describe('the tables are the engine: Twenty-Nine', () => {
  it('[TN-1.1] order and points in every suit, and the last trick: 29', () => {
    const rows = TABLES['tn-cards'].rows;
    const cards = rows.filter((r) => typeof r[0] === 'string');
    expect(cards.map((r) => num(r[1]))).toEqual(cards.map((r) => tnPoints(`${rank(r[0])}S` as Card)));
    const strengths = cards.map((r) => tnStrength(false)(`${rank(r[0])}S` as Card));
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
    expect(cards).toHaveLength(TN_PACK.length / 4);
    const last = num(rows.find((r) => isWord(r[0], 'lastTrick'))![1]);
    expect(last).toBe(defaultOf(TN_OPTIONS, 'lastTrick'));
    expect(cards.reduce((sum, r) => sum + num(r[1]), 0) * 4 + last).toBe(29);
  });

  it('[TN-8.1][TN-7.1][TN-6.2] game points of a hand: a bid, doubled, redoubled, a single hand', () => {
    const rows = TABLES['tn-scores'].rows;
    const row = (word: string) => rows.find((r) => isWord(r[0], word))!.slice(1).map(num);
    const bid = (doubled: 0 | 1 | 2) => [
      tnScored({ doubled, points: [16, 13], tricks: tricks(5, 0, 1) }).change[0],
      -tnScored({ doubled, points: [15, 14], tricks: tricks(5, 0, 1) }).change[0],
    ];
    expect(row('contract')).toEqual(bid(0));
    expect(row('doubled')).toEqual(bid(1));
    expect(row('redoubled')).toEqual(bid(2));
    const single = [tnScored({ single: 1, tricks: tricks(8, 1, 0) }).change[1], -tnScored({ single: 1, tricks: tricks(3, 1, 0).slice(0, 4) }).change[1]];
    expect(row('singleHand')).toEqual(single);
  });

  it('[TN-5.2][TN-8.1] the example: a bid of 20, the Pair lowers the target to 16, doubled, made with 17', () => {
    const rows = TABLES['tn-example'].rows;
    const [taken, before, after] = ['pointsTaken', 'scoreBefore', 'scoreAfter'].map((word) => rows.find((r) => isWord(r[0], word))!.slice(1).map(num));
    expect(taken[0] + taken[1]).toBe(29);
    const pair = { seat: 2, team: 0 };
    const hand = { bid: 20, pair, doubled: 1 as const, points: taken, tricks: tricks(5, 0, 1), scores: before };
    expect(targetOf({ bid: 20, bidder: 0, pair, options: { minBid: defaultOf(TN_OPTIONS, 'minBid') } })).toBe(16);
    expect(tnScored(hand)).toMatchObject({ target: 16, made: true, scores: after });
    expect(after[1]).toBe(before[1]); // only the bidding team's score moves
    // "without the Pair, 17 would have failed the 20 and cost 2"
    expect(tnScored({ ...hand, pair: null }).change).toEqual([-2, 0]);
    // the Pair text: a bid of 18 stays 18 (16 is the lowest bid)
    expect(targetOf({ bid: 18, bidder: 0, pair, options: { minBid: defaultOf(TN_OPTIONS, 'minBid') } })).toBe(18);
  });

  it("the texts' numbers: bids from 16 to 28, the match at 6, a single hand of 3", () => {
    expect(defaultOf(TN_OPTIONS, 'minBid')).toBe(16);
    expect(defaultOf(TN_OPTIONS, 'target')).toBe(6);
    expect(defaultOf(TN_OPTIONS, 'singleHand')).toBe(3);
    expect(defaultOf(TN_OPTIONS, 'seventhCard')).toBe(true);
    expect(defaultOf(TN_OPTIONS, 'indicator')).toBe('spare');
  });
});
