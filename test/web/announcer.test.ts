import { describe, expect, it } from 'vitest';
import { describeAllFours } from '../../web/src/lib/games/all-fours/describe.js';
import { describeBaloot } from '../../web/src/lib/games/baloot/describe.js';
import { describeFiftySix } from '../../web/src/lib/games/fifty-six/describe.js';
import type { LogLine } from '../../web/src/lib/net/snapshot.js';
import { freshLines, spoken, type Heard } from '../../web/src/lib/table/announcer.js';
import { cardName } from '../../web/src/lib/table/words.js';
import { testNaming } from './table-kit.js';

const line = (id: number, type = 'cardPlayed', data: Record<string, unknown> = { seat: 1, card: 'TH' }): LogLine => ({ id, seat: 1, type, data });
const naming = testNaming();
const words: Record<string, string> = { '♠': 'spades', '♥': 'hearts', '♦': 'diamonds', '♣': 'clubs' };

describe('screen reader announcements', () => {
  it('tell nothing of the history on the first look, then every new line once', () => {
    const heard: Heard = { last: null };
    const log = [line(0), line(1)];
    expect(freshLines(log, heard)).toEqual([]);
    log.push(line(2), line(3));
    expect(freshLines(log, heard).map((l) => l.id)).toEqual([2, 3]);
    expect(freshLines(log, heard)).toEqual([]);
  });
  it('start again with a new game whose log begins afresh', () => {
    const heard: Heard = { last: null };
    freshLines([line(0), line(1), line(2)], heard);
    const next = [line(0, 'handDealt', { hand: 1, dealer: 2 }), line(1)];
    expect(freshLines(next, heard).map((l) => l.id)).toEqual([0, 1]);
  });
  it('say cards by name and suits as words', () => {
    const text = describeBaloot(line(0), naming, cardName)!;
    expect(text).toBe('Seat1: ten of hearts');
    const bid = describeBaloot(line(1, 'bidMade', { seat: 1, call: 'hokum', suit: 'H' }), naming, cardName)!;
    expect(spoken(bid, (s) => words[s])).toBe('Seat1: Hokum hearts');
    expect(describeAllFours(line(2, 'trickWon', { seat: 1 }), naming, cardName)).toBe('Seat1 wins the trick');
  });
  it('tell the result of a hand', () => {
    const contract = { seat: 1, team: 1, value: 30, trump: 'S', forced: false, doubled: 0, doubler: null };
    const scored = describeFiftySix(line(0, 'handScored', { hand: 2, contract, made: true, tables: [11, 13], payments: [], points: [20, 36], out: [] }), naming)!;
    expect(scored).toBe('Hand 2: 30 ♠ made — Tables: Team0 11, Team1 13');
    const summary = { hand: 1, contract: { kind: 'sun', declarer: 0, level: 1, gahwa: false, locked: false, ashkal: false }, result: 'success', score: [16, 10] };
    expect(describeBaloot(line(1, 'handScored', { summary }), naming)).toBe('Hand 1: Sun made — Team0 +16, Team1 +10');
  });
});
