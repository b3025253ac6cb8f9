import type { Suit } from '../../core/cards.js';
import type { Action } from '../../core/game.js';
import type { BidForm, Denomination, FiftySixAction } from './state.js';

/** [FS-3.2] The lowest bid. */
export const MIN_BID = 28;

/** [FS-3.2] The highest bid: every card point. */
export const MAX_BID = 56;

const NAMES: Record<Denomination, string> = {
  S: 'Spades',
  H: 'Hearts',
  D: 'Diamonds',
  C: 'Clubs',
  NT: 'No Trumps',
  noes: 'Noes',
};

const SUIT_DENOMINATIONS: readonly Suit[] = ['S', 'H', 'D', 'C'];
const DENOMINATIONS: readonly Denomination[] = [...SUIT_DENOMINATIONS, 'NT', 'noes'];
const FORMS: readonly BidForm[] = ['numberSuit', 'suitNumber', 'plus'];

/** True for a suit denomination (a trump suit), false for No Trumps and Noes. */
export function isSuit(denomination: Denomination): denomination is Suit {
  return denomination.length === 1;
}

/** A bid action read from untrusted input, or an error message. */
export function readBid(action: Action): { value: number; denomination: Denomination; form: BidForm } | string {
  const { value, denomination, form } = action;
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'a bid needs a whole-number "value"';
  if (!DENOMINATIONS.includes(denomination as Denomination)) {
    return 'a bid needs a "denomination": S, H, D, C, NT or noes';
  }
  if (!FORMS.includes(form as BidForm)) return 'a bid needs a "form": numberSuit, suitNumber or plus';
  return { value, denomination: denomination as Denomination, form: form as BidForm };
}

/** [FS-3.2][FS-3.3] Why a bid may not be called over the current bid `high` (0 = none yet), or null. */
export function bidError(value: number, denomination: Denomination, form: BidForm, high: number): string | null {
  if (value < MIN_BID || value > MAX_BID) return `bids run from ${MIN_BID} to ${MAX_BID}`;
  if (value <= high) return `a bid must be higher than ${high}`;
  if (form === 'suitNumber' && !isSuit(denomination)) return '"suit number" is announced with a suit only';
  if (form === 'plus') {
    if (high === 0) return '"plus" bids come only after the first bid';
    if (denomination === 'NT') return 'there is no "plus" No Trumps bid';
    if (denomination === 'noes' && value !== high + 2) return 'Noes is raised only as "plus two Noes"';
  }
  return null;
}

/** [FS-3.3] The announcement exactly as called: `28 Diamonds`, `Diamonds 28`, `Plus 2 Diamonds`. */
export function calledText(value: number, denomination: Denomination, form: BidForm, high: number): string {
  const name = NAMES[denomination];
  if (form === 'suitNumber') return `${name} ${value}`;
  if (form === 'plus') return `Plus ${value - high} ${name}`;
  return `${value} ${name}`;
}

const BID_ACTIONS = new Map<string, FiftySixAction>();

function bidAction(value: number, denomination: Denomination, form: BidForm): FiftySixAction {
  const key = `${value}${denomination}${form}`;
  let action = BID_ACTIONS.get(key);
  if (!action) {
    action = Object.freeze({ type: 'bid', value, denomination, form });
    BID_ACTIONS.set(key, action);
  }
  return action;
}

function bidsOver(high: number): FiftySixAction[] {
  const bids: FiftySixAction[] = [];
  for (let value = Math.max(high + 1, MIN_BID); value <= MAX_BID; value++) {
    for (const denomination of DENOMINATIONS) {
      for (const form of FORMS) {
        if (bidError(value, denomination, form, high) === null) bids.push(bidAction(value, denomination, form));
      }
    }
  }
  return bids;
}

const PASS: FiftySixAction = Object.freeze({ type: 'pass' });
const DOUBLE: FiftySixAction = Object.freeze({ type: 'double' });
const REDOUBLE: FiftySixAction = Object.freeze({ type: 'redouble' });

/** Which of double or redouble a seat may add to its pass and bids. */
export type StakeCall = 'none' | 'double' | 'redouble';

// Every auction menu, built once: [high 0 or 28..56][none | double | redouble], frozen and shared.
const MENUS: Record<StakeCall, readonly FiftySixAction[]>[] = [];
for (let high = 0; high <= MAX_BID; high++) {
  if (high > 0 && high < MIN_BID) continue;
  const bids = bidsOver(high);
  MENUS[high] = {
    none: Object.freeze([PASS, ...bids]),
    double: Object.freeze([PASS, DOUBLE, ...bids]),
    redouble: Object.freeze([PASS, REDOUBLE, ...bids]),
  };
}

/**
 * The legal calls over the current bid `high` (0 = none yet): pass, double or redouble, then every
 * bid. The array and its actions are shared and frozen (built once; the auction's hot path).
 */
export function auctionMenu(high: number, stake: StakeCall): FiftySixAction[] {
  return MENUS[high][stake] as FiftySixAction[];
}
