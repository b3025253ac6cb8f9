import { m } from '../paraglide/messages.js';
import { rankLabel, SUIT_SYMBOL, suitLetter } from './cards.js';

/** A card in short text for logs: `10♥`. */
export function cardText(card: string): string {
  return rankLabel(card) + SUIT_SYMBOL[suitLetter(card)];
}

const RANK_WORDS: Record<string, () => string> = {
  A: m.rank_a, K: m.rank_k, Q: m.rank_q, J: m.rank_j, T: m.rank_10, '9': () => '9', '8': () => '8', '7': () => '7',
  '6': () => '6', '5': () => '5', '4': () => '4', '3': () => '3', '2': () => '2',
};
const SUIT_WORDS: Record<string, () => string> = { S: m.suit_s, H: m.suit_h, D: m.suit_d, C: m.suit_c };

/** A card in words for screen readers: "ten of hearts". */
export function cardName(card: string): string {
  return m.card_name({ rank: RANK_WORDS[card[0]](), suit: SUIT_WORDS[card[1]]() });
}

/** A rank in words, as a hand read suit by suit says it ("ace", "10"). */
export function rankName(card: string): string {
  return RANK_WORDS[card[0]!]!();
}

/** A suit in words ("hearts"), from a card or a suit letter. */
export function suitName(cardOrSuit: string): string {
  return SUIT_WORDS[cardOrSuit.length === 1 ? cardOrSuit : cardOrSuit[1]!]!();
}
