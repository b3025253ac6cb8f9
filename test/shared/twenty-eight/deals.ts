import { deal } from './stack.js';

// Stacked deals for the scenarios, dealer 3 (seat 0 speaks and leads first). Each hand's first 4 cards
// are its first batch [TE-1.3].

/** Seat 1 bids 15 and lays JS (spades); void in diamonds; seat 2 void in diamonds and clubs, spades A T Q. */
export const D3 = deal('AD TD KD QD 8D 7D AC 7S', 'JS 9S KS 8H TC 8S AH TH', 'AS TS QS 9H JH KH QH 7H', 'JD 9D JC 9C KC QC 8C 7C');

/** As D3 with seat 1 laying 8H, its only heart: its hand holds no trump [TE-5.2a]. */
export const D4 = deal('AD TD KD QD AH TH AC 7S', 'JS 9S KS 8H TC 8S 8D 7D', 'AS TS QS 9H JH KH QH 7H', 'JD 9D JC 9C KC QC 8C 7C');

/** One suit each: seat 0 all hearts, seat 1 spades, seat 2 diamonds, seat 3 clubs. */
export const SUITS = deal('JH 9H AH TH KH QH 8H 7H', 'JS 9S AS TS KS QS 8S 7S', 'JD 9D AD TD KD QD 8D 7D', 'JC 9C AC TC KC QC 8C 7C');

/** Seat 1 lays JH and holds the K and Q of hearts (a Pair once hearts are exposed); seat 0 has no hearts. */
export const PAIR = deal('AS 7S KD 7D 8S QD 8C 7C', 'JH 9H KS QS QH KH JC 9C', 'JS 9S AH TH JD 9D AC TC', 'TS 8H 7H 8D AD TD KC QC');

/** Seat 1 first-round bidder on JH; seat 2 strong in spades and clubs; seat 3 strong in diamonds. */
export const MIXED = deal('AS 7S KD 7D 8S QD 8C 7C', 'JH 9H KS QS QH 8H JC 9C', 'JS 9S AH TH AC TC 9D JD', 'TS KH 7H 8D AD TD KC QC');

/** The first batch of seat 0 holds no J, 9, A or T (a pointless hand [TE-1.4]); seat 1's neither. */
export const POINTLESS = deal('KH QH 8H 7H JS 9S AS TS', 'KS QS 8S 7S JH 9H AH TH', 'JD 9D AD TD KD QD 8D 7D', 'JC 9C AC TC KC QC 8C 7C');

/** The steps from the deal to the first lead at 4 players with every question answered no: seat 0 bids 14, seat 1 15 and lays `card`. */
export function toPlay(card: string, second: (string | number)[] = ['p', 'p', 'p', 'p']): (string | number)[] {
  return [14, 15, 'p', 'p', 'p', `t:${card}`, ...second, 'p', 'p', 'p', 'p'];
}
