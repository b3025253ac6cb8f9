import { checkClaim, CLAIM_BUDGET, type ClaimCheck, type ClaimStep } from '../rules/core/claim.js';
import type { BaseState, GameEvent, GameRules } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import type { Refusal } from './lobby.js';
import type { ShownCards } from '../protocol/messages.js';
import type { TableRecord } from './table-record.js';

type Reason = Extract<ClaimCheck, { ok: false }>['reason'];

/** A refused claim in the protocol's codes, said plainly (the client words it from the code). */
const REFUSALS: Record<Reason, Refusal> = {
  notYourTurn: { code: 'notYourTurn', message: 'you can claim only at your turn' },
  notPlaying: { code: 'claimNotPlaying', message: 'you can claim only when it is your turn to play a card' },
  decisionsLeft: { code: 'claimDecisionsLeft', message: 'someone still has more than cards to decide in this hand (a project, an exposed card); play on' },
  losesATrick: { code: 'claimLosesATrick', message: 'your cards do not take every remaining trick whatever the others hold and play' },
  tooComplex: { code: 'claimTooComplex', message: 'too many ways to play the rest of this hand to check a claim; play on' },
};

/**
 * The refusals that lay the claimant's hand open: the claim was made at their turn to play a card and
 * checked against the cards (as at a real table, a claim is made by putting one's hand down). A claim
 * refused before any check (out of turn, with decisions left) shows nothing.
 */
export const SHOWS_HAND: ReadonlySet<Reason> = new Set<Reason>(['losesATrick', 'tooComplex']);

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
  private refused = new Map<string, Refusal & { shows: boolean }>();

  /** Checks `seat`'s claim in game `gameNo` at `state`. */
  check(rules: GameRules<BaseState>, state: BaseState, gameNo: number, seat: Seat): ValidClaim | (Refusal & { shows: boolean }) {
    const key = `${gameNo}/${state.version}/${seat}`;
    const known = this.refused.get(key);
    if (known) return known;
    // a claim holds against lawful play: with Qayd [BAL-10.1] the table accepts fouls, a claim ignores them
    const check = checkClaim(rules, rules.lawful?.(state) ?? state, seat, CLAIM_BUDGET);
    if (check.ok) return { cards: handOf(rules, state, seat), steps: check.steps };
    // only the refusals of the current version are worth keeping
    if (![...this.refused.keys()].every((k) => k.startsWith(`${gameNo}/${state.version}/`))) this.refused.clear();
    const refusal = { ...REFUSALS[check.reason], shows: SHOWS_HAND.has(check.reason) };
    this.refused.set(key, refusal);
    return refusal;
  }
}

/**
 * Lays `seat`'s hand open after its refused claim at `state`: kept in the record (so it outlives a
 * wake-up) until the hand is scored. False if it was open already (nothing new to tell).
 */
export function showHand(record: TableRecord, rules: GameRules<BaseState>, state: BaseState, seat: Seat): boolean {
  const hands = rules.history(state).length;
  // the hands of earlier deals are closed again: only this hand's are kept
  const open = (record.shown ?? []).filter((s) => s.gameNo === record.gameNo && s.hands === hands);
  if (open.some((s) => s.seat === seat)) return false;
  record.shown = [...open, { gameNo: record.gameNo, seat, version: state.version, hands }];
  return true;
}

/**
 * The hands open at `state` (their seats' remaining cards, face up for everyone): those of refused
 * claims in the current hand of the current game. A hand is shown from its claim until it is scored.
 */
export function shownHands(record: TableRecord, rules: GameRules<BaseState>, state: BaseState | null): ShownCards[] {
  if (!state || !record.shown?.length || record.status !== 'playing') return [];
  const hands = rules.history(state).length;
  return record.shown
    .filter((s) => s.gameNo === record.gameNo && s.hands === hands && s.version <= state.version)
    .map((s) => ({ seat: s.seat, cards: handOf(rules, state, s.seat) }))
    .filter((s) => s.cards.length > 0);
}

/** The event that tells everyone of a refused claim, with the claimant's cards now face up. */
export function claimRefusedEvent(seat: Seat, cards: string[]): GameEvent {
  return { type: 'claimRefused', audience: 'all', seat, cards };
}

export function handOf(rules: GameRules<BaseState>, state: BaseState, seat: Seat): string[] {
  const hand = (rules.view(state, seat) as { myHand?: unknown }).myHand;
  return Array.isArray(hand) ? hand.filter((card): card is string => typeof card === 'string') : [];
}

/**
 * The `claimed` event a logged claim began with, rebuilt from the log (catch-up, replays): the first
 * step of a run logged `by: "claim"` is the claimant's, and its cards are those it held then.
 */
export function claimedEvent(rules: GameRules<BaseState>, state: BaseState, entry: { by: string; seat: Seat }, previous: { by: string } | null | undefined): GameEvent[] {
  if (entry.by !== 'claim' || previous?.by === 'claim') return [];
  return [{ type: 'claimed', audience: 'all', seat: entry.seat, cards: handOf(rules, state, entry.seat) }];
}
