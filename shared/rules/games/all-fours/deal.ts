import type { Rank, Suit } from '../../core/cards.js';
import { splitPack } from '../../core/deal.js';
import type { GameEvent } from '../../core/game.js';
import { kickPoints, shuffledPack } from './cards.js';
import { award, emptyDeal, scoreAward } from './scoring.js';
import { appended } from '../../core/lists.js';
import { update, type AllFoursState } from './state.js';

/** Cards in a deal's first hands. */
export const HAND_SIZE = 6;

/**
 * [AF-1.2] The dealer deals 6 each and kicks. The deal is the next explicit one if any remain, else the
 * pack shuffled for `hand<n>` (`hand<n>/redeal<k>` after the pack ran out); a shuffled pack's cards go
 * to the seats in order and the rest, kick first, is the stock. Returns a new state.
 */
export function dealHand(state: AllFoursState, events: GameEvent[]): AllFoursState {
  const label = state.redeal === 0 ? `hand${state.hand}` : `hand${state.hand}/redeal${state.redeal}`;
  const deal = state.stacked.length > 0 ? state.stacked[0] : splitPack(shuffledPack(state.seed, label), HAND_SIZE, state.seats);
  events.push({ type: 'handDealt', audience: 'all', hand: state.hand, dealer: state.dealer, redeal: state.redeal });
  for (let seat = 0; seat < state.seats; seat++) {
    events.push({ type: 'cardsDealt', audience: { seat }, seat, cards: deal.hands[seat], run: 0 });
  }
  // a shuffled deal's lists are new and never changed: the state keeps them (a stacked deal's are copied)
  const stacked = state.stacked.length > 0;
  const hands = stacked ? deal.hands.map((hand) => hand.slice()) : deal.hands;
  const dealt = emptyDeal(state);
  dealt.phase = 'stand';
  dealt.hands = hands;
  dealt.dealt = hands;
  dealt.stock = stacked ? deal.stock.slice() : deal.stock;
  dealt.turn = (state.dealer + 1) % state.seats; // [AF-2.1] the dealer's right stands or begs
  if (stacked) dealt.stacked = state.stacked.slice(1);
  return turnKick(dealt, events);
}

/**
 * [AF-1.3] Turns the next card up as the kick; an Ace, Six (Tobago: Two) or Jack scores at once.
 * `state` is a fresh copy: it is written in place.
 */
function turnKick(state: AllFoursState, events: GameEvent[]): AllFoursState {
  const card = state.stock[0];
  const points = kickPoints(card, state.options.kicks as string);
  const team = state.dealer % 2;
  if (state.kicks.length === 0) state.trump = card[1] as Suit;
  state.stock = state.stock.slice(1);
  state.kicks = appended(state.kicks, card);
  const score = points > 0 ? state.score.map((s, t) => (t === team ? s + points : s)) : state.score;
  events.push({ type: 'kickTurned', audience: 'all', seat: state.dealer, card, points, team, score });
  if (points === 0) return state;
  return scoreAward(state, award('kick', 'scored', { team, points, seat: state.dealer, rank: card[0] as Rank }), events);
}

/**
 * [AF-2.2] Runs the pack: 3 more cards to each seat from the dealer's right and a new kick, again while
 * the kick repeats the first kick's suit; when the pack cannot supply 3 each and a kick, the same dealer
 * must deal afresh (kick points stand). Ends with play started, the pack out, or the game won by a kick.
 */
export function runPack(state: AllFoursState, events: GameEvent[]): AllFoursState {
  const seats = state.seats;
  let s = state;
  for (;;) {
    if (s.stock.length < 3 * seats + 1) {
      events.push({ type: 'packExhausted', audience: 'all', dealer: s.dealer, redeal: s.redeal + 1 });
      return update(emptyDeal(s), { redeal: s.redeal + 1 });
    }
    const hands = s.hands.slice();
    const dealt = s.dealt.slice();
    const run = s.runs + 1;
    events.push({ type: 'packRun', audience: 'all', seat: s.dealer, run });
    for (let i = 1; i <= seats; i++) {
      const seat = (s.dealer + i) % seats;
      const cards = s.stock.slice(3 * (i - 1), 3 * i);
      hands[seat] = hands[seat].concat(cards); // [AF-2.3] all dealt cards are kept
      dealt[seat] = dealt[seat].concat(cards);
      events.push({ type: 'cardsDealt', audience: { seat }, seat, cards, run });
    }
    s = turnKick(update(s, { hands, dealt, stock: s.stock.slice(3 * seats), runs: run }), events);
    // a kick that won the game, or a game of a best of three [AF-10.4], closed the hand
    if (s.phase === 'over' || s.hand !== state.hand) return s;
    const kick = s.kicks[s.kicks.length - 1];
    if (kick[1] !== s.trump) return startPlay(update(s, { trump: kick[1] as Suit }), events);
  }
}

/**
 * [AF-3.1] Play starts with the trump settled: the dealer's right leads. `next` is a fresh copy (every
 * caller has just made it): it is written in place.
 */
export function startPlay(next: AllFoursState, events: GameEvent[]): AllFoursState {
  const leader = (next.dealer + 1) % next.seats;
  events.push({ type: 'playStarted', audience: 'all', trump: next.trump, leader });
  next.phase = 'play';
  next.turn = leader;
  return next;
}
