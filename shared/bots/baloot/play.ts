import { suitOf, type Card, type Suit } from '../../rules/core/cards.js';
import { beats, winningPlay } from '../../rules/core/tricks.js';
import { pointsOf, strengthOf } from '../../rules/games/baloot/cards.js';
import type { Memory } from './memory.js';
import { bySuit, isMaster, mayHold, sameTeam, seatsAfterMe, trickPoints, unseenIn } from './memory.js';

function strength(memory: Memory, card: Card): number {
  return strengthOf(card, memory.trump);
}

function points(memory: Memory, card: Card): number {
  return pointsOf(card, memory.trump);
}

function isTrump(memory: Memory, card: Card): boolean {
  return card[1] === memory.trump;
}

/** True if an opponent still to play to this trick could beat `card` if it were winning it. */
export function beatable(memory: Memory, card: Card): boolean {
  const { trump, trick } = memory;
  const led = suitOf(trick.length > 0 ? trick[0].card : card);
  for (const seat of seatsAfterMe(memory)) {
    if (sameTeam(seat, memory.me)) continue;
    if (mayHold(memory, seat, led)) {
      // a seat that follows beats only with a higher card of the suit led
      if (card[1] === led && higherUnseen(memory, card)) return true;
      continue;
    }
    if (trump === null || !mayHold(memory, seat, trump)) continue;
    if (card[1] !== trump || higherUnseen(memory, card)) return true;
  }
  return false;
}

function higherUnseen(memory: Memory, card: Card): boolean {
  return !isMaster(memory, card);
}

/** What giving up `card` now costs: its points, more for a master or a trump that keeps control. */
function keepValue(memory: Memory, card: Card): number {
  let value = points(memory, card);
  if (isMaster(memory, card)) value += isTrump(memory, card) ? 20 : 10;
  if (isTrump(memory, card)) value += 6 + strength(memory, card);
  // a ten or king standing guard over the suit's remaining higher cards is worth keeping
  const sameSuit = memory.hand.filter((c) => c[1] === card[1]);
  if (sameSuit.length === 1 && points(memory, card) >= 10 && !isMaster(memory, card)) value -= 4;
  return value + strength(memory, card) * 0.1;
}

/** The card that gives away least (used to duck and to discard). */
function cheapest(memory: Memory, cards: readonly Card[]): Card {
  let best = cards[0];
  for (const card of cards) if (keepValue(memory, card) < keepValue(memory, best)) best = card;
  return best;
}

/** The weakest of several cards that all win the trick: keeps the stronger ones for later. */
function weakestWinner(memory: Memory, cards: readonly Card[]): Card {
  let best = cards[0];
  for (const card of cards) {
    const a = isTrump(memory, card) ? 100 + strength(memory, card) : strength(memory, card);
    const b = isTrump(memory, best) ? 100 + strength(memory, best) : strength(memory, best);
    if (a < b) best = card;
  }
  return best;
}

/** The card to give a trick the partner will surely win: most points, without wasting a master. */
function feed(memory: Memory, cards: readonly Card[]): Card {
  let best = cards[0];
  let bestValue = -Infinity;
  for (const card of cards) {
    let value = points(memory, card);
    if (isMaster(memory, card)) value -= isTrump(memory, card) ? 25 : 12;
    else if (isTrump(memory, card)) value -= 4;
    value -= strength(memory, card) * 0.01;
    if (value > bestValue) {
      bestValue = value;
      best = card;
    }
  }
  return best;
}

/** Chooses a card when others have already played to the trick. */
export function follow(memory: Memory, cards: readonly Card[]): Card {
  const { trick, trump } = memory;
  const by = (c: Card): number => strengthOf(c, trump);
  const best = trick[winningPlay(trick, trump, by)];
  const last = trick.length === 3;
  const worth = trickPoints(memory);
  if (sameTeam(best.seat, memory.me)) {
    if (last || !beatable(memory, best.card)) return feed(memory, cards);
    const securing = cards.filter((c) => beats(c, best.card, trump, by) && !beatable(memory, c));
    if (securing.length > 0 && worth >= 10) return weakestWinner(memory, securing);
    return cheapest(memory, cards);
  }
  const winners = cards.filter((c) => beats(c, best.card, trump, by));
  if (winners.length === 0) return cheapest(memory, cards);
  if (last) {
    // a trump spent on a pointless trick is a waste unless it is the only way to keep the lead
    const winner = weakestWinner(memory, winners);
    if (worth + points(memory, winner) === 0 && isTrump(memory, winner) && !isTrump(memory, best.card)) {
      const other = cheapest(memory, cards);
      if (!isTrump(memory, other)) return other;
    }
    return winner;
  }
  const safe = winners.filter((c) => !beatable(memory, c));
  if (safe.length > 0) return weakestWinner(memory, safe);
  // the partner still plays after the next opponent: second hand low
  return cheapest(memory, cards);
}

/** Chooses the card to lead a trick. */
export function lead(memory: Memory, cards: readonly Card[]): Card {
  const { trump, me } = memory;
  const opponents = [(me + 1) % 4, (me + 3) % 4];
  const oppsMayTrump = trump !== null && opponents.some((o) => mayHold(memory, o, trump));
  const ourContract = memory.declarerTeam === me % 2;
  const trumps = cards.filter((c) => isTrump(memory, c));
  if (trump !== null && ourContract && oppsMayTrump && trumps.length > 0) {
    // draw the opponents' trumps with the master trump
    const masters = trumps.filter((c) => isMaster(memory, c));
    if (masters.length > 0) return masters.reduce((a, b) => (strength(memory, b) > strength(memory, a) ? b : a));
    if (trumps.length >= 3 && memory.hand.filter((c) => isTrump(memory, c)).length >= 4) return cheapest(memory, trumps);
  }
  const ruffable = (suit: Suit): boolean =>
    oppsMayTrump && opponents.some((o) => (memory.voids[o].has(suit) || unseenIn(memory, suit) < 2) && mayHold(memory, o, trump!));
  const masters = cards.filter((c) => !isTrump(memory, c) && isMaster(memory, c) && !ruffable(suitOf(c)));
  if (masters.length > 0) return masters.reduce((a, b) => (points(memory, b) > points(memory, a) ? b : a));
  // give the partner a ruff: lead a suit the partner lacks while it may still hold trumps
  if (trump !== null && mayHold(memory, memory.partner, trump)) {
    const ruffs = cards.filter((c) => !isTrump(memory, c) && memory.voids[memory.partner].has(suitOf(c)));
    if (ruffs.length > 0) return cheapest(memory, ruffs);
  }
  const side = cards.filter((c) => !isTrump(memory, c));
  if (side.length === 0) return cheapest(memory, cards);
  return cheapest(memory, preferLong(memory, side));
}

// Leads from the longest side suit so honours in short suits stay guarded.
function preferLong(memory: Memory, side: readonly Card[]): readonly Card[] {
  const suits = bySuit(memory.hand);
  let longest = 0;
  for (const card of side) longest = Math.max(longest, suits[suitOf(card)].length);
  const long = side.filter((c) => suits[suitOf(c)].length === longest && points(memory, c) < 10);
  return long.length > 0 ? long : side;
}
