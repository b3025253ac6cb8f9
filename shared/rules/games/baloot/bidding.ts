import { suitOf, SUITS, type Suit } from '../../core/cards.js';
import { refuse, type GameEvent } from '../../core/game.js';
import { seatAfter, type Seat } from '../../core/seats.js';
import { evolve, openRound, type Auction, type BalootAction, type BalootState, type Call, type Contract, type Step } from './state.js';

/** A seat's place in the auction order: 0 = dealer's right, 3 = dealer. */
function position(state: BalootState, seat: Seat): number {
  return (seat - state.dealer - 1 + 8) % 4;
}

// [BAL-2.1] Ashkal only for the 3rd and 4th speakers; option ashkalOnAce
function mayAshkal(state: BalootState, seat: Seat): boolean {
  if (state.auction.round !== 1 || position(state, seat) < 2) return false;
  return state.options.ashkalOnAce === true || state.bidCard[0] !== 'A';
}

/** The calls `seat` may make now (empty when it is not that seat's turn to speak). */
export function auctionActions(state: BalootState, seat: Seat): BalootAction[] {
  const { auction } = state;
  if (auction.queue[0] !== seat) return [];
  const ashkal: BalootAction[] = mayAshkal(state, seat) ? [{ type: 'ashkal' }] : [];
  switch (auction.stage) {
    case 'open':
      return [{ type: 'pass' }, { type: 'hokum' }, { type: 'sun' }, ...ashkal];
    case 'afterHokum':
      return [{ type: 'pass' }, { type: 'sun' }, ...ashkal];
    case 'takeover':
      return [{ type: 'pass' }, { type: 'sun' }];
    case 'hokumChoice':
      return [{ type: 'hokum' }, { type: 'sun' }];
    case 'suitChoice': {
      // [BAL-3.3] the named trump must differ from the face-up card's suit
      const bidSuit = suitOf(state.bidCard);
      const suits = SUITS.filter((s) => s !== bidSuit).map((suit): BalootAction => ({ type: 'hokum', suit }));
      return [...suits, { type: 'sun' }];
    }
  }
}

function sameCall(a: BalootAction, b: BalootAction): boolean {
  return a.type === b.type && (a.type !== 'hokum' || a.suit === (b as { suit?: Suit }).suit);
}

/** Applies one auction call. */
export function applyAuction(state: BalootState, seat: Seat, action: BalootAction): Step {
  const legal = auctionActions(state, seat);
  if (!legal.some((a) => sameCall(a, action))) {
    return refuse('illegal', `"${action.type}" is not a call you can make now (you may: ${legal.map(describe).join(', ')})`);
  }
  const auction = state.auction;
  const call: Call = { seat, round: auction.round, call: action.type as Call['call'] };
  if (action.type === 'hokum' && action.suit) call.suit = action.suit;
  const calls = [...auction.calls, call];
  const events: GameEvent[] = [{ type: 'bidMade', audience: 'all', ...call, stage: auction.stage }];
  const rest = auction.queue.slice(1);
  const next = (changes: Partial<Auction>): Step => {
    const moved: Auction = { ...auction, calls, queue: rest, ...changes };
    return { ok: true, state: evolve(state, { version: state.version + 1, auction: moved, turn: moved.queue[0] }), events };
  };

  switch (auction.stage) {
    case 'open':
    case 'afterHokum':
      if (action.type === 'pass') {
        if (rest.length > 0) return next({});
        if (auction.stage === 'afterHokum') {
          // [BAL-2.2] all passed: the Hokum bidder keeps Hokum or switches to Sun;
          // [BAL-3.3] round 2: names the trump or switches to Sun
          const stage = auction.round === 1 ? 'hokumChoice' : 'suitChoice';
          return next({ stage, queue: [auction.hokum as Seat] });
        }
        if (auction.round === 1) return next({ ...openRound(state.dealer, 2, calls) }); // [BAL-2.5]
        return throwIn(evolve(state, { auction: { ...auction, calls } }), events); // [BAL-3.4]
      }
      if (action.type === 'hokum') {
        // [BAL-2.2] every other player in turn may say Sun; [BAL-3.3] round 2: only those yet to speak
        const queue = auction.round === 1 ? [1, 2, 3].map((i) => seatAfter(seat, i, 4)) : rest;
        if (queue.length === 0) return next({ stage: 'suitChoice', hokum: seat, queue: [seat] });
        return next({ stage: 'afterHokum', hokum: seat, queue });
      }
      // Sun or Ashkal
      if (auction.round === 2) return endAuction(state, calls, events, sunContract(seat, false)); // [BAL-3.2]
      return sunCalled(state, calls, events, seat, action.type === 'ashkal');
    case 'takeover':
      // [BAL-2.3] the first earlier seat that takes the Sun becomes its declarer
      if (action.type === 'sun') return endAuction(state, calls, events, sunContract(seat, false));
      if (rest.length > 0) return next({});
      return endAuction(state, calls, events, sunContract(auction.sun!.declarer, auction.sun!.ashkal));
    case 'hokumChoice':
    case 'suitChoice': {
      if (action.type === 'sun') return endAuction(state, calls, events, sunContract(seat, false));
      const trump = action.type === 'hokum' && action.suit ? action.suit : suitOf(state.bidCard);
      return endAuction(state, calls, events, { ...sunContract(seat, false), kind: 'hokum', trump });
    }
  }
}

// [BAL-2.3] a Sun closes the auction to Hokum: seats earlier in this round's order may take it over
function sunCalled(state: BalootState, calls: Call[], events: GameEvent[], caller: Seat, ashkal: boolean): Step {
  // [BAL-2.4] Ashkal: the caller's partner is the declarer
  const declarer = ashkal ? seatAfter(caller, 2, 4) : caller;
  const earlier: Seat[] = [];
  for (let i = 1; i <= position(state, caller); i++) earlier.push(seatAfter(state.dealer, i, 4));
  if (earlier.length === 0) return endAuction(state, calls, events, sunContract(declarer, ashkal));
  const auction: Auction = { ...state.auction, calls, stage: 'takeover', queue: earlier, sun: { caller, declarer, ashkal } };
  return { ok: true, state: evolve(state, { version: state.version + 1, auction, turn: earlier[0] }), events };
}

function sunContract(declarer: Seat, ashkal: boolean): Contract {
  return { kind: 'sun', trump: null, declarer, ashkal, level: 1, gahwa: false, locked: false, doubler: null };
}

function endAuction(state: BalootState, calls: Call[], events: GameEvent[], contract: Contract): Step {
  const auction: Auction = { ...state.auction, calls, queue: [] };
  events.push({ type: 'contractMade', audience: 'all', contract });
  return { ok: true, state: evolve(state, { version: state.version + 1, auction, contract }), events, end: 'contractMade' };
}

function throwIn(state: BalootState, events: GameEvent[]): Step {
  events.push({ type: 'handThrownIn', audience: 'all', hand: state.hand, dealer: state.dealer });
  return { ok: true, state: evolve(state, { version: state.version + 1 }), events, end: 'thrownIn' };
}

function describe(action: BalootAction): string {
  return action.type === 'hokum' && action.suit ? `hokum ${action.suit}` : action.type;
}
