import type { Card, Suit } from '../../rules/core/cards.js';
import type { FiftySixView } from '../../rules/games/fifty-six/view.js';
import { handPoints, winners } from './hand-value.js';
import { packOf, playersOf } from './memory.js';

/** A linear reading of a hand: `base + perWinner * winners + perPoint * points held`. */
interface Line {
  base: number;
  perWinner: number;
  perPoint: number;
}

/**
 * Fitted by least squares on forced contracts (28 in each denomination, from every seat) played out
 * by the standard bots, 1,500 deals per table shape; the residual spread is 8 to 11 card points,
 * which the auction's margins allow for. Points held count less than their winners already do,
 * hence the small negative `perPoint`. `bid` gives the card points the team of a seat holding
 * `hand` takes when it plays the contract; `against` gives the points every other team takes
 * against a bidder, seen from a seat not on the bidder's team. Keys: players, team size, cards
 * per hand.
 */
export const MODELS: Record<string, { bid: Line; against: Line }> = {
  '4/2/12': { bid: { base: 21.65, perWinner: 3.81, perPoint: -0.23 }, against: { base: 21.79, perWinner: 3.7, perPoint: -0.22 } },
  '4/2/8': { bid: { base: 34.16, perWinner: 6.63, perPoint: -1.43 }, against: { base: 29.63, perWinner: 6.68, perPoint: -1.3 } },
  '6/2/8': { bid: { base: 14.93, perWinner: 6.54, perPoint: -0.69 }, against: { base: 35.84, perWinner: 3.56, perPoint: -0.4 } },
  '6/3/8': { bid: { base: 25.71, perWinner: 5.18, perPoint: -0.55 }, against: { base: 24.91, perWinner: 4.98, perPoint: -0.53 } },
  '8/2/8': { bid: { base: 10.43, perWinner: 6.17, perPoint: -0.62 }, against: { base: 41.39, perWinner: 1.99, perPoint: -0.17 } },
  '8/4/8': { bid: { base: 24.75, perWinner: 4.09, perPoint: -0.35 }, against: { base: 26.37, perWinner: 4.21, perPoint: -0.36 } },
};

const FALLBACK = MODELS['4/2/12'];

function modelOf(view: FiftySixView): { bid: Line; against: Line } {
  const players = playersOf(view).length;
  const me = view.viewer as number;
  const teamSize = view.teams.filter((t, seat) => t === view.teams[me] && view.playing[seat]).length;
  return MODELS[`${players}/${teamSize}/${packOf(view).tricks}`] ?? FALLBACK;
}

function read(line: Line, hand: readonly Card[], trump: Suit | null): number {
  return line.base + line.perWinner * winners(hand, trump) + line.perPoint * handPoints(hand);
}

/** The card points the viewer's team should take playing a contract with `trump` (null: No Trumps). */
export function contractPoints(view: FiftySixView, trump: Suit | null): number {
  return read(modelOf(view).bid, view.myHand ?? [], trump);
}

/** The card points the other teams should take against a bidder with `trump`, from the viewer's hand. */
export function pointsAgainst(view: FiftySixView, trump: Suit | null): number {
  return read(modelOf(view).against, view.myHand ?? [], trump);
}
