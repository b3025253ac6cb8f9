/** A card id: rank then suit (`TH` = ten of hearts); two-pack games add a copy digit (`JS1`, `JS2`). */
export type Card = string;

/** A suit letter: spades, hearts, diamonds, clubs. */
export type Suit = 'S' | 'H' | 'D' | 'C';

/** Rank letters, high to low in the natural order; `T` is the ten. */
export type Rank = 'A' | 'K' | 'Q' | 'J' | 'T' | '9' | '8' | '7' | '6' | '5' | '4' | '3' | '2';

/** The four suits in a fixed display order. */
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** Every rank, high to low in the natural order. */
export const RANKS: readonly Rank[] = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];

/** The rank letter of a card. */
export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

/** The suit letter of a card. */
export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** The two-character code of a card, without a copy digit (`JS2` -> `JS`). */
export function codeOf(card: Card): string {
  return card.length === 2 ? card : card.slice(0, 2);
}

/** True if `text` is a well-formed card code such as `AS` or `TH` (no copy digit). */
export function isCardCode(text: unknown): text is Card {
  return (
    typeof text === 'string' &&
    text.length === 2 &&
    (RANKS as readonly string[]).includes(text[0]) &&
    (SUITS as readonly string[]).includes(text[1])
  );
}

/** Builds a pack from the given ranks in every suit; with `copies` > 1 each card gets a copy digit. */
export function makePack(ranks: readonly Rank[], copies = 1): Card[] {
  const pack: Card[] = [];
  for (let copy = 1; copy <= copies; copy++) {
    for (const suit of SUITS) {
      for (const rank of ranks) pack.push(copies === 1 ? rank + suit : rank + suit + copy);
    }
  }
  return pack;
}

/** A rank order, highest first, turned into a lookup: higher number = stronger card. */
export function rankStrength(order: readonly Rank[]): Record<string, number> {
  const strength: Record<string, number> = {};
  order.forEach((rank, i) => (strength[rank] = order.length - i));
  return strength;
}

/** A point table by rank (ranks not listed are worth 0). */
export type PointTable = Partial<Record<Rank, number>>;

/** The total card points of `cards` under a point table. */
export function cardPoints(cards: readonly Card[], table: PointTable): number {
  let total = 0;
  for (const card of cards) total += table[rankOf(card)] ?? 0;
  return total;
}

/**
 * A letter's place in `letters` by its character code (-1 for any other character below 128): reads
 * a card code's rank or suit by arithmetic, without string keys.
 */
export function placesByCode(letters: readonly string[]): Int8Array {
  const places = new Int8Array(128).fill(-1);
  letters.forEach((letter, i) => (places[letter.charCodeAt(0)] = i));
  return places;
}
