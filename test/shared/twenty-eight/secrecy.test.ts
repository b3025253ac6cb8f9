import { describe, expect, it } from 'vitest';
import type { Action, GameEvent, Viewer } from '../../../shared/rules/core/game.js';
import { randomBelow, seededRandom } from '../../../shared/rules/core/shuffle.js';
import { twentyEight } from '../../../shared/rules/games/twenty-eight/index.js';
import type { TwentyEightState } from '../../../shared/rules/games/twenty-eight/state.js';
import { D3, SUITS, toPlay } from './deals.js';
import { act, eventOf, run, seenBy, start } from './stack.js';

const viewers = (seats: number): Viewer[] => ['spectator', ...Array.from({ length: seats }, (_, s) => s)];
const json = (value: unknown) => JSON.stringify(value);

// A random game run to the moment a trump card is to be laid, or null: the first one of the game, or
// with `again` the next one of the same hand (after the second auction or a retake [TE-3.3]).
function toLaying(seats: number, seed: string, options: Record<string, unknown>, again: boolean): TwentyEightState | null {
  const random = seededRandom(`${seed}/moves`);
  let state = start({ seats, seed, options, dealer: undefined });
  let passed = false;
  for (let step = 0; step < 400; step++) {
    if (passed && state.phase === 'play') return null;
    if (state.phase === 'trump' && (!again || passed)) return state;
    if (state.phase === 'trump') passed = true;
    const seat = state.turn;
    const legal = twentyEight.legalActions(state, seat);
    const action = state.phase === 'retake' ? { type: 'retake' } : legal[randomBelow(random, legal.length)];
    state = act(state, seat, action).state;
  }
  return null;
}

// Two cards of the bidder's hand, of different suits when it has two suits.
function twoCards(hand: readonly string[], random: () => number): [string, string] {
  const a = hand[randomBelow(random, hand.length)];
  const others = hand.filter((card) => card[1] !== a[1]);
  const pool = others.length > 0 ? others : hand.filter((card) => card !== a);
  return [a, pool[randomBelow(random, pool.length)]];
}

/**
 * Plays both branches on with the same actions (a seat other than the first trump's owner has the
 * same legal actions in both; that owner picks among the actions legal in both) and checks every
 * other viewer sees byte-identical views and events until the trump is exposed. Returns the steps
 * compared, and of them those of the play.
 */
function compareBranches(a: TwentyEightState, b: TwentyEightState, eventsA: GameEvent[], eventsB: GameEvent[], owner: number, seed: string): [number, number] {
  const random = seededRandom(seed);
  const others = viewers(a.seats).filter((v) => v !== owner);
  const hand = a.hand;
  let steps = 0;
  let plays = 0;
  // [TE-4.2][TE-4.3] the exposure, or the hand's scoring, shows the card: compared up to there
  for (; !a.exposed && !b.exposed && a.hand === hand && b.hand === hand && a.phase !== 'over' && b.phase !== 'over'; ) {
    for (const viewer of others) {
      expect(json(twentyEight.view(a, viewer))).toBe(json(twentyEight.view(b, viewer)));
      expect(json(seenBy(eventsA, a, viewer))).toBe(json(seenBy(eventsB, b, viewer)));
    }
    expect(twentyEight.waitingFor(a)).toEqual(twentyEight.waitingFor(b));
    expect(json(twentyEight.history(a))).toBe(json(twentyEight.history(b)));
    const seat = a.turn;
    const legalA = twentyEight.legalActions(a, seat);
    const legalB = twentyEight.legalActions(b, seat);
    let choices: Action[];
    if (seat !== owner) {
      expect(json(legalA)).toBe(json(legalB));
      choices = legalA;
    } else {
      const inB = new Set(legalB.map(json));
      choices = legalA.filter((action) => inB.has(json(action)));
      if (choices.length === 0) return [steps, plays];
    }
    const action = choices[randomBelow(random, choices.length)];
    const nextA = act(a, seat, action);
    const nextB = act(b, seat, action);
    [a, b, eventsA, eventsB] = [nextA.state, nextB.state, nextA.events, nextB.events];
    steps++;
    if (action.type === 'play') plays++;
  }
  return [steps, plays];
}

describe('[TE-4] the hidden trump card', () => {
  it('[TE-4.1] only the bidder sees its trump card: not its partner, the opponents or a spectator', () => {
    const { state, events } = run(start({ deal: D3 }), toPlay('JS'));
    expect(twentyEight.view(state, 1).myTrump).toBe('JS');
    for (const viewer of [0, 2, 3, 'spectator'] as const) {
      const view = twentyEight.view(state, viewer);
      expect(view.myTrump).toBeNull();
      expect(view.trump).toBeNull();
      expect(view.trumpSeat).toBe(1); // the card back beside the bidder is public
      expect(json(view)).not.toContain('"JS"');
      expect(json(seenBy(events, state, viewer))).not.toContain('JS');
    }
    expect(twentyEight.view(state, 1).handSizes).toEqual([8, 7, 8, 8]);
  });

  it('[TE-4.1] views and visible events are identical whichever card was laid (many random positions, 4, 3 and 6 players)', () => {
    let compared = 0;
    let played = 0;
    let secondRound = 0;
    for (const seats of [4, 3, 6]) {
      // the first trump card of 80 random games, and (not at 6 players: one auction) the second of up to 200 more
      const tries: [number, boolean][] = [];
      for (let g = 0; g < 80; g++) tries.push([g, false]);
      if (seats !== 6) for (let g = 80; g < 280; g++) tries.push([g, true]);
      for (const [g, again] of tries) {
        const options = g % 2 === 0 ? {} : { doubling: true, noUndertrump: true, pointlessRedeal: 'anyPlayer', thani: g % 4 === 1 ? 'off' : 4 };
        const state = toLaying(seats, `same-${seats}-${g}`, options, again);
        if (state === null) continue;
        const owner = state.turn;
        if (again) secondRound++;
        const random = seededRandom(`cards-${seats}-${g}`);
        const [first, second] = twoCards(state.hands[owner], random);
        const a = act(state, owner, { type: 'trump', card: first });
        const b = act(state, owner, { type: 'trump', card: second });
        const [steps, plays] = compareBranches(a.state, b.state, a.events, b.events, owner, `branch-${seats}-${g}`);
        compared += steps;
        played += plays;
      }
    }
    expect(compared).toBeGreaterThan(2000);
    expect(played).toBeGreaterThan(1200);
    expect(secondRound).toBeGreaterThan(40);
  });

  it('[TE-4.2] once exposed the card is face up for all and known to be in the bidder\'s hand until played', () => {
    const { state, events } = run(start({ deal: D3 }), [...toPlay('JS'), 'AD', 'KS', 'ask']);
    expect(eventOf(events, 'trumpExposed')).toMatchObject({ audience: 'all', card: 'JS' });
    for (const viewer of viewers(4)) {
      const view = twentyEight.view(state, viewer);
      expect(view.trump).toEqual({ card: 'JS', suit: 'S' });
      expect(view.known[1]).toEqual(['JS']);
      expect(view.trumpSeat).toBe(-1);
    }
    const played = run(state, ['QS', 'JD', 'JS']).state; // seat 1 wins and leads the exposed JS
    expect(twentyEight.view(played, 0).known[1]).toEqual([]);
  });

  it('[TE-4.3] after scoring, the hand\'s trump is in the public history', () => {
    let state = run(start({ deal: SUITS }), [14, 'p', 'p', 'p', 't:JH', 'p', 'p', 'p', 'p', 'p', 'p', 'p', 'p']).state;
    expect(twentyEight.history(state)).toEqual([]);
    while (state.hand === 1) state = act(state, state.turn, twentyEight.legalActions(state, state.turn).find((a) => a.type === 'play')!).state;
    expect(twentyEight.history(state)[0]).toMatchObject({ hand: 1, seat: 0, trumpSuit: 'H', trumpRank: 'J', contract: 14 });
  });
});
