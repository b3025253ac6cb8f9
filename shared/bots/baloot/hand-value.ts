import { SUITS, type Card, type Suit } from '../../rules/core/cards.js';

function has(cards: readonly Card[], card: Card): boolean {
  return cards.includes(card);
}

function count(cards: readonly Card[], suit: Suit): number {
  let n = 0;
  for (const card of cards) if (card[1] === suit) n++;
  return n;
}

// Winning power of a plain suit (a side suit in Hokum, any suit in Sun), in tricks.
function plainSuit(cards: readonly Card[], suit: Suit, sun: boolean): number {
  const length = count(cards, suit);
  if (length === 0) return 0;
  const ace = has(cards, 'A' + suit);
  const ten = has(cards, 'T' + suit);
  const king = has(cards, 'K' + suit);
  let value = 0;
  if (ace) value += 1;
  if (ten) value += ace ? 0.8 : length >= 2 ? 0.35 : 0.05;
  if (king) value += ace && ten ? 0.6 : (ace || ten) && length >= 3 ? 0.3 : length >= 3 ? 0.15 : 0;
  // in Sun a long suit headed by the ace and ten keeps running
  if (sun && ace && ten && length >= 4) value += 0.5 * (length - 3);
  return value;
}

// Winning power of the trump suit in tricks [BAL-1.4]: J 9 A T K Q 8 7.
function trumpSuit(cards: readonly Card[], trump: Suit): number {
  const length = count(cards, trump);
  const jack = has(cards, 'J' + trump);
  const nine = has(cards, '9' + trump);
  const ace = has(cards, 'A' + trump);
  let value = 0;
  if (jack) value += 1;
  if (nine) value += jack ? 1 : length >= 3 ? 0.7 : 0.4;
  if (ace) value += jack && nine ? 0.9 : length >= 3 ? 0.5 : 0.3;
  if (has(cards, 'T' + trump)) value += length >= 4 ? 0.5 : 0.25;
  // length beyond three trumps wins tricks by ruffing
  if (length > 3) value += 0.6 * (length - 3);
  return value + 0.15 * length;
}

/**
 * How many tricks `cards` should win with `trump` as trumps (null: Sun). A rough count of sure and
 * likely winners: honours by suit, guards, trump length.
 */
export function tricksOf(cards: readonly Card[], trump: Suit | null): number {
  let value = trump === null ? 0 : trumpSuit(cards, trump);
  for (const suit of SUITS) if (suit !== trump) value += plainSuit(cards, suit, trump === null);
  // short side suits let a trump-holder ruff
  if (trump !== null && count(cards, trump) >= 3) {
    for (const suit of SUITS) if (suit !== trump && count(cards, suit) === 0) value += 0.3;
  }
  return value;
}

/** The best trump for `cards` among `suits`, with its trick count. */
export function bestTrump(cards: readonly Card[], suits: readonly Suit[]): { suit: Suit; tricks: number } {
  let best = { suit: suits[0], tricks: -1 };
  for (const suit of suits) {
    const tricks = tricksOf(cards, suit);
    if (tricks > best.tricks) best = { suit, tricks };
  }
  return best;
}
