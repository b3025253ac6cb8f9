import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableModel } from '../../web/src/lib/games/types.js';
import type { LogLine } from '../../web/src/lib/net/snapshot.js';
import { TablePlayback } from '../../web/src/lib/table/table-playback.svelte.js';

let nextId = 0;
const line = (type: string, seat: number | null, data: Record<string, unknown> = {}): LogLine => ({ id: nextId++, seat, type, data });

/** A four-seat model at the viewer's (seat 0) turn, nothing on the table. */
function model(over: Partial<TableModel> = {}): TableModel {
  return {
    seats: 4, viewer: 0, version: 1, hand: ['AS', 'KS', '7H'], handSizes: [3, 3, 3, 3], playable: new Set(['AS', 'KS', '7H']),
    offTurn: null, shown: [[], [], [], []], callable: new Set(), trick: [], lastTrick: null, tricksDone: 0, turn: [0],
    dealer: 3, teams: [0, 1, 0, 1], out: [false, false, false, false], notes: ['', '', '', ''], headline: 'Sun', score: [10, 20],
    scoreLabel: '', over: false, winner: null, ...over,
  };
}

describe("the table page's playback: the hand's result", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closed by the person, the result stays closed while the next hand\'s first bids play back', () => {
    const playback = new TablePlayback();
    const start = [line('handDealt', null, { hand: 1 })];
    playback.heard(start, model());
    const scored = line('handScored', null, { hand: 1 });
    const log = [...start, line('cardPlayed', 0, { seat: 0, card: 'AS' }), line('cardPlayed', 1, { seat: 1, card: 'QS' }), line('trickWon', 1, { seat: 1 }), scored, line('handDealt', null, { hand: 2 }), line('bidMade', 1, { seat: 1 }), line('bidMade', 2, { seat: 2 })];
    playback.heard(log, model({ notes: ['', 'Pass', 'Hokum', ''], turn: [3] }));
    // the bot's card, the trick held and gathered: the hand's end, its result up
    vi.advanceTimersByTime(5000);
    expect(playback.result).toBe(scored);
    playback.result = null;
    vi.runAllTimers();
    // the next hand's bids, in the updates that follow, are played back one by one (a change each):
    // the result does not come back
    const bids = [...log, line('bidMade', 3, { seat: 3 }), line('bidMade', 0, { seat: 0 }), line('bidMade', 1, { seat: 1 })];
    playback.heard(bids, model({ turn: [2] }));
    expect(playback.shown).not.toBeNull();
    vi.runAllTimers();
    expect(playback.shown).toBeNull();
    expect(playback.result).toBeNull();
    // the next hand's end puts its own result up
    const next = line('handScored', null, { hand: 2 });
    playback.heard([...bids, next], model());
    expect(playback.result).toBe(next);
  });
});
