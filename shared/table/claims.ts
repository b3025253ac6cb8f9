import { checkClaim, CLAIM_BUDGET, type ClaimCheck, type ClaimStep } from '../rules/core/claim.js';
import type { BaseState, GameRules } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import type { Refusal } from './lobby.js';

type Reason = Extract<ClaimCheck, { ok: false }>['reason'];

/** A refused claim in the protocol's codes, said plainly (the client words it from the code). */
const REFUSALS: Record<Reason, Refusal> = {
  notYourTurn: { code: 'notYourTurn', message: 'you can claim only at your turn' },
  notPlaying: { code: 'claimNotPlaying', message: 'you can claim only when it is your turn to play a card' },
  decisionsLeft: { code: 'claimDecisionsLeft', message: 'someone still has more than cards to decide in this hand (a project, an exposed card); play on' },
  losesATrick: { code: 'claimLosesATrick', message: 'your cards do not take every remaining trick whatever the others hold and play' },
  tooComplex: { code: 'claimTooComplex', message: 'too many ways to play the rest of this hand to check a claim; play on' },
};

/** A claim that holds: the claimant's cards (shown to everyone) and the steps that play the hand out. */
export interface ValidClaim {
  cards: string[];
  steps: ClaimStep[];
}

/**
 * The claims of one table's session: each is checked on the real state, at most once per seat and
 * state version (a refusal is remembered, so asking again costs nothing), within CLAIM_BUDGET moves.
 */
export class ClaimChecks {
  private refused = new Map<string, Refusal>();

  /** Checks `seat`'s claim in game `gameNo` at `state`. */
  check(rules: GameRules<BaseState>, state: BaseState, gameNo: number, seat: Seat): ValidClaim | Refusal {
    const key = `${gameNo}/${state.version}/${seat}`;
    const known = this.refused.get(key);
    if (known) return known;
    const check = checkClaim(rules, state, seat, CLAIM_BUDGET);
    if (check.ok) return { cards: handOf(rules, state, seat), steps: check.steps };
    // only the refusals of the current version are worth keeping
    if (![...this.refused.keys()].every((k) => k.startsWith(`${gameNo}/${state.version}/`))) this.refused.clear();
    const refusal = REFUSALS[check.reason];
    this.refused.set(key, refusal);
    return refusal;
  }
}

function handOf(rules: GameRules<BaseState>, state: BaseState, seat: Seat): string[] {
  const hand = (rules.view(state, seat) as { myHand?: unknown }).myHand;
  return Array.isArray(hand) ? hand.filter((card): card is string => typeof card === 'string') : [];
}
