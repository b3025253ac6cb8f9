import { describe, expect, it } from 'vitest';
import type { TableModel } from '../../web/src/lib/games/types.js';
import { notPlayableReason, readOut } from '../../web/src/lib/table/readout.js';
import { testNaming } from './table-kit.js';

// The keys that read the table on demand (readout.ts): what each says of a table model, in English.

const model = (changes: Partial<TableModel>): TableModel => ({
  seats: 4, viewer: 0, version: 12, hand: ['AS', 'TS', '7S', 'KH', '9D'], handSizes: [5, 5, 5, 5], playable: new Set(), offTurn: null, shown: [], callable: new Set(),
  aside: null, trick: [], lastTrick: null, tricksDone: 0, turn: [1], dealer: 3, teams: [0, 1, 0, 1], out: [false, false, false, false], notes: [], headline: 'Hokum ♥',
  score: [40, 12], scoreLabel: 'to 152', over: false, winner: null, ...changes,
});
const table = (changes: Partial<TableModel>, deadline: number | null = null) => ({ model: model(changes), naming: testNaming(0), deadline, now: 1_000_000, formatTime: (s: number) => `${Math.round(s)} s` });

describe('reading the table on demand', () => {
  it('the hand, suit by suit, in the order it is shown', () => {
    expect(readOut('hand', table({}))).toBe('Your hand: spades: ace, ten, 7; hearts: king; diamonds: 9');
    expect(readOut('hand', table({ hand: [] }))).toBe('Your hand is empty');
    expect(readOut('hand', table({ viewer: null }))).toBe('You are watching: you hold no cards');
  });

  it('the trick on the table with who played what, and the last trick with who took it', () => {
    expect(readOut('trick', table({}))).toBe('Nothing on the table');
    expect(readOut('trick', table({ trick: [{ seat: 3, card: 'QH' }, { seat: 0, card: 'KH' }] }))).toBe('On the table: Seat3: queen of hearts, You: king of hearts');
    expect(readOut('last', table({}))).toBe('No trick won yet in this hand');
    expect(readOut('last', table({ lastTrick: { plays: [{ seat: 1, card: 'AC' }, { seat: 2, card: '8C' }], winner: 1 } }))).toBe('Last trick: Seat1: ace of clubs, Seat2: 8 of clubs. Seat1 wins the trick');
  });

  it('the contract and the score; whose turn with the time left', () => {
    expect(readOut('score', table({}))).toBe('Hokum hearts. Score: Team0 40, Team1 12 (to 152)');
    expect(readOut('turn', table({}, 1_030_000))).toBe('Waiting for Seat1. 30 s left');
    expect(readOut('turn', table({ turn: [0] }))).toBe('Your turn');
    expect(readOut('turn', table({ over: true }))).toBe('Game over');
  });

  it('says why a card cannot be played: the suit led must be followed, else the rules of the moment', () => {
    const hand = ['AS', 'KH', '9D'];
    expect(notPlayableReason('AS', hand, [{ card: 'TH' }])).toBe('not playable: you must follow hearts');
    expect(notPlayableReason('AS', ['AS', '9D'], [{ card: 'TH' }])).toBe('not playable now');
    expect(notPlayableReason('AS', hand, [])).toBe('not playable now');
  });

  it('in a game where a trump may stand in for the suit led (All Fours, [AF-3.3]), says follow or trump', () => {
    const hand = ['AS', 'KH', '9D'];
    expect(notPlayableReason('AS', hand, [{ card: 'TH' }], 'D')).toBe('not playable: you must follow hearts or play a trump');
    // a trump led must be followed by a trump, as anywhere
    expect(notPlayableReason('AS', hand, [{ card: 'TD' }], 'D')).toBe('not playable: you must follow diamonds');
    // a trump the rules of the moment forbid (no undertrumping) has no reason of its own
    expect(notPlayableReason('9D', hand, [{ card: 'TH' }, { card: 'AD' }], 'D')).toBe('not playable now');
  });
});
