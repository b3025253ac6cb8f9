import type { Card, Suit } from '../../rules/core/cards.js';
import type { SeededSource } from '../../rules/core/shuffle.js';
import { SUITS } from '../../rules/core/cards.js';
import { packOf } from '../../rules/games/twenty-eight/cards.js';
import type { TwentyEightView } from '../../rules/games/twenty-eight/view.js';
import type { HandMemory } from '../card-memory.js';
import { knowledgeOf } from '../expert/knowledge.js';
import { lightPolicy } from '../expert/policy.js';
import { copyTable, legalCards, playCard, winningIndex, seatAt, type Rules, type Table } from '../expert/table.js';
import { sampleHidden, worldOf, type Knowledge } from '../expert/worlds.js';
import { EXPOSE_POINTS } from './play.js';

// Playouts of a Twenty-Eight hand while the trump card lies face down [TE-5.2]-[TE-5.4]: tricks are won
// by the suit led, the bidder leads no trump while it holds another suit, and a seat unable to follow has
// the trump exposed (asks, or the bidder exposes) when an opponent takes a trick worth it; from then on
// the table plays with trumps [TE-5.6][TE-5.7]. The hidden card is sampled among the cards the viewer
// has not seen (the one card of the deal left over), unless the viewer is its owner.

/** One playout's hidden-trump state: the bidder, its face-down card (-1 once exposed), the seat bound to trump. */
interface Hidden {
  bidder: number;
  card: number;
  obliged: number;
  exposed: Rules;
}

function expose(t: Table, h: Hidden, by: number): void {
  t.rules = h.exposed;
  t.hands[h.bidder].push(h.card);
  t.left++;
  h.card = -1;
  h.obliged = by;
}

function suitIn(t: Table, cards: readonly number[], suit: number): number[] {
  return cards.filter((c) => t.rules.deck.suit[c] === suit);
}

// [TE-5.3][TE-5.4] the playouts' rule of thumb: expose when an opponent takes a trick worth it (the bidder
// only when one of its trumps would win it)
function wantsExposure(t: Table, h: Hidden, seat: number): boolean {
  const { deck, team } = t.rules;
  const winner = seatAt(t, winningIndex(t.rules, t.trick));
  if (team[winner] === team[seat]) return false;
  let points = 0;
  for (const c of t.trick) points += deck.points[c];
  if (points < EXPOSE_POINTS) return false;
  if (seat !== h.bidder) return true;
  const trump = deck.suit[h.card];
  let top = -1;
  for (const c of t.trick) if (deck.suit[c] === trump) top = Math.max(top, deck.rank[c]);
  return [...t.hands[seat], h.card].some((c) => deck.suit[c] === trump && deck.rank[c] > top);
}

/** The cards the seat to play may play, exposing the trump first when it chooses to. */
function legalNow(t: Table, h: Hidden): number[] {
  const seat = t.turn;
  const hand = t.hands[seat];
  const { deck } = t.rules;
  if (h.card >= 0) {
    if (seat === h.bidder && hand.length === 0) {
      expose(t, h, -1); // [TE-5.5] the last card
      return [t.hands[seat][0]];
    }
    const trump = deck.suit[h.card];
    if (t.trick.length === 0) {
      if (seat !== h.bidder) return hand.slice();
      const plain = hand.filter((c) => deck.suit[c] !== trump);
      return plain.length > 0 ? plain : hand.slice();
    }
    const inSuit = suitIn(t, hand, deck.suit[t.trick[0]]);
    if (inSuit.length > 0) return inSuit;
    if (!wantsExposure(t, h, seat)) return hand.slice();
    expose(t, h, seat);
  }
  if (h.obliged === seat && t.trick.length > 0) {
    const led = deck.suit[t.trick[0]];
    if (suitIn(t, t.hands[seat], led).length === 0) {
      const trumps = suitIn(t, t.hands[seat], t.rules.trump);
      if (trumps.length > 0) return trumps;
    }
  }
  return legalCards(t);
}

function step(t: Table, h: Hidden, card: number): void {
  playCard(t, card);
  if (t.trick.length === 0) h.obliged = -1;
}

/** Plays the hand out from `t`, every seat choosing by the light policy. */
function playOutHidden(t: Table, h: Hidden): void {
  while (t.left > 0 || h.card >= 0) {
    const legal = legalNow(t, h);
    if (legal.length === 0) return;
    step(t, h, legal.length === 1 ? legal[0] : lightPolicy(t, legal));
  }
}

/** What the search needs to play this hand out while the trump is hidden. */
export interface HiddenSearch {
  view: TwentyEightView;
  memory: HandMemory;
  number(card: Card): number;
  /** The rules with no trump (hidden), and with each suit as trumps (once exposed). */
  hiddenRules: Rules;
  rulesWith(suit: Suit): Rules;
  candidates: readonly number[];
  worlds: number;
  value(t: Table): number;
}

/** The deals a seat may face while the trump is hidden: its knowledge of the hands, and what it knows of the face-down card. */
export interface HiddenDeals {
  knowledge: Knowledge;
  bidder: number;
  /** The face-down card if the viewer is its owner, else -1 (it is sampled). */
  mine: number;
  /** Suits (numbers) the bidder has led while the trump was hidden: not the trump [TE-5.2]. */
  led: Set<number>;
}

/** The seat's knowledge of the deal while the trump is hidden (its own face-down card set aside). */
export function hiddenDeals(view: TwentyEightView, memory: HandMemory, number: (card: Card) => number, rules: Rules): HiddenDeals {
  const mine = view.myTrump;
  const knowledge = knowledgeOf({
    rules,
    me: view.viewer as number,
    number,
    myHand: view.myHand ?? [],
    known: view.known,
    out: mine ? [mine] : [],
    pack: packOf(view.seats).pack,
    handSizes: view.handSizes,
    tricks: view.tricks,
    trick: view.trick,
    voids: memory.voids,
  });
  const bidder = view.trumpSeat;
  const led = new Set<number>();
  const leads = view.tricks.map((trick) => trick.plays[0]);
  if (view.trick.length > 0) leads.push(view.trick[0]);
  for (const play of leads) if (play.seat === bidder) led.add(SUITS.indexOf(play.card[1] as Suit));
  return { knowledge, bidder, mine: mine ? number(mine) : -1, led };
}

/**
 * One deal consistent with the view, the face-down card included (the one unseen card no hand takes),
 * and how much it counts: more when the bidder holds more of that card's suit (it chose it), nothing
 * when the bidder has led that suit while holding another [TE-5.2]. Null if it does not count.
 */
export function drawHidden(d: HiddenDeals, source: SeededSource): { world: Table; card: number; weight: number } | null {
  const { knowledge } = d;
  const hidden = sampleHidden(knowledge, source);
  let card = d.mine;
  if (card < 0) {
    const dealt = new Set(hidden.flat());
    card = knowledge.pool.find((c) => !dealt.has(c)) ?? -1;
    if (card < 0) return null;
  }
  const suit = knowledge.base.rules.deck.suit;
  if (d.mine < 0 && d.led.has(suit[card])) return null;
  const world = worldOf(knowledge, hidden);
  let length = 0;
  for (const c of world.hands[d.bidder]) if (suit[c] === suit[card]) length++;
  return { world, card, weight: d.mine >= 0 ? 1 : 1 + length };
}

/** The average worth of each candidate card over deals consistent with the view, the face-down card among them. */
export function searchHidden(s: HiddenSearch, source: SeededSource): Float64Array {
  const deals = hiddenDeals(s.view, s.memory, s.number, s.hiddenRules);
  const deck = s.hiddenRules.deck;
  const totals = new Float64Array(s.candidates.length);
  let weights = 0;
  for (let w = 0; w < s.worlds; w++) {
    const drawn = drawHidden(deals, source);
    if (!drawn) continue;
    const { world, card, weight } = drawn;
    weights += weight;
    const exposed = s.rulesWith(SUITS[deck.suit[card]]);
    for (let i = 0; i < s.candidates.length; i++) {
      const t = copyTable(world);
      const h: Hidden = { bidder: deals.bidder, card, obliged: -1, exposed };
      step(t, h, s.candidates[i]);
      playOutHidden(t, h);
      totals[i] += weight * s.value(t);
    }
  }
  if (weights > 0) for (let i = 0; i < totals.length; i++) totals[i] /= weights;
  return totals;
}
