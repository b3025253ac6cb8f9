import { SUITS, type Card, type Suit } from '../../rules/core/cards.js';
import { pointsOf, RANK_ORDER } from '../../rules/games/twenty-nine/cards.js';

// What the bots read in a hand before the play: the card points a 4-card hand should take as the
// bidder with a given trump (the auction [TN-2] and the choice [TN-3]), the points a defender's 8
// cards should take (the double [TN-7]), and a hand that wins every trick by itself (the single hand [TN-6]).

// The points the bidding team takes with a 4-card hand of no value (choosing the hidden trump is worth
// more than half the 29), then each card's weight: fitted to the standard bots' own play (1,400 hands,
// residual spread about 5 points).
const BASE = 13.8;
const TRUMP_WEIGHT: Readonly<Record<string, number>> = { J: 3.1, '9': 1.9, A: 0.9, T: 0.9, K: 0.55, Q: 0.55, '8': 0.55, '7': 0.55 };
const SIDE_WEIGHT: Readonly<Record<string, number>> = { J: 1.5, '9': 0.8 };
// a trump nine beside the trump jack is a second sure winner; a side nine under its jack too
const NINE_WITH_JACK = { trump: 0.4, side: 0.3 };

function holds(hand: readonly Card[], card: string): boolean {
  return hand.includes(card);
}

/** The card points the bidding team should take when `hand` (the bidder's first 4 cards) names `trump` [TN-2][TN-3]. */
export function bidPoints(hand: readonly Card[], trump: Suit): number {
  let value = BASE;
  for (const card of hand) {
    const suit = card[1];
    const rank = card[0];
    if (suit === trump) {
      value += TRUMP_WEIGHT[rank] ?? 0;
      if (rank === '9' && holds(hand, `J${suit}`)) value += NINE_WITH_JACK.trump;
    } else {
      value += SIDE_WEIGHT[rank] ?? 0;
      if (rank === '9' && holds(hand, `J${suit}`)) value += NINE_WITH_JACK.side;
    }
  }
  return value;
}

/** The suit `hand` reads best as trumps, with the points it expects: the most points, then the longer suit, then the higher card. */
export function bestTrump(hand: readonly Card[]): { suit: Suit; points: number } {
  let best: Suit = SUITS[0];
  let bestKey = [-Infinity, 0, 0];
  for (const suit of SUITS) {
    const cards = hand.filter((c) => c[1] === suit);
    const top = cards.reduce((m, c) => Math.max(m, 8 - RANK_ORDER.indexOf(c[0] as never)), 0);
    const key = [bidPoints(hand, suit), cards.length, top];
    const at = key.findIndex((v, i) => v !== bestKey[i]);
    if (at !== -1 && key[at] > bestKey[at]) {
      best = suit;
      bestKey = key;
    }
  }
  return { suit: best, points: bestKey[0] };
}

/** The card points of some cards [TN-1.1]. */
export function handPoints(hand: readonly Card[]): number {
  let points = 0;
  for (const card of hand) points += pointsOf(card);
  return points;
}

/** The card points a defender's team should take against the contract, read from the defender's 8 cards [TN-7]. */
export function defencePoints(hand: readonly Card[]): number {
  const jacks = hand.filter((c) => c[0] === 'J').length;
  return 0.8 * handPoints(hand) + jacks;
}

/** The bidder's own reading of its 8 cards with `trump`, for a redouble [TN-7]: trumps with their jack, and points. */
export function strongContract(hand: readonly Card[], trump: Suit): boolean {
  const trumps = hand.filter((c) => c[1] === trump);
  return trumps.length >= 4 && holds(hand, `J${trump}`) && holds(hand, `9${trump}`) && handPoints(hand) >= 12;
}

/**
 * [TN-6.2] True if `hand`, leading every trick without trumps, wins all 8 whatever the others hold:
 * in every suit it holds, its cards are the suit's top cards.
 */
export function sureSingleHand(hand: readonly Card[]): boolean {
  if (hand.length !== 8) return false;
  for (const suit of SUITS) {
    const mine = hand.filter((c) => c[1] === suit).length;
    for (let i = 0; i < mine; i++) if (!holds(hand, `${RANK_ORDER[i]}${suit}`)) return false;
  }
  return true;
}
