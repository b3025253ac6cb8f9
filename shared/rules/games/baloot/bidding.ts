import { SUITS, type Suit } from '../../core/cards.js';
import { refuse, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { appended } from '../../core/lists.js';
import { copyDeal, copyState, openRound, seatPlus, type Auction, type BalootAction, type BalootState, type Call, type Contract, type Step } from './state.js';

/** A seat's place in the auction order: 0 = dealer's right, 3 = dealer. */
function position(state: BalootState, seat: Seat): number {
  return (seat - state.match.dealer - 1 + 8) % 4;
}

// [BAL-2.1] Ashkal only for the 3rd and 4th speakers; option ashkalOnAce
function mayAshkal(state: BalootState, seat: Seat): boolean {
  if (state.deal.auction.round !== 1 || position(state, seat) < 2) return false;
  return state.options.ashkalOnAce === true || (state.deal.bidCard & 7) !== 0; // rank 0 is the Ace
}

const PASS: BalootAction = Object.freeze({ type: 'pass' });
const HOKUM: BalootAction = Object.freeze({ type: 'hokum' });
const SUN: BalootAction = Object.freeze({ type: 'sun' });
const ASHKAL: BalootAction = Object.freeze({ type: 'ashkal' });
const menu = (...actions: BalootAction[]): BalootAction[] => Object.freeze(actions) as BalootAction[];
const NONE = menu();
// Every menu of the auction, built once; the arrays and their actions are shared and frozen.
const MENUS = {
  open: [menu(PASS, HOKUM, SUN), menu(PASS, HOKUM, SUN, ASHKAL)],
  afterHokum: [menu(PASS, SUN), menu(PASS, SUN, ASHKAL)],
  takeover: menu(PASS, SUN),
  hokumChoice: menu(HOKUM, SUN),
  // [BAL-3.3] the named trump must differ from the face-up card's suit: by the bid card's suit number
  suitChoice: SUITS.map((bidSuit) =>
    menu(...SUITS.filter((s) => s !== bidSuit).map((suit) => Object.freeze({ type: 'hokum' as const, suit })), SUN),
  ),
};

/** The calls `seat` may make now (none when it is not that seat's turn to speak); shared and frozen. */
export function auctionActions(state: BalootState, seat: Seat): BalootAction[] {
  const { auction } = state.deal;
  if (auction.queue[0] !== seat) return NONE;
  switch (auction.stage) {
    case 'open':
      return MENUS.open[mayAshkal(state, seat) ? 1 : 0];
    case 'afterHokum':
      return MENUS.afterHokum[mayAshkal(state, seat) ? 1 : 0];
    case 'takeover':
      return MENUS.takeover;
    case 'hokumChoice':
      return MENUS.hokumChoice;
    case 'suitChoice':
      return MENUS.suitChoice[state.deal.bidCard >> 3];
  }
}

function sameCall(a: BalootAction, b: BalootAction): boolean {
  return a.type === b.type && (a.type !== 'hokum' || a.suit === (b as { suit?: Suit }).suit);
}

// an indexed loop: the menus are frozen, and V8 does not inline some() over a frozen array (~20x slower)
function offered(legal: readonly BalootAction[], action: BalootAction): boolean {
  for (let i = 0; i < legal.length; i++) if (sameCall(legal[i], action)) return true;
  return false;
}

const KINDS: readonly Call['call'][] = ['pass', 'hokum', 'sun', 'ashkal'];
const STAGES: readonly Auction['stage'][] = ['open', 'afterHokum', 'takeover', 'hokumChoice', 'suitChoice'];

function callKey(seat: Seat, round: 1 | 2, kind: Call['call'], suit: Suit | undefined): number {
  return ((seat * 2 + round - 1) * 4 + KINDS.indexOf(kind)) * 5 + (suit ? SUITS.indexOf(suit) + 1 : 0);
}

// Every call a seat can make, and its bidMade event in every stage: built once, shared and frozen
// (they are values), by callKey and then by stage.
const CALLS: Call[] = [];
const BIDS: GameEvent[][] = [];
for (const seat of [0, 1, 2, 3]) {
  for (const round of [1, 2] as const) {
    for (const kind of KINDS) {
      for (const suit of [undefined, ...SUITS]) {
        const call: Call = suit ? { seat, round, call: kind, suit } : { seat, round, call: kind };
        CALLS[callKey(seat, round, kind, suit)] = Object.freeze(call);
        BIDS[callKey(seat, round, kind, suit)] = STAGES.map((stage) => Object.freeze({ type: 'bidMade', audience: 'all', ...call, stage }));
      }
    }
  }
}

/** Applies one auction call. */
export function applyAuction(state: BalootState, seat: Seat, action: BalootAction): Step {
  const legal = auctionActions(state, seat);
  if (!offered(legal, action)) {
    return refuse('illegal', `"${action.type}" is not a call you can make now (you may: ${legal.map(describe).join(', ')})`);
  }
  const auction = state.deal.auction;
  const suit = action.type === 'hokum' && action.suit ? action.suit : undefined;
  const key = callKey(seat, auction.round, action.type as Call['call'], suit);
  const calls = appended(auction.calls, CALLS[key]);
  const events = [BIDS[key][STAGES.indexOf(auction.stage)]];
  const next = copyState(state);
  next.version = state.version + 1;
  next.deal = copyDeal(state.deal);
  const rest = auction.queue.slice(1);
  const { round, stage, hokum, sun } = auction;

  switch (stage) {
    case 'open':
    case 'afterHokum':
      if (action.type === 'pass') {
        if (rest.length > 0) return moved(next, events, { round, stage, queue: rest, hokum, sun, calls });
        if (stage === 'afterHokum') {
          // [BAL-2.2] all passed: the Hokum bidder keeps Hokum or switches to Sun;
          // [BAL-3.3] round 2: names the trump or switches to Sun
          const choice = round === 1 ? 'hokumChoice' : 'suitChoice';
          return moved(next, events, { round, stage: choice, queue: [hokum as Seat], hokum, sun, calls });
        }
        if (round === 1) return moved(next, events, openRound(state.match.dealer, 2, calls)); // [BAL-2.5]
        next.deal.auction = { round, stage, queue: auction.queue, hokum, sun, calls };
        return throwIn(next, events); // [BAL-3.4]
      }
      if (action.type === 'hokum') {
        // [BAL-2.2] every other player in turn may say Sun; [BAL-3.3] round 2: only those yet to speak
        const queue = round === 1 ? [seatPlus(seat, 1), seatPlus(seat, 2), seatPlus(seat, 3)] : rest;
        if (queue.length === 0) return moved(next, events, { round, stage: 'suitChoice', queue: [seat], hokum: seat, sun, calls });
        return moved(next, events, { round, stage: 'afterHokum', queue, hokum: seat, sun, calls });
      }
      // Sun or Ashkal
      if (round === 2) return endAuction(next, calls, events, contractOf('sun', null, seat, false)); // [BAL-3.2]
      return sunCalled(next, calls, events, seat, action.type === 'ashkal');
    case 'takeover':
      // [BAL-2.3] the first earlier seat that takes the Sun becomes its declarer
      if (action.type === 'sun') return endAuction(next, calls, events, contractOf('sun', null, seat, false));
      if (rest.length > 0) return moved(next, events, { round, stage, queue: rest, hokum, sun, calls });
      return endAuction(next, calls, events, contractOf('sun', null, sun!.declarer, sun!.ashkal));
    case 'hokumChoice':
    case 'suitChoice': {
      if (action.type === 'sun') return endAuction(next, calls, events, contractOf('sun', null, seat, false));
      return endAuction(next, calls, events, contractOf('hokum', suit ?? SUITS[state.deal.bidCard >> 3], seat, false));
    }
  }
}

// the auction moves on: the first seat of its queue is to speak
function moved(next: BalootState, events: GameEvent[], auction: Auction): Step {
  next.deal.auction = auction;
  next.turn = auction.queue[0];
  return { ok: true, state: next, events };
}

// [BAL-2.3] a Sun closes the auction to Hokum: seats earlier in this round's order may take it over
function sunCalled(next: BalootState, calls: Call[], events: GameEvent[], caller: Seat, ashkal: boolean): Step {
  // [BAL-2.4] Ashkal: the caller's partner is the declarer
  const declarer = ashkal ? seatPlus(caller, 2) : caller;
  const earlier: Seat[] = [];
  for (let i = 1; i <= position(next, caller); i++) earlier.push(seatPlus(next.match.dealer, i));
  if (earlier.length === 0) return endAuction(next, calls, events, contractOf('sun', null, declarer, ashkal));
  const { round, hokum } = next.deal.auction;
  return moved(next, events, { round, stage: 'takeover', queue: earlier, hokum, sun: { caller, declarer, ashkal }, calls });
}

function contractOf(kind: Contract['kind'], trump: Suit | null, declarer: Seat, ashkal: boolean): Contract {
  return { kind, trump, declarer, ashkal, level: 1, gahwa: false, locked: false, doubler: null };
}

function endAuction(next: BalootState, calls: Call[], events: GameEvent[], contract: Contract): Step {
  const { round, stage, hokum, sun } = next.deal.auction;
  next.deal.auction = { round, stage, queue: [], hokum, sun, calls };
  next.deal.contract = contract;
  events.push({ type: 'contractMade', audience: 'all', contract });
  return { ok: true, state: next, events, end: 'contractMade' };
}

function throwIn(next: BalootState, events: GameEvent[]): Step {
  events.push({ type: 'handThrownIn', audience: 'all', hand: next.match.hand, dealer: next.match.dealer });
  return { ok: true, state: next, events, end: 'thrownIn' };
}

function describe(action: BalootAction): string {
  return action.type === 'hokum' && action.suit ? `hokum ${action.suit}` : action.type;
}
