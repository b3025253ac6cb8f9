import { describe, expect, it } from 'vitest';
import type { Action, BaseState, GameEvent, GameRules } from '../../../shared/rules/core/game.js';
import type { Seat } from '../../../shared/rules/core/seats.js';
import { randomBelow, seededRandom, type Random } from '../../../shared/rules/core/shuffle.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import type { BalootAction, BalootState, Contract } from '../../../shared/rules/games/baloot/state.js';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import type { FiftySixState } from '../../../shared/rules/games/fifty-six/state.js';
import type { FiftySixView } from '../../../shared/rules/games/fifty-six/view.js';
import { auctionCall as balootCall } from '../../../shared/bots/baloot/auction.js';
import * as balootPlayout from '../../../shared/bots/baloot/auction-playout.js';
import { auctionCall as fiftySixCall, MARGINS } from '../../../shared/bots/fifty-six/auction.js';
import * as fiftySixPlayout from '../../../shared/bots/fifty-six/auction-playout.js';
import { mustSetup } from '../../kit/playout.js';

// The bid searches run the rest of an auction on sampled hands with their own copy of its transitions
// (auction-playout.ts, kept apart from the rules' bidding.ts for speed). Here the rules run the same
// auctions from real deals, every later call the standard bot's, and both must end in the same
// contract; and a seat's real hand must fit its calls exactly when the standard bot made them. The
// auctions are reached by the standard bot's calls and random legal ones, so every stage is visited.

const AUCTIONS = 40;

/** The calls checked at a point: all of them when few, else the standard call, a pass and `n` more at random (a Fifty-Six seat may have 100). */
function someOf(legal: readonly Action[], own: Action, random: Random, n: number): Action[] {
  if (legal.length <= n + 2) return [...legal];
  const picked = [own, ...legal.filter((a) => a.type === 'pass')];
  for (let i = 0; i < n; i++) picked.push(legal[randomBelow(random, legal.length)]);
  return picked;
}

/** Where one auction stands: the state, the seat to speak, and the seats that made a call the standard bot would not. */
interface Point<S> {
  state: S;
  seat: Seat;
  strayed: ReadonlySet<Seat>;
}

/**
 * Every point of `auctions` auctions of `rules` set up by `setup(n)`: a call is the standard bot's
 * (`standard`) three times in four, else a random legal one. Stops at each auction's end.
 */
function* auctionPoints<S extends BaseState & { phase: string }>(
  rules: GameRules<S>,
  setup: (n: number) => S,
  standard: (state: S, seat: Seat) => Action,
  random: Random,
  auctions: number,
): Generator<Point<S>> {
  for (let n = 0; n < auctions; n++) {
    let state = setup(n);
    const strayed = new Set<Seat>();
    while (state.phase === 'auction') {
      const [seat] = rules.toAct(state) as Seat[];
      yield { state, seat, strayed };
      const legal = rules.legalActions(state, seat);
      const own = standard(state, seat);
      const action = randomBelow(random, 4) === 0 ? legal[randomBelow(random, legal.length)] : own;
      if (JSON.stringify(action) !== JSON.stringify(own)) strayed.add(seat);
      const result = rules.apply(state, seat, action);
      if (!result.ok) throw new Error(result.error.message);
      if (ending(result.events)) break; // a contract, or thrown in: a new deal's auction follows
      state = result.state;
    }
  }
}

/** The first event of `events` that ends an auction, by its type. */
const ending = (events: readonly GameEvent[]) => events.find((e) => e.type === 'contractMade' || e.type === 'handThrownIn');

/** The rules' auction after `action` by `seat`, every later call the standard bot's: its last step's events. */
function ruledEnd<S extends BaseState>(rules: GameRules<S>, state: S, seat: Seat, action: Action, standard: (state: S, seat: Seat) => Action): GameEvent {
  for (let n = 0; n < 100; n++) {
    const result = rules.apply(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    const end = ending(result.events);
    if (end) return end;
    state = result.state;
    [seat] = rules.toAct(state) as Seat[];
    action = standard(state, seat);
  }
  throw new Error('the auction did not end in 100 calls');
}

describe('Baloot: the bid search\'s auction ends where the rules\' does [BAL-2][BAL-3]', () => {
  const standard = (state: BalootState, seat: Seat): Action => balootCall(baloot.view(state, seat));
  const hands = (state: BalootState) => [0, 1, 2, 3].map((s) => baloot.view(state, s).myHand ?? []);

  for (const ashkalOnAce of [true, false]) {
    it(`every legal call at every point of ${AUCTIONS} auctions (ashkalOnAce ${ashkalOnAce})`, () => {
      const setup = (n: number) => mustSetup(baloot, { seats: 4, seed: `playout-${n}`, options: { ashkalOnAce } });
      let checked = 0;
      const contracts = new Set<string>();
      for (const { state, seat, strayed } of auctionPoints(baloot, setup, standard, seededRandom(`baloot-${ashkalOnAce}`), AUCTIONS)) {
        const view = baloot.view(state, seat);
        const dealt = hands(state);
        for (const action of view.legal as BalootAction[]) {
          const end = ruledEnd(baloot, state, seat, action, standard);
          const contract = end.type === 'contractMade' ? (end as GameEvent & { contract: Contract }).contract : null;
          const ruled = contract && { kind: contract.kind, trump: contract.trump, declarer: contract.declarer };
          expect(balootPlayout.auctionOutcome(view, action, dealt), `${JSON.stringify(view.auction)} ${JSON.stringify(action)}`).toEqual(ruled);
          contracts.add(ruled ? `${ruled.kind} ${ruled.trump}` : 'thrown in');
          checked++;
        }
        for (const other of [0, 1, 2, 3] as Seat[]) expect(balootPlayout.fitsCalls(view, other, dealt[other]), `seat ${other}`).toBe(!strayed.has(other));
      }
      expect(checked).toBeGreaterThan(AUCTIONS * 8);
      expect(contracts.size).toBeGreaterThanOrEqual(5); // thrown in, Sun and Hokum in several suits
    });
  }
});

describe('Fifty-Six: the bid search\'s auction ends where the rules\' does [FS-3]', () => {
  const standard = (state: FiftySixState, seat: Seat): Action => fiftySixCall(fiftySix.view(state, seat), MARGINS);
  const cases = [
    { seats: 4, options: {} },
    { seats: 4, options: { passIsFinal: true } },
    { seats: 6, options: {} },
    { seats: 6, options: { teams: 'two', passIsFinal: true } },
    { seats: 8, options: { teams: 'two' } },
  ];
  for (const { seats, options } of cases) {
    it(`the standard call, a pass and six more at every point of ${AUCTIONS} auctions, ${seats} players ${JSON.stringify(options)}`, () => {
      const setup = (n: number) => mustSetup(fiftySix, { seats, seed: `playout-${n}`, options });
      let checked = 0;
      const values = new Set<number>();
      const random = seededRandom(`fifty-six-${seats}-${JSON.stringify(options)}`);
      for (const { state, seat, strayed } of auctionPoints(fiftySix, setup, standard, random, AUCTIONS)) {
        const view: FiftySixView = fiftySix.view(state, seat);
        const dealt = Array.from({ length: seats }, (_, s) => fiftySix.view(state, s).myHand ?? []);
        for (const action of someOf(view.legal, standard(state, seat), random, 6)) {
          const end = ruledEnd(fiftySix, state, seat, action, standard) as GameEvent & { contract: NonNullable<FiftySixState['contract']> };
          const { team, value, trump, doubled } = end.contract;
          expect(fiftySixPlayout.auctionOutcome(view, action, dealt, MARGINS), `${JSON.stringify(view.auction.calls)} ${JSON.stringify(action)}`).toEqual({ team, value, trump, doubled });
          values.add(value);
          checked++;
        }
        for (let other = 0; other < seats; other++) expect(fiftySixPlayout.fitsCalls(view, other, dealt[other], MARGINS), `seat ${other}`).toBe(!strayed.has(other));
      }
      expect(checked).toBeGreaterThan(AUCTIONS * 15);
      expect(values.size).toBeGreaterThan(10);
    });
  }
});
