import type { Card } from '../../core/cards.js';
import type { Play } from '../../core/tricks.js';
import { beatersOf, cardNumber, PACK, suitNumber, type CardNo, type CardSet } from './cards.js';
import { onlyCard } from './hands.js';
import type { BalootAction, BalootState, Contract } from './state.js';

const NO_ACTIONS = Object.freeze([]) as readonly BalootAction[] as BalootAction[];


/**
 * [BAL-12.1] [BAL-12.1a] True if leading `card` to an empty trick, after `tricks` this hand, is an Akka:
 * in Hokum, a side-suit card, not an Ace, every higher card of its suit (A T K Q J 9 8 7) played. Public
 * knowledge: a view's tricks say it (the bots choose by it, the table offers only such Akkas on its buttons).
 */
export function isAkkaLead(contract: Contract | null, tricks: readonly { plays: readonly Play[] }[], card: Card): boolean {
  if (contract?.kind !== 'hokum' || card[1] === contract.trump || card[0] === 'A') return false;
  let played = 0;
  for (const trick of tricks) for (const play of trick.plays) played |= 1 << cardNumber(play.card);
  return (beatersOf(cardNumber(card), -1) & ~played) === 0;
}

/** The Akka announcement with each card, by card number: built once, shared and frozen. */
export const AKKAS: readonly BalootAction[] = PACK.map((card) => Object.freeze({ type: 'akka' as const, card }));

/**
 * [BAL-12.1] [BAL-12.1a] True if leading card `n` now is an Akka: in Hokum, a card of a side suit, not an
 * Ace, above which every card of its suit (plain order A T K Q J 9 8 7) has been played.
 */
export function isAkka(state: BalootState, n: CardNo): boolean {
  const trump = suitNumber(state.deal.contract!.trump);
  if (trump < 0 || n >> 3 === trump || (n & 7) === 0) return false;
  return (beatersOf(n, -1) & ~state.play.played) === 0;
}

/**
 * [BAL-12] The Akka announcements open to the leader now: with `akka` in Hokum, each playable card that is
 * one; with `qayd` too, every playable side-suit card but an Ace, a false Akka being a foul [BAL-12.3].
 */
export function akkaActions(state: BalootState, playable: CardSet): BalootAction[] {
  if (state.options.akka !== true || state.play.trick !== 0 || state.deal.contract!.kind !== 'hokum') return NO_ACTIONS;
  const trump = suitNumber(state.deal.contract!.trump);
  const actions: BalootAction[] = [];
  for (let rest = playable; rest !== 0; rest &= rest - 1) {
    const n = onlyCard(rest & -rest);
    if (n >> 3 === trump || (n & 7) === 0) continue;
    if (state.options.qayd === true || isAkka(state, n)) actions.push(AKKAS[n]);
  }
  return actions;
}
