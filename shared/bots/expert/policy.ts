import { beats, seatAt, winningIndex, type Table } from './table.js';

// The quick card play used inside playouts by every seat: it looks only at its own hand, the trick and
// the cards already played (never at another hand), and follows rules of thumb: cash sure winners,
// draw trumps when its side wants them drawn, take tricks worth points, give points to a partner sure
// of the trick, and otherwise let go of what is worth least.

function handHas(hand: readonly number[], c: number): boolean {
  for (let i = 0; i < hand.length; i++) if (hand[i] === c) return true;
  return false;
}

/** True if no card stronger than `c` in its suit is still out (neither played nor in `hand`). */
export function isMaster(t: Table, hand: readonly number[], c: number): boolean {
  const { deck } = t.rules;
  const rank = deck.rank[c];
  const cards = deck.bySuit[deck.suit[c]];
  for (let i = 0; i < cards.length; i++) {
    const d = cards[i];
    if (deck.rank[d] <= rank) return true;
    if (t.gone[d] === 0 && !handHas(hand, d)) return false;
  }
  return true;
}

/** Trump cards still out of `hand` and not played. */
function trumpsOut(t: Table, hand: readonly number[]): number {
  const { deck, trump } = t.rules;
  if (trump < 0) return 0;
  let n = 0;
  for (const d of deck.bySuit[trump]) if (t.gone[d] === 0 && !handHas(hand, d)) n++;
  return n;
}

/** What capturing card `c` is worth: its points and any stake beyond them. */
function worthOf(t: Table, c: number): number {
  const { deck, stake } = t.rules;
  return stake === null ? deck.points[c] : deck.points[c] + stake[c];
}

/** What keeping card `c` is worth: its points, trumps and strength. */
function cost(t: Table, c: number): number {
  const { deck, trump } = t.rules;
  return worthOf(t, c) * 2 + deck.rank[c] + (deck.suit[c] === trump ? 30 : 0);
}

function cheapest(t: Table, cards: readonly number[]): number {
  let best = cards[0];
  let bestCost = cost(t, best);
  for (let i = 1; i < cards.length; i++) {
    const value = cost(t, cards[i]);
    if (value < bestCost) {
      best = cards[i];
      bestCost = value;
    }
  }
  return best;
}

// to a trick the partner will win: the most points, a plain card before a trump, a master kept
function feed(t: Table, hand: readonly number[], cards: readonly number[]): number {
  const { deck, trump } = t.rules;
  let best = cards[0];
  let bestValue = -Infinity;
  for (const c of cards) {
    let value = worthOf(t, c) * 2 - deck.rank[c] * 0.1;
    if (deck.suit[c] === trump) value -= 25;
    if (deck.points[c] > 0 && isMaster(t, hand, c)) value -= 15;
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

function lead(t: Table, hand: readonly number[], legal: readonly number[]): number {
  const { deck, trump, attack } = t.rules;
  const seat = t.turn;
  if (trump >= 0 && attack[t.rules.team[seat]] === 1 && trumpsOut(t, hand) > 0) {
    for (const c of legal) if (deck.suit[c] === trump && isMaster(t, hand, c)) return c;
  }
  let master = -1;
  for (const c of legal) {
    if (deck.suit[c] === trump || !isMaster(t, hand, c)) continue;
    if (master < 0 || deck.points[c] > deck.points[master]) master = c;
  }
  if (master >= 0) return master;
  let plain = -1;
  for (const c of legal) if (deck.suit[c] !== trump && (plain < 0 || cost(t, c) < cost(t, plain))) plain = c;
  return plain >= 0 ? plain : cheapest(t, legal);
}

/** The light policy: a card from `legal` (two or more) for the seat to play. */
export function lightPolicy(t: Table, legal: readonly number[]): number {
  const { rules, trick } = t;
  const { deck, trump } = rules;
  const hand = t.hands[t.turn];
  if (trick.length === 0) return lead(t, hand, legal);
  const wi = winningIndex(rules, trick);
  const w = trick[wi];
  const last = trick.length === rules.players - 1;
  if (rules.team[seatAt(t, wi)] === rules.team[t.turn]) {
    const sure = last || (isMaster(t, hand, w) && (deck.suit[w] === trump || trump < 0));
    return sure ? feed(t, hand, legal) : cheapest(t, legal);
  }
  let worth = 0;
  for (const c of trick) worth += worthOf(t, c);
  let cheapWinner = -1;
  let masterWinner = -1;
  let strongWinner = -1;
  for (const c of legal) {
    if (!beats(deck, trump, c, w)) continue;
    if (cheapWinner < 0 || cost(t, c) < cost(t, cheapWinner)) cheapWinner = c;
    const strength = (deck.suit[c] === trump ? 100 : 0) + deck.rank[c];
    if (strongWinner < 0 || strength > (deck.suit[strongWinner] === trump ? 100 : 0) + deck.rank[strongWinner]) strongWinner = c;
    if ((deck.suit[c] === trump || trump < 0) && isMaster(t, hand, c) && (masterWinner < 0 || cost(t, c) < cost(t, masterWinner))) masterWinner = c;
  }
  if (cheapWinner < 0) return cheapest(t, legal);
  if (last) {
    // a trump spent on a worthless trick is wasted when a plain card can go instead
    if (worth + worthOf(t, cheapWinner) === 0 && deck.suit[cheapWinner] === trump && deck.suit[w] !== trump) {
      const other = cheapest(t, legal);
      if (deck.suit[other] !== trump) return other;
    }
    return cheapWinner;
  }
  if (masterWinner >= 0 && worth > 0) return masterWinner;
  if (worth >= rules.rich) return strongWinner;
  return cheapest(t, legal);
}
