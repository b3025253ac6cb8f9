import { describe, expect, it } from 'vitest';
import { describeAllFours } from '../../web/src/lib/games/all-fours/describe.js';
import { describeBaloot } from '../../web/src/lib/games/baloot/describe.js';
import { describeFiftySix } from '../../web/src/lib/games/fifty-six/describe.js';
import type { LogLine } from '../../web/src/lib/net/snapshot.js';
import { freshLines, setVerbosity, spoken, Telling, verbosityOf, type Heard } from '../../web/src/lib/table/announcer.js';
import { MemoryStorage } from './fake-storage.js';
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

describe('how much the screen reader is told (verbosity)', () => {
  const you = testNaming(0);
  const played = (id: number, seat: number, card: string): LogLine => ({ id, seat, type: 'cardPlayed', data: { seat, card } });
  const won = (id: number, seat: number, points?: number): LogLine => ({ id, seat, type: 'trickWon', data: { seat, ...(points === undefined ? {} : { points }) } });
  const words = {
    line: (l: LogLine) => describeAllFours(l, you, cardName),
    play: (l: LogLine) => `${l.seat === 0 ? 'You' : `Seat${l.seat}`}: ${cardName(String(l.data.card))}`,
    trick: (n: number, plays: string[], w: LogLine) => `Trick ${n}: ${plays.join(', ')} — ${describeAllFours(w, you, cardName)}${typeof w.data.points === 'number' ? `, ${w.data.points} points` : ''}`,
    onTable: (plays: string[]) => `On the table: ${plays.join(', ')}`,
    yourTurn: 'Your turn',
  };
  const dealt: LogLine = { id: 0, seat: null, type: 'handDealt', data: { hand: 1, dealer: 1 } };
  const trick = [played(1, 1, 'TH'), played(2, 0, 'JH'), won(3, 0, 4)];

  it('each trick (the default): one sentence when it is won, with its number, the cards and who took it', () => {
    const telling = new Telling();
    telling.start([dealt]);
    expect(telling.tell(trick, false, 'tricks', words)).toEqual({ polite: ['Trick 1: Seat1: ten of hearts, You: jack of hearts — You win the trick, 4 points'], urgent: [] });
    // the next trick's first card is kept for the sentence; the turn says what lies on the table
    expect(telling.tell([played(4, 1, '2S')], true, 'tricks', words)).toEqual({ polite: [], urgent: ['Your turn. On the table: Seat1: 2 of spades'] });
    expect(telling.tell([played(5, 0, 'AS'), won(6, 0)], false, 'tricks', words).polite).toEqual(['Trick 2: Seat1: 2 of spades, You: ace of spades — You win the trick']);
    // a new hand counts its tricks from one again
    expect(telling.tell([{ ...dealt, id: 7 }, played(8, 1, '3C'), played(9, 0, '4C'), won(10, 1)], false, 'tricks', words).polite.at(-1)).toMatch(/^Trick 1: /);
  });

  it('every card: each line as it comes; only my turn: the turn and the end of the game', () => {
    const cards = new Telling();
    cards.start([dealt]);
    expect(cards.tell(trick, true, 'cards', words)).toEqual({ polite: ['Seat1: ten of hearts', 'Seat0: jack of hearts', 'You win the trick'], urgent: ['Your turn'] });
    const turn = new Telling();
    turn.start([dealt]);
    expect(turn.tell(trick, false, 'turn', words)).toEqual({ polite: [], urgent: [] });
    expect(turn.tell([played(4, 1, '2S')], true, 'turn', words)).toEqual({ polite: [], urgent: ['Your turn'] });
    // the turn is said once when it comes, not again while it lasts
    expect(turn.tell([], true, 'turn', words).urgent).toEqual([]);
    expect(turn.tell([{ id: 9, seat: null, type: 'gameOver', data: { winner: 0 } }], false, 'turn', words).polite).toHaveLength(1);
  });

  it('a page opened mid-trick knows the cards on the table and the tricks already won in the hand', () => {
    const telling = new Telling();
    telling.start([dealt, ...trick, played(4, 1, '5D')]);
    expect(telling.tell([played(5, 0, '6D'), won(6, 1)], false, 'tricks', words).polite).toEqual(['Trick 2: Seat1: 5 of diamonds, You: 6 of diamonds — Seat1 wins the trick']);
  });

  it('keeps the choice in this browser; each trick unless another was made', () => {
    const storage = new MemoryStorage();
    expect(verbosityOf(storage)).toBe('tricks');
    setVerbosity(storage, 'turn');
    expect(verbosityOf(storage)).toBe('turn');
    storage.setItem('majlis:verbosity', 'shout');
    expect(verbosityOf(storage)).toBe('tricks');
  });
});
