import { beats, winningPlay } from '../rules/core/tricks.js';
import type { Card, Suit } from '../rules/core/cards.js';
import { isMaster, mayHold, opponents, opponentsAfterMe, partners, unseenIn, type HandMemory } from './card-memory.js';

// The card-play sense shared by the trick-taking bots: who wins the trick now, whether a card would
// hold, what a card is worth keeping, and the usual leads and follows.

function isTrump(memory: HandMemory, card: Card): boolean {
  return card[1] === memory.trump;
}

function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** True if a stronger card of the same suit is still unseen. */
function outranked(memory: HandMemory, card: Card): boolean {
  return !isMaster(memory, card);
}

/**
 * The chance that `card`, were it winning the trick, still wins it: each opponent still to play is
 * taken to beat it whenever it holds a card that can, and every unseen card is equally likely to be
 * in any hand (or undealt). Known voids count; in a must-follow game a seat not known void follows.
 */
export function holdChance(memory: HandMemory, card: Card): number {
  const { trump, trick, rule, unseen } = memory;
  const led = suitOf(trick.length > 0 ? trick[0].card : card);
  const strength = memory.strength(card);
  const cardIsTrump = isTrump(memory, card);
  let chance = 1;
  for (const seat of opponentsAfterMe(memory)) {
    const voids = memory.voids[seat];
    const canTrump = trump !== null && led !== trump && !voids.has(trump) && (rule === 'followOrTrump' || voids.has(led));
    let beaters = 0;
    for (const other of unseen) {
      const suit = other[1];
      if (suit === led && suit === card[1] && !voids.has(led) && memory.strength(other) > strength) beaters++;
      else if (canTrump && suit === trump && (!cardIsTrump || memory.strength(other) > strength)) beaters++;
    }
    if (beaters === 0) continue;
    const share = Math.min(1, memory.handSizes[seat] / Math.max(1, unseen.size));
    chance *= (1 - share) ** beaters;
  }
  return chance;
}

/** True if an opponent still to play to this trick could beat `card`, were it winning the trick. */
export function beatable(memory: HandMemory, card: Card): boolean {
  return holdChance(memory, card) < 1;
}

/** What giving up `card` now costs: its points, and more for a master or a trump that keeps control. */
export function keepValue(memory: HandMemory, card: Card): number {
  const { trickValue } = memory;
  let value = memory.points(card);
  const master = isMaster(memory, card);
  if (master) value += isTrump(memory, card) ? 0.8 * trickValue : 0.5 * trickValue;
  if (isTrump(memory, card)) value += 0.3 * trickValue + memory.strength(card) * 0.05 * trickValue;
  // a lone honour under unseen higher cards is lost anyway: cheaper to let go
  if (!master && memory.points(card) > 0 && memory.hand.filter((c) => c[1] === card[1]).length === 1) value -= 0.2 * trickValue;
  return value + memory.strength(card) * 0.01;
}

/** The card that gives away least (to duck or to discard). */
export function cheapest(memory: HandMemory, cards: readonly Card[]): Card {
  let best = cards[0];
  let bestValue = keepValue(memory, best);
  for (const card of cards) {
    const value = keepValue(memory, card);
    if (value < bestValue) {
      best = card;
      bestValue = value;
    }
  }
  return best;
}

/** The weakest of several cards that all win the trick, plain suits before trumps: keeps the stronger. */
export function weakestWinner(memory: HandMemory, cards: readonly Card[]): Card {
  const rank = (card: Card): number => (isTrump(memory, card) ? 100 : 0) + memory.strength(card);
  let best = cards[0];
  for (const card of cards) if (rank(card) < rank(best)) best = card;
  return best;
}

/** The card to give a trick the partner will surely win: most points, without spending a master. */
export function feed(memory: HandMemory, cards: readonly Card[]): Card {
  const { trickValue } = memory;
  let best = cards[0];
  let bestValue = -Infinity;
  for (const card of cards) {
    let value = memory.points(card) - memory.strength(card) * 0.01;
    if (isMaster(memory, card)) value -= isTrump(memory, card) ? 1.25 * trickValue : 0.6 * trickValue;
    else if (isTrump(memory, card)) value -= 0.2 * trickValue;
    if (value > bestValue) {
      bestValue = value;
      best = card;
    }
  }
  return best;
}

/** The points already in the current trick. */
export function trickPoints(memory: HandMemory): number {
  let points = 0;
  for (const play of memory.trick) points += memory.points(play.card);
  return points;
}

/** Chooses a card when others have already played to the trick. */
export function follow(memory: HandMemory, cards: readonly Card[]): Card {
  const { trick, trump } = memory;
  const strength = memory.strength;
  const best = trick[winningPlay(trick, trump, strength)];
  const noneAfter = opponentsAfterMe(memory).length === 0;
  const worth = trickPoints(memory);
  const winners = cards.filter((c) => beats(c, best.card, trump, strength));
  if (partners(memory, best.seat, memory.me)) {
    if (noneAfter || !beatable(memory, best.card)) return feed(memory, cards);
    const securing = winners.filter((c) => !beatable(memory, c));
    if (securing.length > 0 && worth >= memory.trickValue / 2) return weakestWinner(memory, securing);
    return cheapest(memory, cards);
  }
  if (winners.length === 0) return cheapest(memory, cards);
  if (noneAfter) {
    const winner = weakestWinner(memory, winners);
    // a trump spent on a worthless trick is wasted when a plain card can be let go instead
    if (worth + memory.points(winner) === 0 && isTrump(memory, winner) && !isTrump(memory, best.card)) {
      const other = cheapest(memory, cards);
      if (!isTrump(memory, other)) return other;
    }
    return winner;
  }
  const safe = winners.filter((c) => !beatable(memory, c));
  if (safe.length > 0) return weakestWinner(memory, safe);
  // a winner that will probably hold is worth playing when the trick carries points
  const likely = winners.filter((c) => holdChance(memory, c) >= LIKELY);
  if (likely.length > 0 && worth > 0) return weakestWinner(memory, likely);
  // a rich trick is worth a fight even when the winner could still be beaten
  if (worth >= memory.trickValue * CONTEST) return strongest(memory, winners);
  return cheapest(memory, cards);
}

// How likely a winner must be to hold before a trick with points is contested with it.
const LIKELY = 0.7;

// How rich (in average tricks) a trick must be to contest it with a card that may still be beaten.
const CONTEST = 1.5;

/** The card most likely to hold the trick: trumps first, then the highest. */
function strongest(memory: HandMemory, cards: readonly Card[]): Card {
  const rank = (card: Card): number => (isTrump(memory, card) ? 100 : 0) + memory.strength(card);
  let best = cards[0];
  for (const card of cards) if (rank(card) > rank(best)) best = card;
  return best;
}

/** Leads that draw trumps: the master trump while opponents may still hold trumps. */
export function drawTrumps(memory: HandMemory, cards: readonly Card[]): Card | null {
  const { trump } = memory;
  if (trump === null || !memory.declaring) return null;
  if (!opponents(memory).some((seat) => mayHold(memory, seat, trump))) return null;
  const trumps = cards.filter((c) => isTrump(memory, c));
  if (trumps.length === 0) return null;
  const masters = trumps.filter((c) => isMaster(memory, c));
  if (masters.length > 0) return masters.reduce((a, b) => (memory.strength(b) > memory.strength(a) ? b : a));
  if (memory.hand.filter((c) => isTrump(memory, c)).length >= 4) return cheapest(memory, trumps);
  return null;
}

/** True if an opponent may trump a lead of `suit`: it lacks the suit (or nearly) and may hold trumps. */
export function ruffable(memory: HandMemory, suit: Suit): boolean {
  const { trump } = memory;
  if (trump === null || suit === trump) return false;
  const thin = unseenIn(memory, suit) < opponents(memory).length;
  return opponents(memory).some(
    (seat) => (memory.voids[seat].has(suit) || thin || memory.rule === 'followOrTrump') && mayHold(memory, seat, trump),
  );
}

/** Chooses the card to lead: draw trumps, cash masters, give the partner a ruff, else lead low. */
export function lead(memory: HandMemory, cards: readonly Card[]): Card {
  const draw = drawTrumps(memory, cards);
  if (draw) return draw;
  const masters = cards.filter((c) => !isTrump(memory, c) && isMaster(memory, c) && !ruffable(memory, suitOf(c)));
  if (masters.length > 0) return masters.reduce((a, b) => (memory.points(b) > memory.points(a) ? b : a));
  const { trump } = memory;
  const mates = memory.players.filter((seat) => seat !== memory.me && partners(memory, seat, memory.me));
  if (trump !== null && mates.some((seat) => mayHold(memory, seat, trump))) {
    const ruffs = cards.filter((c) => !isTrump(memory, c) && mates.some((seat) => memory.voids[seat].has(suitOf(c))));
    if (ruffs.length > 0) return cheapest(memory, ruffs);
  }
  const side = cards.filter((c) => !isTrump(memory, c));
  if (side.length === 0) return cheapest(memory, cards);
  return cheapest(memory, fromLongest(memory, side));
}

// Leads from the longest side suit, so that honours in short suits stay guarded.
function fromLongest(memory: HandMemory, side: readonly Card[]): readonly Card[] {
  const length = (suit: string): number => memory.hand.filter((c) => c[1] === suit).length;
  let longest = 0;
  for (const card of side) longest = Math.max(longest, length(card[1]));
  const low = side.filter((c) => length(c[1]) === longest && memory.points(c) < memory.trickValue / 2);
  return low.length > 0 ? low : side;
}
