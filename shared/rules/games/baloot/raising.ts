import { refuse, type GameEvent } from '../../core/game.js';
import { seatAfter, type Seat } from '../../core/seats.js';
import { evolve, type BalootAction, type BalootState, type Contract, type Raising, type Step } from './state.js';

/** [BAL-4.2] In Sun the chain is open only if the declarer's team has more than 100 and the defenders less. */
export function chainOpen(state: BalootState): boolean {
  const contract = state.contract!;
  if (contract.kind === 'hokum') return true;
  const team = contract.declarer % 2;
  return state.score[team] > 100 && state.score[1 - team] < 100;
}

/** After the deal is complete, when the chain is open: offers the double to the defenders. */
export function startRaising(state: BalootState): BalootState {
  const contract = state.contract!;
  // [BAL-4.1] either defender, offered in turn order after the declarer
  const queue = [seatAfter(contract.declarer, 1, 4), seatAfter(contract.declarer, 3, 4)];
  return evolve(state, { phase: 'raising', raising: { step: 'double', queue }, turn: queue[0] });
}

/** The raise calls `seat` may make now. */
export function raisingActions(state: BalootState, seat: Seat): BalootAction[] {
  const raising = state.raising!;
  if (raising.queue[0] !== seat) return [];
  const step = raising.step;
  // [BAL-9 lock] with doublerChooses the doubler says whether the hand is locked when doubling or fouring
  if ((step === 'double' || step === 'four') && state.options.lock === 'doublerChooses') {
    return [{ type: 'pass' }, { type: step, locked: true }, { type: step, locked: false }];
  }
  return [{ type: 'pass' }, { type: step } as BalootAction];
}

function sameRaise(a: BalootAction, b: BalootAction): boolean {
  return a.type === b.type && (a as { locked?: boolean }).locked === (b as { locked?: boolean }).locked;
}

/** Applies one raise call or the decline that ends the chain. */
export function applyRaising(state: BalootState, seat: Seat, action: BalootAction): Step {
  const legal = raisingActions(state, seat);
  if (!legal.some((a) => sameRaise(a, action))) {
    const options = legal.map((a) => a.type + ('locked' in a ? (a.locked ? ' locked' : ' open') : ''));
    return refuse('illegal', `"${action.type}" is not possible now (you may: ${options.join(', ')})`);
  }
  const raising = state.raising!;
  const contract = state.contract!;
  const events: GameEvent[] = [];
  const base: BalootState = evolve(state, { version: state.version + 1 });
  if (action.type === 'pass') {
    events.push({ type: 'raiseDeclined', audience: 'all', seat, step: raising.step });
    const queue = raising.queue.slice(1);
    if (raising.step === 'double' && queue.length > 0) {
      return { ok: true, state: evolve(base, { raising: { step: 'double', queue }, turn: queue[0] }), events };
    }
    return { ok: true, state: base, events, end: 'raisesDone' };
  }
  const chooses = state.options.lock === 'doublerChooses';
  const lockedBy = (a: BalootAction): boolean => (chooses ? (a as { locked: boolean }).locked : true);
  let next: Contract;
  let following: Raising | null = null;
  if (action.type === 'double') {
    // [BAL-4.3] x2 and x4 are locked (or as the doubler chose); x3 and Gahwa are open
    next = { ...contract, level: 2, doubler: seat, locked: lockedBy(action) };
    const doubleOnly = contract.kind === 'sun' && state.options.sunRaises === 'doubleOnly';
    if (!doubleOnly) following = { step: 'triple', queue: [contract.declarer] };
  } else if (action.type === 'triple') {
    next = { ...contract, level: 3, locked: false };
    following = { step: 'four', queue: [contract.doubler!] };
  } else if (action.type === 'four') {
    next = { ...contract, level: 4, locked: lockedBy(action) };
    following = { step: 'gahwa', queue: [contract.declarer] };
  } else {
    next = { ...contract, gahwa: true, locked: false };
  }
  events.push({ type: 'stakesRaised', audience: 'all', seat, step: raising.step, level: next.level, gahwa: next.gahwa, locked: next.locked });
  const raised: BalootState = evolve(base, { contract: next });
  if (following) return { ok: true, state: evolve(raised, { raising: following, turn: following.queue[0] }), events };
  return { ok: true, state: raised, events, end: 'raisesDone' };
}
