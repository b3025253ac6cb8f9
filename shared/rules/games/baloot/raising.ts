import { refuse, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { copyDeal, copyState, seatPlus, type BalootAction, type BalootState, type Contract, type Raising, type Step } from './state.js';

/**
 * [BAL-4.2] In Sun the chain is open only if the declarer's team has more than 100 and the defenders
 * less; [BAL-14.1] with `sunDoubleGate: reached100`, 100 or more. The scores are the game's before this
 * hand [BAL-14.1a]; the defenders, the trailing team, are the ones offered the double. Hokum is never gated.
 */
export function chainOpen(state: BalootState): boolean {
  const contract = state.deal.contract!;
  if (contract.kind === 'hokum') return true;
  const team = contract.declarer % 2;
  const declarers = state.match.score[team];
  const reached = state.options.sunDoubleGate === 'reached100' ? declarers >= 100 : declarers > 100;
  return reached && state.match.score[1 - team] < 100;
}

/** After the deal is complete, when the chain is open: offers the double to the defenders (writes into `next`). */
export function startRaising(next: BalootState): void {
  const contract = next.deal.contract!;
  // [BAL-4.1] either defender, offered in turn order after the declarer
  const queue = [seatPlus(contract.declarer, 1), seatPlus(contract.declarer, 3)];
  next.phase = 'raising';
  next.deal.raising = { step: 'double', queue };
  next.turn = queue[0];
}

const PASS: BalootAction = Object.freeze({ type: 'pass' });
const menu = (...actions: BalootAction[]): BalootAction[] => Object.freeze(actions) as BalootAction[];
const NONE = menu();
const STEPS = ['double', 'triple', 'four', 'gahwa'] as const;
// Every menu of the raise chain, built once (shared and frozen): by step, then with the lock chosen or not.
const MENUS = Object.fromEntries(
  STEPS.map((step) => {
    const plain = menu(PASS, Object.freeze({ type: step }) as BalootAction);
    const lock = (locked: boolean) => Object.freeze({ type: step, locked }) as BalootAction;
    return [step, { plain, choosing: menu(PASS, lock(true), lock(false)) }];
  }),
) as Record<Raising['step'], { plain: BalootAction[]; choosing: BalootAction[] }>;

/** The raise calls `seat` may make now (shared and frozen). */
export function raisingActions(state: BalootState, seat: Seat): BalootAction[] {
  const raising = state.deal.raising!;
  if (raising.queue[0] !== seat) return NONE;
  const step = raising.step;
  // [BAL-9 lock] with doublerChooses the doubler says whether the hand is locked when doubling or fouring
  if ((step === 'double' || step === 'four') && state.options.lock === 'doublerChooses') return MENUS[step].choosing;
  return MENUS[step].plain;
}

function sameRaise(a: BalootAction, b: BalootAction): boolean {
  return a.type === b.type && (a as { locked?: boolean }).locked === (b as { locked?: boolean }).locked;
}

// an indexed loop: the menus are frozen, and V8 does not inline some() over a frozen array (~20x slower)
function offered(legal: readonly BalootAction[], action: BalootAction): boolean {
  for (let i = 0; i < legal.length; i++) if (sameRaise(legal[i], action)) return true;
  return false;
}

/** Applies one raise call or the decline that ends the chain. */
export function applyRaising(state: BalootState, seat: Seat, action: BalootAction): Step {
  const legal = raisingActions(state, seat);
  if (!offered(legal, action)) {
    const options = legal.map((a) => a.type + ('locked' in a ? (a.locked ? ' locked' : ' open') : ''));
    return refuse('illegal', `"${action.type}" is not possible now (you may: ${options.join(', ')})`);
  }
  const raising = state.deal.raising!;
  const contract = state.deal.contract!;
  const events: GameEvent[] = [];
  const next = copyState(state);
  next.version = state.version + 1;
  next.deal = copyDeal(state.deal); // what follows the chain (the play's start) writes into it too
  if (action.type === 'pass') {
    events.push({ type: 'raiseDeclined', audience: 'all', seat, step: raising.step });
    const queue = raising.queue.slice(1);
    if (raising.step === 'double' && queue.length > 0) {
      next.deal.raising = { step: 'double', queue };
      next.turn = queue[0];
      return { ok: true, state: next, events };
    }
    return { ok: true, state: next, events, end: 'raisesDone' };
  }
  const chooses = state.options.lock === 'doublerChooses';
  const lockedBy = (a: BalootAction): boolean => (chooses ? (a as { locked: boolean }).locked : true);
  let raised: Contract;
  let following: Raising | null = null;
  if (action.type === 'double') {
    // [BAL-4.3] x2 and x4 are locked (or as the doubler chose); x3 and Gahwa are open
    raised = { ...contract, level: 2, doubler: seat, locked: lockedBy(action) };
    const doubleOnly = contract.kind === 'sun' && state.options.sunRaises === 'doubleOnly';
    if (!doubleOnly) following = { step: 'triple', queue: [contract.declarer] };
  } else if (action.type === 'triple') {
    raised = { ...contract, level: 3, locked: false };
    following = { step: 'four', queue: [contract.doubler!] };
  } else if (action.type === 'four') {
    raised = { ...contract, level: 4, locked: lockedBy(action) };
    following = { step: 'gahwa', queue: [contract.declarer] };
  } else {
    raised = { ...contract, gahwa: true, locked: false };
  }
  events.push({ type: 'stakesRaised', audience: 'all', seat, step: raising.step, level: raised.level, gahwa: raised.gahwa, locked: raised.locked });
  next.deal.contract = raised;
  if (!following) return { ok: true, state: next, events, end: 'raisesDone' };
  next.deal.raising = following;
  next.turn = following.queue[0];
  return { ok: true, state: next, events };
}
