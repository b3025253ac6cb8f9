import type { Suit } from '$shared/rules/core/cards.js';
import { m } from '../../paraglide/messages.js';
import { SUIT_SYMBOL } from '../../table/cards.js';

/** A bid as the table heard it: enough to say what it tells the others [FS-3.3]. */
export interface HeardBid {
  denomination: string;
  form: string;
  /** "Plus k": how much it raised the bid before it. */
  plus: number | null;
  /** A Noes bid: the suit bid last, which the bidder holds none of. */
  noesOf: string | null;
}

const symbol = (suit: string) => SUIT_SYMBOL[suit as Suit] ?? suit;

/**
 * What a Fifty-Six bid tells the table about the bidder's hand [FS-3.3], in a few words that follow
 * the bid itself ("28 ♥ — holds the jack of ♥, its top card"): the picker's line on the bid being
 * chosen, the line on the bid to beat, and the log's line on every bid.
 */
export function bidMeaning(bid: HeardBid): string {
  if (bid.denomination === 'noes') return bid.noesOf ? m.fs_says_noes({ suit: symbol(bid.noesOf) }) : m.fs_says_nt();
  if (bid.denomination === 'NT') return m.fs_says_nt();
  const suit = symbol(bid.denomination);
  if (bid.form === 'plus') return m.fs_says_plus({ k: String(bid.plus ?? 0), suit });
  return bid.form === 'suitNumber' ? m.fs_says_strong({ suit }) : m.fs_says_top({ suit });
}

/** What a denomination does to the play, in one line [FS-3.2, FS-3.3, FS-4.3]. */
export function denominationMeaning(denomination: string, lastSuit: string | null): string {
  if (denomination === 'NT') return m.fs_means_nt();
  if (denomination === 'noes') return lastSuit ? m.fs_means_noes({ suit: symbol(lastSuit) }) : m.fs_means_nt();
  return m.fs_means_suit({ suit: symbol(denomination) });
}
