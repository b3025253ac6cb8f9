import type { Card } from '../../core/cards.js';
import type { Play } from '../../core/tricks.js';
import { beatersOf, cardNumber } from './cards.js';
import type { Contract } from './state.js';

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
