import { SUITS, suitOf, type Card, type Suit } from '../../rules/core/cards.js';
import type { Seat } from '../../rules/core/seats.js';
import type { Auction, BalootAction, Call } from '../../rules/games/baloot/state.js';
import type { BalootView } from '../../rules/games/baloot/view.js';
import { auctionCall } from './auction.js';

// The rest of a Baloot auction on one sampled deal, every seat calling as the standard bot would from
// its own five cards: what the bid search needs to know which contract a call leads to. The
// transitions follow the rules' bidding.ts [BAL-2][BAL-3].

/** Where the auction stands: the view's auction with the seats still to speak in this stage. */
type Stand = Omit<Auction, 'calls'> & { calls: readonly Call[] };

/** The contract an auction ends in (null: thrown in [BAL-3.4]). */
export interface Outcome {
  kind: 'hokum' | 'sun';
  trump: Suit | null;
  declarer: Seat;
}

const plus = (seat: number, n: number): Seat => (seat + n) % 4;
const position = (dealer: Seat, seat: Seat): number => (seat - dealer - 1 + 8) % 4;

function fromRight(dealer: Seat, first: number, last: number): Seat[] {
  const seats: Seat[] = [];
  for (let p = first; p <= last; p++) seats.push(plus(dealer, p + 1));
  return seats;
}

/** The opening of a round: every seat to speak, from the dealer's right. */
export function opening(dealer: Seat, round: 1 | 2, calls: readonly Call[]): Stand {
  return { round, stage: 'open', queue: fromRight(dealer, 0, 3), hokum: null, sun: null, calls };
}

/** The auction of `view` with its queue, the viewer to speak (the view hides the queue; its stage tells it). */
export function standOf(view: BalootView): Stand {
  const a = view.auction;
  const me = view.viewer as Seat;
  const p = position(view.dealer, me);
  let queue: Seat[] = [me];
  if (a.stage === 'open' || (a.stage === 'afterHokum' && a.round === 2)) queue = fromRight(view.dealer, p, 3);
  else if (a.stage === 'afterHokum') queue = [1, 2, 3].map((n) => plus(a.hokum!, n)).filter((s, i, all) => i >= all.indexOf(me));
  else if (a.stage === 'takeover') queue = fromRight(view.dealer, p, position(view.dealer, a.sun!.caller) - 1);
  return { ...a, queue };
}

// [BAL-2.1] Ashkal only for the 3rd and 4th speakers of round 1; option ashkalOnAce
function legalFor(view: BalootView, st: Stand, seat: Seat): BalootAction[] {
  const ashkal = st.round === 1 && position(view.dealer, seat) >= 2 && (view.options.ashkalOnAce === true || view.bidCard[0] !== 'A');
  const more: BalootAction[] = ashkal ? [{ type: 'ashkal' }] : [];
  switch (st.stage) {
    case 'open':
      return [{ type: 'pass' }, { type: 'hokum' }, { type: 'sun' }, ...more];
    case 'afterHokum':
      return [{ type: 'pass' }, { type: 'sun' }, ...more];
    case 'takeover':
      return [{ type: 'pass' }, { type: 'sun' }];
    case 'hokumChoice':
      return [{ type: 'hokum' }, { type: 'sun' }];
    case 'suitChoice':
      return [...SUITS.filter((s) => s !== suitOf(view.bidCard)).map((suit): BalootAction => ({ type: 'hokum', suit })), { type: 'sun' }];
  }
}

/** The standard bot's call for `seat` holding `hand` where the auction stands at `st`. */
export function standardCall(view: BalootView, st: Stand, seat: Seat, hand: readonly Card[]): BalootAction {
  const seen: BalootView = { ...view, viewer: seat, myHand: hand as Card[], auction: st as unknown as BalootView['auction'], legal: legalFor(view, st, seat) };
  return auctionCall(seen);
}

/** One call applied: the next stand, or the auction's end (an outcome, or null when thrown in). */
export function step(view: BalootView, st: Stand, seat: Seat, action: BalootAction): Stand | Outcome | null {
  const suit = action.type === 'hokum' ? action.suit : undefined;
  const calls = [...st.calls, { seat, round: st.round, call: action.type, ...(suit ? { suit } : {}) } as Call];
  const rest = st.queue.slice(1);
  const { round, stage, hokum, sun } = st;
  const sunBy = (declarer: Seat): Outcome => ({ kind: 'sun', trump: null, declarer });
  switch (stage) {
    case 'open':
    case 'afterHokum':
      if (action.type === 'pass') {
        if (rest.length > 0) return { round, stage, queue: rest, hokum, sun, calls };
        if (stage === 'afterHokum') return { round, stage: round === 1 ? 'hokumChoice' : 'suitChoice', queue: [hokum!], hokum, sun, calls };
        return round === 1 ? opening(view.dealer, 2, calls) : null;
      }
      if (action.type === 'hokum') {
        const queue = round === 1 ? [plus(seat, 1), plus(seat, 2), plus(seat, 3)] : rest;
        return { round, stage: queue.length === 0 ? 'suitChoice' : 'afterHokum', queue: queue.length === 0 ? [seat] : queue, hokum: seat, sun, calls };
      }
      if (round === 2) return sunBy(seat);
      {
        const ashkal = action.type === 'ashkal';
        const declarer = ashkal ? plus(seat, 2) : seat;
        const earlier = fromRight(view.dealer, 0, position(view.dealer, seat) - 1);
        if (earlier.length === 0) return sunBy(declarer);
        return { round, stage: 'takeover', queue: earlier, hokum, sun: { caller: seat, declarer, ashkal }, calls };
      }
    case 'takeover':
      if (action.type === 'sun') return sunBy(seat);
      if (rest.length > 0) return { round, stage, queue: rest, hokum, sun, calls };
      return sunBy(sun!.declarer);
    case 'hokumChoice':
    case 'suitChoice':
      if (action.type === 'sun') return sunBy(seat);
      return { kind: 'hokum', trump: suit ?? suitOf(view.bidCard), declarer: seat };
  }
}

const ended = (x: Stand | Outcome | null): x is Outcome | null => x === null || 'kind' in x;

/** The contract the auction of `view` ends in after the viewer's `action`, every seat then calling as the standard bot would holding `hands` (five cards, by seat). */
export function auctionOutcome(view: BalootView, action: BalootAction, hands: readonly (readonly Card[])[]): Outcome | null {
  let st = standOf(view);
  let next = step(view, st, view.viewer as Seat, action);
  while (!ended(next)) {
    st = next;
    const seat = st.queue[0];
    next = step(view, st, seat, standardCall(view, st, seat, hands[seat]));
  }
  return next;
}

/** True if every call `seat` made so far is the one the standard bot would have made holding `hand`. */
export function fitsCalls(view: BalootView, seat: Seat, hand: readonly Card[]): boolean {
  let st: Stand = opening(view.dealer, 1, []);
  for (const call of view.auction.calls) {
    const seatOf = st.queue[0];
    const action = (call.suit ? { type: call.call, suit: call.suit } : { type: call.call }) as BalootAction;
    if (seatOf === seat) {
      const would = standardCall(view, st, seat, hand);
      if (would.type !== call.call || (would.type === 'hokum' && would.suit !== call.suit)) return false;
    }
    const next = step(view, st, call.seat, action);
    if (ended(next)) return true;
    st = next;
  }
  return true;
}
