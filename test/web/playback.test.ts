import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableModel } from '../../web/src/lib/games/types.js';
import type { LogLine } from '../../web/src/lib/net/snapshot.js';
import { Playback, shownModel, stepsOf, type Pace } from '../../web/src/lib/table/playback.js';
import { TablePlayback } from '../../web/src/lib/table/table-playback.svelte.js';

let nextId = 0;
const line = (type: string, seat: number | null, data: Record<string, unknown> = {}): LogLine => ({ id: nextId++, seat, type, data });
const played = (seat: number, card: string) => line('cardPlayed', seat, { seat, card });
const won = (seat: number) => line('trickWon', seat, { seat });

/** A four-seat model at the viewer's (seat 0) turn to play, nothing on the table. */
function model(over: Partial<TableModel> = {}): TableModel {
  return {
    seats: 4, viewer: 0, version: 1, hand: ['AS', 'KS', '7H'], handSizes: [3, 3, 3, 3], playable: new Set(['AS', 'KS', '7H']),
    offTurn: null, shown: [[], [], [], []], aside: null, callable: new Set(), trick: [], lastTrick: null, tricksDone: 0, turn: [0],
    dealer: 3, teams: [0, 1, 0, 1], out: [false, false, false, false], notes: ['', '', '', ''], headline: 'Sun', score: [10, 20],
    scoreLabel: '', over: false, winner: null, ...over,
  };
}

// the events a game's UI names as its seats' decisions (Fifty-Six's: its bids)
const DECISIONS: ReadonlySet<string> = new Set(['bidMade']);

/** A playback whose timers the test fires by hand, recording each wait. */
function harness(pace: Pace = 'normal') {
  const timers: { fn: () => void; ms: number; live: boolean }[] = [];
  let changes = 0;
  const playback = new Playback(
    (fn, ms) => {
      const timer = { fn, ms, live: true };
      timers.push(timer);
      return () => (timer.live = false);
    },
    pace,
    () => changes++,
    DECISIONS,
  );
  /** Fires the one pending timer, returning how long it was set for. */
  const fire = () => {
    const live = timers.filter((t) => t.live);
    expect(live).toHaveLength(1);
    live[0].live = false;
    live[0].fn();
    return live[0].ms;
  };
  const pending = () => timers.filter((t) => t.live).length;
  return { playback, fire, pending, changes: () => changes };
}

describe('playback: the moves of one update, one at a time', () => {
  it("the person's card shows at once, each bot's after a pause, and no decision is asked until the present", () => {
    const { playback, fire, pending, changes } = harness();
    const before = model();
    playback.next([played(0, 'AS'), played(1, 'QS'), played(2, '9S')], 0, before, model());
    // the page hears of it at once, before any wait (else it shows the present, decisions and all)
    expect(changes()).toBeGreaterThan(0);
    // the own card is on the table, the bots' are not yet; nothing may be played meanwhile
    const present = model({ trick: [{ seat: 0, card: 'AS' }, { seat: 1, card: 'QS' }, { seat: 2, card: '9S' }], hand: ['KS', '7H'], handSizes: [2, 2, 2, 3], turn: [3], score: [10, 20] });
    const now = () => shownModel(present, playback.shown);
    expect(now().trick).toEqual([{ seat: 0, card: 'AS' }]);
    expect(now().hand).toEqual(['KS', '7H']);
    expect(now().playable.size).toBe(0);
    expect(now().turn).toEqual([]);
    expect(now().score).toEqual([10, 20]);
    expect(fire()).toBe(700);
    expect(now().trick.map((p) => p.card)).toEqual(['AS', 'QS']);
    expect(now().handSizes).toEqual([2, 2, 3, 3]);
    expect(fire()).toBe(700);
    expect(now().trick.map((p) => p.card)).toEqual(['AS', 'QS', '9S']);
    // the playback reached the present
    expect(pending()).toBe(0);
    expect(playback.busy).toBe(false);
  });

  it('a completed trick stays, gathers to its winner, and then the next lead comes', () => {
    const { playback, fire } = harness();
    const before = model({ trick: [{ seat: 1, card: 'QS' }, { seat: 2, card: '9S' }, { seat: 3, card: '8S' }], turn: [0] });
    playback.next([played(0, 'AS'), won(0)], 0, before, model());
    expect(playback.shown?.trick).toHaveLength(4);
    expect(fire()).toBe(1000); // the full trick in view
    expect(playback.shown?.sweep).toBe(0);
    expect(fire()).toBe(400); // gathering
    expect(playback.busy).toBe(false);
  });

  it('more lines while playing are queued behind; the trick gathers before the next lead', () => {
    const { playback, fire } = harness();
    playback.next([played(0, 'AS'), played(1, 'QS')], 0, model(), model());
    playback.next([played(2, '9S'), played(3, '8S'), won(0)], 0, model(), model());
    fire(); // QS
    fire(); // 9S
    fire(); // 8S
    expect(playback.shown?.trick).toHaveLength(4);
    fire(); // held
    fire(); // gathered
    expect(playback.busy).toBe(false);
  });

  it('the end of a hand: the last trick first, then the result; what follows is the present', () => {
    const { playback, fire } = harness();
    const scored = line('handScored', null, { hand: 1 });
    playback.next([played(0, 'AS'), played(1, 'QS'), played(2, '9S'), played(3, '8S'), won(0), scored, line('handDealt', null, { hand: 2, dealer: 0 }), played(1, 'TH')], 0, model(), model());
    expect(playback.ended).toBeNull();
    for (let i = 0; i < 5; i++) fire();
    expect(playback.ended).toBe(scored);
    expect(playback.busy).toBe(false);
  });

  it('speeds scale the waits; instant shows the present at once but still reaches the hand end', () => {
    const fast = harness('fast');
    fast.playback.next([played(1, 'QS')], 0, model(), model());
    expect(fast.fire()).toBe(350);
    const slow = harness('slow');
    slow.playback.next([played(1, 'QS'), won(1)], 0, model(), model());
    expect(slow.fire()).toBe(1200);
    expect(slow.fire()).toBeGreaterThan(1000);
    const instant = harness('instant');
    const scored = line('handScored', null, {});
    instant.playback.next([played(1, 'QS'), won(1), scored], 0, model(), model());
    expect(instant.pending()).toBe(0);
    expect(instant.playback.busy).toBe(false);
    expect(instant.playback.ended).toBe(scored);
  });

  it('switching to instant mid-way jumps to the present', () => {
    const { playback, pending } = harness();
    playback.next([played(1, 'QS'), played(2, '9S')], 0, model(), model());
    expect(playback.busy).toBe(true);
    playback.setPace('instant');
    expect(playback.busy).toBe(false);
    expect(pending()).toBe(0);
  });

  it('an update with only the person\'s own moves, or nothing to show, needs no playback', () => {
    const { playback } = harness();
    playback.next([played(0, 'AS')], 0, model(), model());
    expect(playback.busy).toBe(false);
    playback.next([line('bidMade', 0, { seat: 0 }), line('handDealt', null, { hand: 2 })], 0, model(), model());
    expect(playback.busy).toBe(false);
    expect(stepsOf([line('bidMade', 0, {}), line('contractMade', null, {})], 0, DECISIONS)).toEqual([]);
  });
});

describe("playback: other seats' decisions", () => {
  it('a bot\'s bid is said at its seat after a pause, one at a time; the person\'s own at once', () => {
    const { playback, fire } = harness();
    const bid1 = line('bidMade', 1, { seat: 1 });
    const bid2 = line('bidMade', 2, { seat: 2 });
    playback.next([line('bidMade', 0, { seat: 0 }), bid1, bid2], 0, model({ turn: [0] }), model());
    expect(playback.busy).toBe(true);
    expect(playback.shown?.said).toEqual({});
    expect(fire()).toBe(700);
    expect(playback.shown?.said).toEqual({ 1: bid1 });
    expect(fire()).toBe(700);
    expect(playback.busy).toBe(false);
  });
});

describe('playback: the next hand after a result', () => {
  it("the hand's end shows its result, then the next hand's first bids come one at a time, each seat's note waiting for its own", () => {
    const { playback, fire } = harness();
    const scored = line('handScored', null, { hand: 1 });
    const bid1 = line('bidMade', 1, { seat: 1 });
    const bid2 = line('bidMade', 2, { seat: 2 });
    const present = model({ notes: ['', 'Pass', 'Hokum', ''], headline: 'Hand 2', turn: [3] });
    playback.next([played(0, 'AS'), played(1, 'QS'), won(1), scored, line('handDealt', null, { hand: 2 }), bid1, bid2], 0, model(), present);
    fire(); // QS
    fire(); // trick held
    fire(); // gathered: the hand's end
    expect(playback.ended).toBe(scored);
    expect(playback.busy).toBe(true);
    const now = () => shownModel(present, playback.shown);
    expect(now().headline).toBe('Hand 2');
    expect(now().notes).toEqual(['', '', '', '']);
    expect(now().turn).toEqual([]);
    fire();
    expect(playback.shown?.said).toEqual({ 1: bid1 });
    expect(now().notes).toEqual(['', 'Pass', '', '']);
    fire();
    expect(playback.busy).toBe(false);
  });
});

describe("the table page's playback: the hand's result", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the last hand of a game that ended is not put up again when Play again starts the next game', () => {
    const playback = new TablePlayback(DECISIONS);
    const start = [line('handDealt', null, { hand: 1 })];
    playback.heard(start, model());
    const scored = line('handScored', null, { hand: 1 });
    const end = [...start, line('cardPlayed', 1, { seat: 1, card: 'QS' }), line('trickWon', 1, { seat: 1 }), scored, line('gameOver', null, {})];
    playback.heard(end, model({ over: true, winner: 1, turn: [] }));
    vi.runAllTimers();
    // the last hand's result was reached (the page hides it behind the game's end)
    expect(playback.result).toBe(scored);
    // the host plays again: a new game's first lines, nothing scored yet
    const again = [...end, line('handDealt', null, { hand: 1 }), line('bidMade', 1, { seat: 1 })];
    playback.heard(again, model({ score: [0, 0], turn: [0] }));
    vi.runAllTimers();
    expect(playback.result).toBeNull();
  });

  it('closed by the person, the result stays closed while the next hand\'s first bids play back', () => {
    const playback = new TablePlayback(DECISIONS);
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
