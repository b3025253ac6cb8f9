import { SUITS } from '../../rules/core/cards.js';
import { randomBelow, type Random } from '../../rules/core/shuffle.js';
import type { Seat } from '../../rules/core/seats.js';
import { kickPoints, PACK } from '../../rules/games/all-fours/cards.js';
import type { AllFoursView } from '../../rules/games/all-fours/view.js';
import { lightPolicy } from './light-policy.js';
import { cardId, cardNumber, handValue, playOut, type Scoring, type Table } from './playout.js';

// The value of playing a deal with a given trump, and of running the pack, measured on sampled deals:
// the hidden hands and the stock order are drawn from the unseen cards, the pack is run as the rules
// run it [AF-2.2], and the hand is scored for High, Low [AF-4.1] [AF-4.2] and played out with the
// light policy for Jack and Game [AF-4.3] [AF-4.4].

/** One sampled deal before play: every hand and the stock in dealing order. */
interface Deal {
  hands: number[][];
  stock: number[];
}

/** What reaching the target is worth, on the scale of a hand's points. */
export const GAME_WON = 10;

/** Deals sampled per stand-or-beg or take-one-or-run decision. */
export const DEALS = 60;

/** A sampled deal consistent with the view in phase `stand` or `beg` (no card has been played). */
function sampleDeal(view: AllFoursView, random: Random): Deal {
  const me = view.viewer as Seat;
  const seen = new Set([...(view.myHand ?? []), ...view.kicks]);
  const pool = PACK.filter((c) => !seen.has(c)).map(cardNumber);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const hands: number[][] = [];
  let at = 0;
  for (let s = 0; s < view.seats; s++) {
    if (s === me) hands.push((view.myHand ?? []).map(cardNumber));
    else {
      hands.push(pool.slice(at, at + view.handSizes[s]));
      at += view.handSizes[s];
    }
  }
  return { hands, stock: pool.slice(at) };
}

/** High, Low, Jack and Game of a deal played with `trump`, to `team` less the other team. */
function playValue(view: AllFoursView, hands: number[][], trump: number, team: number, scoring: Scoring): number {
  let high = -1;
  let low = 99;
  let highSeat = 0;
  let lowSeat = 0;
  let jackHolder = -1;
  hands.forEach((hand, seat) => {
    for (const c of hand) {
      if (((c / 13) | 0) !== trump) continue;
      if (c > high) [high, highSeat] = [c, seat];
      if (c < low) [low, lowSeat] = [c, seat];
      if (c % 13 === 9) jackHolder = seat;
    }
  });
  let value = 0;
  // [AF-4.1] [AF-4.2] High and Low go to the seats dealt them
  if (high >= 0) value += (highSeat % 2 === team ? 1 : -1) + (lowSeat % 2 === team ? 1 : -1);
  const table: Table = {
    seats: view.seats,
    trump,
    noUndertrump: view.options.noUndertrump === true,
    hands: hands.map((h) => h.slice()),
    trick: [],
    leader: (view.dealer + 1) % view.seats,
    won: [0, 0],
    jackHolder,
    jackTaker: -1,
  };
  playOut(table, lightPolicy);
  return value + handValue(table, team, scoring);
}

/** What running the pack is worth to `team` on a sampled deal: kicks to the dealer [AF-1.3], then play. */
function runValue(view: AllFoursView, deal: Deal, team: number, scoring: Scoring): number {
  const first = (cardNumber(view.kicks[0]) / 13) | 0;
  const dealerTeam = view.dealer % 2;
  const sign = dealerTeam === team ? 1 : -1;
  const hands = deal.hands.map((h) => h.slice());
  const target = view.options.target as number;
  let dealerScore = view.score[dealerTeam];
  let at = 0;
  let value = 0;
  for (;;) {
    // [AF-2.2] a pack that cannot supply 3 each and a kick is dealt afresh: only the kicks stand
    if (deal.stock.length - at < 3 * view.seats + 1) return value;
    for (let i = 1; i <= view.seats; i++) {
      const seat = (view.dealer + i) % view.seats;
      hands[seat].push(...deal.stock.slice(at, at + 3));
      at += 3;
    }
    const kick = deal.stock[at++];
    const points = kickPoints(cardId(kick), view.options.kicks as string);
    value += sign * points;
    dealerScore += points;
    // [AF-5.2] a kick that reaches the target ends the game
    if (dealerScore >= target) return sign * GAME_WON;
    if (((kick / 13) | 0) !== first) return value + playValue(view, hands, (kick / 13) | 0, team, scoring);
  }
}

/** The average value to the viewer's team of standing (or taking one) and of running the pack. */
export function trumpChoices(view: AllFoursView, scoring: Scoring, random: Random, deals = DEALS): { keep: number; run: number } {
  const team = (view.viewer as Seat) % 2;
  const trump = SUITS.indexOf(view.trump as (typeof SUITS)[number]);
  let keep = 0;
  let run = 0;
  for (let d = 0; d < deals; d++) {
    const deal = sampleDeal(view, random);
    keep += playValue(view, deal.hands, trump, team, scoring);
    run += runValue(view, deal, team, scoring);
  }
  return { keep: keep / deals, run: run / deals };
}
