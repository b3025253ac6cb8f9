import type { FollowRule } from '../card-memory.js';

// A compact trick-taking table for playing hands out fast inside a search, shared by the expert bots of
// every game: cards are small numbers (each game numbers its own pack), hands are plain arrays, and a
// game's rules of play are a few flags. A table is one determinised deal: every hand is known.

/** A game's pack on the compact table: cards 0..size-1, each with its suit, strength and points. */
export interface Deck {
  size: number;
  /** Suit number 0–3 (S H D C) of each card. */
  suit: Uint8Array;
  /** Strength within its suit (higher wins; equal strengths, two-pack copies, go to the card played first). */
  rank: Uint8Array;
  /** What winning the card is worth to a team, on the game's scale of card points. */
  points: Float64Array;
  /** The cards of each suit, strongest first. */
  bySuit: number[][];
}

/** Builds a deck from each card's suit, strength and points. */
export function makeDeck(suits: readonly number[], ranks: readonly number[], points: readonly number[]): Deck {
  const size = suits.length;
  const deck: Deck = {
    size,
    suit: Uint8Array.from(suits),
    rank: Uint8Array.from(ranks),
    points: Float64Array.from(points),
    bySuit: [[], [], [], []],
  };
  for (let c = 0; c < size; c++) deck.bySuit[suits[c]].push(c);
  for (const cards of deck.bySuit) cards.sort((a, b) => ranks[b] - ranks[a] || a - b);
  return deck;
}

/** How one hand is played: the pack, the trump, who plays after whom, the teams and the options that shape legality. */
export interface Rules {
  deck: Deck;
  /** The trump suit number, -1 for none. */
  trump: number;
  rule: FollowRule;
  /** All Fours option: no lower trump over a trump in a plain-suit trick unless holding only trumps. */
  noUndertrump: boolean;
  /** Baloot option trumpObligation=saudi: a void seat must trump (and over-trump an opponent) unless its partner wins. */
  saudi: boolean;
  /** Baloot locked contract: no trump lead while holding another suit. */
  locked: boolean;
  /** Fifty-Six option: no trump lead until a trump has been played, unless holding only trumps. */
  trumpLeadAfterBroken: boolean;
  /** The seat that plays after each seat (-1: a seat not in this hand). */
  next: Int8Array;
  /** The team of each seat. */
  team: Int8Array;
  teams: number;
  /** Seats that play this hand. */
  players: number;
  /** 1 for each team that wants trumps drawn (it holds the contract, or every team in All Fours). */
  attack: Uint8Array;
  /** Card points in a trick that make it worth contesting with a card that may still be beaten. */
  rich: number;
  /** Points added to the winner of the last trick (Baloot's 10). */
  lastTrick: number;
  /** What capturing a card is worth beyond its points, for the playout policy (All Fours' jack of trumps), or null. */
  stake: Float64Array | null;
}

/** Rules of play with the common defaults: follow suit, no option, no last-trick bonus. */
export function makeRules(spec: Pick<Rules, 'deck' | 'trump' | 'next' | 'team' | 'teams' | 'players' | 'attack' | 'rich'> & Partial<Rules>): Rules {
  return { rule: 'mustFollow', noUndertrump: false, saudi: false, locked: false, trumpLeadAfterBroken: false, lastTrick: 0, stake: null, ...spec };
}

/** One deal in play. Playouts change a copy of it. */
export interface Table {
  rules: Rules;
  hands: number[][];
  /** Cards of the current trick in play order from `leader`. */
  trick: number[];
  leader: number;
  /** The seat to play. */
  turn: number;
  /** Card points (and the last-trick bonus) won by each team this hand. */
  won: number[];
  /** Tricks won by each team this hand. */
  tricks: number[];
  /** The seat that won each card, -1 while it is not in a completed trick. */
  captor: Int8Array;
  /** 1 for each card played this hand (the current trick included). */
  gone: Uint8Array;
  trumpPlayed: boolean;
  /** Cards still in the hands. */
  left: number;
}

/** A copy of a table that a playout may change. */
export function copyTable(t: Table): Table {
  const hands = new Array<number[]>(t.hands.length);
  for (let s = 0; s < hands.length; s++) hands[s] = t.hands[s].slice();
  return {
    rules: t.rules,
    hands,
    trick: t.trick.slice(),
    leader: t.leader,
    turn: t.turn,
    won: t.won.slice(),
    tricks: t.tricks.slice(),
    captor: t.captor.slice(),
    gone: t.gone.slice(),
    trumpPlayed: t.trumpPlayed,
    left: t.left,
  };
}

/** True if card `c`, played later, beats `best`, the card winning the trick. */
export function beats(deck: Deck, trump: number, c: number, best: number): boolean {
  const cs = deck.suit[c];
  return cs === deck.suit[best] ? deck.rank[c] > deck.rank[best] : cs === trump;
}

/** The index in `trick` of the winning card. */
export function winningIndex(rules: Rules, trick: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < trick.length; i++) if (beats(rules.deck, rules.trump, trick[i], trick[best])) best = i;
  return best;
}

/** The seat that played the `i`-th card of the current trick. */
export function seatAt(t: Table, i: number): number {
  let seat = t.leader;
  for (let k = 0; k < i; k++) seat = t.rules.next[seat];
  return seat;
}

function only(cards: readonly number[], keep: (c: number) => boolean): number[] {
  const out: number[] = [];
  for (const c of cards) if (keep(c)) out.push(c);
  return out;
}

// Of `cards`, those that beat the trick's winning card, or all of them if none does.
function overOrAll(rules: Rules, cards: number[], best: number): number[] {
  const higher = only(cards, (c) => beats(rules.deck, rules.trump, c, best));
  return higher.length > 0 ? higher : cards;
}

/** The cards the seat to play may play now. */
export function legalCards(t: Table): number[] {
  const { rules, trick } = t;
  const { deck, trump } = rules;
  const hand = t.hands[t.turn];
  if (trick.length === 0) {
    const closed = trump >= 0 && (rules.locked || (rules.trumpLeadAfterBroken && !t.trumpPlayed));
    if (!closed) return hand.slice();
    const plain = only(hand, (c) => deck.suit[c] !== trump);
    return plain.length > 0 ? plain : hand.slice();
  }
  const led = deck.suit[trick[0]];
  if (rules.rule === 'followOrTrump') return followOrTrump(rules, hand, trick, led);
  const inSuit = only(hand, (c) => deck.suit[c] === led);
  if (!rules.saudi || trump < 0) return inSuit.length > 0 ? inSuit : hand.slice();
  // Saudi obligation: over-trump when trumps are led, trump when void, unless the partner is winning
  const wi = winningIndex(rules, trick);
  const best = trick[wi];
  const partnerWinning = rules.team[seatAt(t, wi)] === rules.team[t.turn];
  if (inSuit.length > 0) return led === trump && !partnerWinning ? overOrAll(rules, inSuit, best) : inSuit;
  const trumps = only(hand, (c) => deck.suit[c] === trump);
  if (partnerWinning || trumps.length === 0) return hand.slice();
  return deck.suit[best] === trump ? overOrAll(rules, trumps, best) : trumps;
}

// [AF-3.2] [AF-3.3] follow or trump, with the noUndertrump option
function followOrTrump(rules: Rules, hand: readonly number[], trick: readonly number[], led: number): number[] {
  const { deck, trump } = rules;
  if (led === trump) {
    const trumps = only(hand, (c) => deck.suit[c] === trump);
    return trumps.length > 0 ? trumps : hand.slice();
  }
  let floor = -1;
  if (rules.noUndertrump) {
    for (const c of trick) if (deck.suit[c] === trump && deck.rank[c] > floor) floor = deck.rank[c];
    if (floor >= 0 && hand.every((c) => deck.suit[c] === trump)) floor = -1;
  }
  const out = only(hand, (c) => deck.suit[c] === led || (deck.suit[c] === trump && deck.rank[c] > floor));
  if (out.length > 0) return out;
  return only(hand, (c) => deck.suit[c] !== trump || deck.rank[c] > floor);
}

/** Plays `card` for the seat to play, and settles the trick once every seat in the hand has played to it. */
export function playCard(t: Table, card: number): void {
  const { rules } = t;
  const hand = t.hands[t.turn];
  hand.splice(hand.indexOf(card), 1);
  t.trick.push(card);
  t.gone[card] = 1;
  t.left--;
  if (rules.deck.suit[card] === rules.trump) t.trumpPlayed = true;
  const next = rules.next[t.turn];
  if (next !== t.leader) {
    t.turn = next;
    return;
  }
  const wi = winningIndex(rules, t.trick);
  const winner = seatAt(t, wi);
  const team = rules.team[winner];
  let points = 0;
  for (const c of t.trick) {
    points += rules.deck.points[c];
    t.captor[c] = winner;
  }
  if (t.left === 0) points += rules.lastTrick;
  t.won[team] += points;
  t.tricks[team]++;
  t.trick = [];
  t.leader = winner;
  t.turn = winner;
}

/** A player's choice of card on a compact table: `legal` has two cards or more. */
export type Policy = (t: Table, legal: readonly number[]) => number;

/** Plays the hand to its end, every seat choosing by `policy`. */
export function playOut(t: Table, policy: Policy): void {
  while (t.left > 0) {
    const legal = legalCards(t);
    if (legal.length === 0) return; // hands of unequal sizes (a constructed position): the hand ends here
    playCard(t, legal.length === 1 ? legal[0] : policy(t, legal));
  }
}
