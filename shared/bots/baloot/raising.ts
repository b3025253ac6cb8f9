import type { BalootAction } from '../../rules/games/baloot/state.js';
import type { BalootView } from '../../rules/games/baloot/view.js';
import { tricksOf } from './hand-value.js';

/** Tricks an 8-card hand must promise for each raise [BAL-4.1]. */
export const RAISE_AT = { doubleHokum: 3.0, doubleSun: 2.6, triple: 5, four: 4.4, gahwa: 6.3 };

/** The bot's answer when offered the next step of the raise chain. */
export function raiseCall(view: BalootView): BalootAction {
  const contract = view.contract!;
  const tricks = tricksOf(view.myHand ?? [], contract.trump);
  const step = view.raising!.step;
  const bar =
    step === 'double' ? (contract.kind === 'sun' ? RAISE_AT.doubleSun : RAISE_AT.doubleHokum) : RAISE_AT[step];
  const pass = view.legal.find((a) => a.type === 'pass')!;
  if (tricks < bar) return pass;
  // option lock=doublerChooses: lock a Hokum so the declarer cannot draw trumps by leading them [BAL-4.3]
  const raises = view.legal.filter((a) => a.type === step);
  const locked = raises.find((a) => (a as { locked?: boolean }).locked === (contract.kind === 'hokum'));
  return locked ?? raises[0] ?? pass;
}
