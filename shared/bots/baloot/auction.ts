import { SUITS, suitOf, type Card } from '../../rules/core/cards.js';
import type { Seat } from '../../rules/core/seats.js';
import type { BalootAction } from '../../rules/games/baloot/state.js';
import type { BalootView } from '../../rules/games/baloot/view.js';
import { bestTrump, tricksOf } from './hand-value.js';

/** Tricks the 6 known cards (hand + bid card) must promise before the bot names a contract. */
export const THRESHOLDS = { hokum: 2.2, sun: 3.0 };

function find(legal: readonly BalootAction[], type: BalootAction['type']): BalootAction | undefined {
  return legal.find((a) => a.type === type);
}

interface Reading {
  hand: Card[];
  hokum: number;
  sun: number;
  /** Sun strength of the 5 cards alone: what Ashkal keeps, handing the bid card to the partner. */
  ownSun: number;
}

function read(view: BalootView): Reading {
  const hand = view.myHand ?? [];
  const six = [...hand, view.bidCard];
  const bidSuit = suitOf(view.bidCard);
  // [BAL-3.3] in round 2 the trump may be any suit but the bid card's
  const hokum = view.auction.round === 1 ? tricksOf(six, bidSuit) : bestTrump(six, SUITS.filter((s) => s !== bidSuit)).tricks;
  return { hand, hokum, sun: tricksOf(six, null), ownSun: tricksOf(hand, null) };
}

// [BAL-2.4] Ashkal when the own five cards want Sun but the bid card adds little to them.
function sunOrAshkal(view: BalootView, reading: Reading, bar: number): BalootAction | undefined {
  const ashkal = find(view.legal, 'ashkal');
  if (ashkal && reading.ownSun >= bar && reading.sun - reading.ownSun < 0.3) return ashkal;
  if (reading.sun >= bar) return find(view.legal, 'sun');
  return undefined;
}

function partnerOf(seat: Seat): Seat {
  return (seat + 2) % 4;
}

/** The bot's call in the auction [BAL-2][BAL-3]. */
export function auctionCall(view: BalootView): BalootAction {
  const me = view.viewer as Seat;
  const { stage, hokum: hokumSeat, sun } = view.auction;
  const reading = read(view);
  const pass = find(view.legal, 'pass');
  switch (stage) {
    case 'open': {
      const sunCall = sunOrAshkal(view, reading, THRESHOLDS.sun);
      if (sunCall) return sunCall;
      if (reading.hokum >= THRESHOLDS.hokum) return find(view.legal, 'hokum')!;
      return pass!;
    }
    case 'afterHokum': {
      // over the partner's Hokum only a clearly better Sun; over an opponent's, any good Sun
      const bar = hokumSeat === partnerOf(me) ? THRESHOLDS.sun + 0.6 : THRESHOLDS.sun;
      return sunOrAshkal(view, reading, bar) ?? pass!;
    }
    case 'takeover': {
      // [BAL-2.3] taking the partner's Sun only moves the declarer; an opponent's is worth contesting
      if (sun && sun.declarer % 2 === me % 2) return pass!;
      return reading.sun >= THRESHOLDS.sun ? find(view.legal, 'sun')! : pass!;
    }
    case 'hokumChoice':
      // [BAL-2.2] keep Hokum unless the hand is clearly better at Sun
      return reading.sun >= THRESHOLDS.sun && reading.sun > reading.hokum + 0.5 ? find(view.legal, 'sun')! : find(view.legal, 'hokum')!;
    case 'suitChoice': {
      // [BAL-3.3] name the best trump other than the bid card's suit, or switch to Sun
      if (reading.sun >= THRESHOLDS.sun && reading.sun > reading.hokum + 0.5) return find(view.legal, 'sun')!;
      const six = [...reading.hand, view.bidCard];
      const suits = view.legal.flatMap((a) => (a.type === 'hokum' && a.suit ? [a.suit] : []));
      const { suit } = bestTrump(six, suits);
      return view.legal.find((a) => a.type === 'hokum' && a.suit === suit)!;
    }
  }
}
