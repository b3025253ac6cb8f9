import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/rules/core/cards.js';
import { canSee, type Action, type GameEvent, type Viewer } from '../../../shared/rules/core/game.js';
import { randomBelow, seededRandom, type Random } from '../../../shared/rules/core/shuffle.js';
import { deckPosition, seventhPosition } from '../../../shared/rules/games/twenty-nine/deal.js';
import { twentyNine } from '../../../shared/rules/games/twenty-nine/index.js';
import { firstHand, type TwentyNineState } from '../../../shared/rules/games/twenty-nine/state.js';

// [TN-3.4] Two games that differ only in the hidden trump (the suit named, the card laid, or the card
// dealt as the seventh card) must look the same, byte for byte, to every viewer who may not know it:
// the same views (legal actions included) and the same events, up to the reveal or the hand's scoring.

const VIEWERS: Viewer[] = ['spectator', 0, 1, 2, 3];
const POSITIONS = 60;

function apply(state: TwentyNineState, seat: number, action: Action): { state: TwentyNineState; events: GameEvent[] } {
  const result = twentyNine.apply(state, seat, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
  return result;
}

/** Plays random legal actions from a seeded game until its first trump choice. */
function toChoice(seed: string, options: Record<string, unknown>, random: Random): TwentyNineState {
  const started = twentyNine.setup({ seats: 4, seed, options });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  while (state.phase !== 'trump') {
    const legal = twentyNine.legalActions(state, state.turn);
    state = apply(state, state.turn, legal[randomBelow(random, legal.length)]).state;
  }
  return state;
}

function seen(events: GameEvent[], viewer: Viewer): string {
  const team = viewer === 'spectator' ? null : viewer & 1;
  const until = events.findIndex((event) => event.type === 'handScored');
  return JSON.stringify((until < 0 ? events : events.slice(0, until)).filter((event) => canSee(event.audience, viewer, team)));
}

function same(a: { state: TwentyNineState; events: GameEvent[] }, b: { state: TwentyNineState; events: GameEvent[] }, viewers: Viewer[]): void {
  if (!a.events.some((event) => event.type === 'handScored')) {
    expect(JSON.stringify(twentyNine.history(b.state))).toBe(JSON.stringify(twentyNine.history(a.state)));
  }
  for (const viewer of viewers) {
    expect(seen(b.events, viewer), `events of ${viewer}`).toBe(seen(a.events, viewer));
    // once the hand is scored its summary, trump included, is public [TN-3.1b]
    if (a.events.some((event) => event.type === 'handScored')) continue;
    expect(JSON.stringify(twentyNine.view(b.state, viewer)), `view of ${viewer}`).toBe(JSON.stringify(twentyNine.view(a.state, viewer)));
  }
}

const key = (action: Action) => JSON.stringify(action);
const RARE = new Set(['ask', 'reveal', 'singleHand', 'annul']);

/**
 * Plays both games on with the same random actions until the choice is revealed or the hand is scored,
 * comparing what `viewers` see at every step (or a single hand is called). `free` (the seat whose cards differ between the two
 * games) picks among the actions legal in both that touch no card of `swapped`; every other seat must
 * have the same legal actions in both. Returns the number of steps compared.
 */
function playBoth(
  start: [{ state: TwentyNineState; events: GameEvent[] }, { state: TwentyNineState; events: GameEvent[] }],
  viewers: Viewer[],
  free: number,
  swapped: Card[],
  random: Random,
): number {
  let [a, b] = start;
  same(a, b, viewers);
  const hand = a.state.hand;
  let steps = 0;
  while (!a.state.revealed && a.state.hand === hand && a.state.phase !== 'over' && a.state.deals === b.state.deals) {
    const seat = a.state.turn;
    expect(b.state.turn).toBe(seat);
    const legalA = twentyNine.legalActions(a.state, seat);
    const legalB = twentyNine.legalActions(b.state, seat);
    let choices: Action[];
    if (seat === free) {
      const inB = new Set(legalB.map(key));
      choices = legalA.filter((action) => inB.has(key(action)) && !swapped.includes(action.card as Card));
      if (choices.length === 0) break;
    } else {
      expect(legalB.map(key)).toEqual(legalA.map(key));
      choices = legalA;
    }
    // asking, a single hand or an annulment ends the comparison: take them seldom, so that most positions run deep into the hand
    const quiet = choices.filter((action) => !RARE.has(action.type));
    const pool = quiet.length > 0 && randomBelow(random, 10) > 0 ? quiet : choices;
    const action = pool[randomBelow(random, pool.length)];
    a = apply(a.state, seat, action);
    b = apply(b.state, seat, action);
    if (a.state.revealed) break;
    // [TN-6.2a] a single hand returns a face-down card to the bidder, who may then see it: the others still may not
    if (a.state.single >= 0) {
      same(a, b, viewers.filter((viewer) => viewer !== a.state.bidder));
      break;
    }
    same(a, b, viewers);
    steps++;
  }
  return steps;
}

describe('[TN-3.4] the hidden trump: two games that differ only in it look the same to everyone who may not know it', () => {
  it('[TN-3.1] spare: the suit named is seen by the bidder alone', () => {
    let steps = 0;
    for (let g = 0; g < POSITIONS; g++) {
      const random = seededRandom(`spare-${g}`);
      const state = toChoice(`spare-${g}`, {}, random);
      const suits = ['S', 'H', 'D', 'C'];
      const x = suits.splice(randomBelow(random, 4), 1)[0];
      const y = suits[randomBelow(random, 3)];
      const a = apply(state, state.bidder, { type: 'trump', suit: x });
      const b = apply(state, state.bidder, { type: 'trump', suit: y });
      steps += playBoth([a, b], VIEWERS.filter((v) => v !== state.bidder), -1, [], random);
    }
    expect(steps).toBeGreaterThan(POSITIONS * 10);
  });

  it('[TN-3.1] handCard: the card laid (and its suit) is seen by the bidder alone', () => {
    let steps = 0;
    for (let g = 0; g < POSITIONS; g++) {
      const random = seededRandom(`laid-${g}`);
      const state = toChoice(`laid-${g}`, { indicator: 'handCard', noTrump: true }, random);
      const hand = state.hands[state.bidder];
      const x = hand[randomBelow(random, hand.length)];
      const others = hand.filter((card) => card[1] !== x[1]);
      if (others.length === 0) continue;
      const y = others[randomBelow(random, others.length)];
      const a = apply(state, state.bidder, { type: 'trump', card: x });
      const b = apply(state, state.bidder, { type: 'trump', card: y });
      steps += playBoth([a, b], VIEWERS.filter((v) => v !== state.bidder), state.bidder, [x, y], random);
    }
    expect(steps).toBeGreaterThan(POSITIONS * 10);
  });

  it('[TN-3.2] seventh card: the card dealt face down is seen by nobody, the bidder included', () => {
    let steps = 0;
    for (let g = 0; g < POSITIONS; g++) {
      const random = seededRandom(`seventh-${g}`);
      const a0 = toChoice(`seventh-${g}`, {}, random);
      const first = firstHand(a0);
      const mine = seventhPosition(first, a0.bidder);
      // swap the seventh card with a card of another suit in another seat's second batch
      const places = [];
      for (let seat = 0; seat < 4; seat++) {
        if (seat === a0.bidder) continue;
        for (let nth = 4; nth < 8; nth++) {
          const at = deckPosition(first, seat, nth);
          if (a0.deck[at][1] !== a0.deck[mine][1]) places.push({ seat, at });
        }
      }
      const { seat: holder, at } = places[randomBelow(random, places.length)];
      const b0 = structuredClone(a0);
      b0.deck[mine] = a0.deck[at];
      b0.deck[at] = a0.deck[mine];
      const a = apply(a0, a0.bidder, { type: 'seventhCard' });
      const b = apply(b0, b0.bidder, { type: 'seventhCard' });
      expect(a.state.trump).not.toBe(b.state.trump);
      steps += playBoth([a, b], VIEWERS.filter((v) => v !== holder), holder, [a0.deck[mine], a0.deck[at]], random);
    }
    expect(steps).toBeGreaterThan(POSITIONS * 10);
  });

  it('[TN-3.2] the seventh card never shows in the bidder\'s view, events or refusals before it is revealed', () => {
    for (let g = 0; g < 20; g++) {
      const random = seededRandom(`blind-${g}`);
      const state = toChoice(`blind-${g}`, {}, random);
      const { state: after, events } = apply(state, state.bidder, { type: 'seventhCard' });
      const hidden = after.hidden!;
      expect(JSON.stringify(twentyNine.view(after, state.bidder))).not.toContain(`"${hidden}"`);
      expect(seen(events, state.bidder)).not.toContain(`"${hidden}"`);
      let position = after;
      while (position.phase !== 'playing') position = apply(position, position.turn, { type: 'pass' }).state;
      if (position.turn === position.bidder && position.hidden !== null) {
        const refusal = twentyNine.apply(position, position.bidder, { type: 'play', card: hidden });
        expect(refusal.ok ? '' : refusal.error.message).toBe(`${hidden} is not in your hand`);
      }
    }
  });
});
