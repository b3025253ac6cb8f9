import { SUITS, type Card, type Suit } from '../../rules/core/cards.js';
import type { Random } from '../../rules/core/shuffle.js';
import { PACK, pointsOf, RANK_ORDER } from '../../rules/games/twenty-nine/cards.js';
import type { TwentyNineView } from '../../rules/games/twenty-nine/view.js';
import type { Bot } from '../bot.js';
import type { SearchBudget } from '../expert/budget.js';
import { knowledgeOf } from '../expert/knowledge.js';
import { best, dealsWithin, searchCards } from '../expert/search.js';
import { makeDeck, makeRules, type Rules, type Table } from '../expert/table.js';
import { searchSource } from '../expert/worlds.js';
import { twentyNineBot } from './index.js';
import { playersOf, reversedRanks, rulingTrump, twentyNineMemory } from './memory.js';

// Twenty-Nine on the compact table: card number = suit * 8 + place in J 9 A T K Q 8 7. The search
// plays the cards; the calls (bids, the trump choice, the questions, asking for or revealing trumps) stay
// the standard bot's. The table cannot say when someone will call for hidden trumps, so
// while they are hidden each possible trump is played out as if revealed now (measured better than
// searching only once they are revealed: 70% against 62% of 220 games against the standard bot).

const NUMBER = new Map<Card, number>(PACK.map((card) => [card, SUITS.indexOf(card[1] as never) * 8 + RANK_ORDER.indexOf(card[0] as never)]));
const BY_NUMBER: Card[] = [];
for (const [card, n] of NUMBER) BY_NUMBER[n] = card;
const SUIT_OF = BY_NUMBER.map((_, n) => n >> 3);
const POINTS = BY_NUMBER.map((card) => pointsOf(card));
const USUAL = makeDeck(SUIT_OF, BY_NUMBER.map((_, n) => 8 - (n & 7)), POINTS);
// [TN-3.3] no trumps reversed: 7 high ... J low
const REVERSED = makeDeck(SUIT_OF, BY_NUMBER.map((_, n) => 1 + (n & 7)), POINTS);

function numberOf(card: Card): number {
  return NUMBER.get(card)!;
}

/** The expert's search budget (a count of card plays per decision, the same on any machine). */
export function twentyNineBudget(seats: number): SearchBudget {
  void seats;
  return { plays: 48_000, most: 200, fewest: 24 };
}

// how much better (in game points) a card must look than the rules of thumb's choice to be played instead
const MARGIN = 0.02;
// card points as a tie-break between cards equal on game points
const POINT_WEIGHT = 0.01;

/** The rules of play of the hand in view with `trump` ruling the tricks (by default as they rule them now). */
export function twentyNineRules(view: TwentyNineView, trump: Suit | null = rulingTrump(view)): Rules {
  const players = playersOf(view);
  const next = new Int8Array(4).fill(-1);
  players.forEach((seat, i) => (next[seat] = players[(i + 1) % players.length]));
  const holder = view.single ?? view.bidder ?? 0;
  const attack = new Uint8Array(2);
  attack[holder & 1] = 1;
  return makeRules({
    deck: reversedRanks(view) ? REVERSED : USUAL,
    trump: trump === null ? -1 : SUITS.indexOf(trump),
    next,
    team: Int8Array.from([0, 1, 0, 1]),
    teams: 2,
    players: players.length,
    attack,
    rich: 4,
    lastTrick: view.options.lastTrick as number,
  });
}

// [TN-8] what a played-out hand is worth to the viewer's team in game points, card points as a tie-break
function worthOf(view: TwentyNineView): (t: Table) => number {
  const me = view.viewer as number;
  if (view.single !== null) {
    const team = view.single & 1;
    const stake = view.options.singleHand as number;
    return (t) => (t.tricks[1 - team] === 0 ? stake : -stake) * (team === (me & 1) ? 1 : -1);
  }
  const team = view.bidder! & 1;
  const target = view.target ?? view.bid!;
  const level = view.doubled === 2 ? 4 : view.doubled === 1 ? 2 : 1;
  const sign = team === (me & 1) ? 1 : -1;
  return (t) => {
    const made = t.won[team] >= target;
    return sign * ((made ? 1 : -1) * level + POINT_WEIGHT * t.won[team]);
  };
}

// cards other seats are known to hold: the turned-up face-down card and a declared Pair, while unplayed
function knownCards(view: TwentyNineView): Card[][] {
  const known: Card[][] = [[], [], [], []];
  const played = new Set<Card>();
  for (const trick of view.tricks) for (const p of trick.plays) played.add(p.card);
  for (const p of view.trick) played.add(p.card);
  const me = view.viewer as number;
  const add = (seat: number, card: Card): void => {
    if (seat !== me && !played.has(card) && !known[seat].includes(card)) known[seat].push(card);
  };
  if (view.trump.revealed && view.trump.card !== null && view.bidder !== null) add(view.bidder, view.trump.card);
  const trump = view.trump.trump;
  if (view.pair && trump !== null && trump !== 'NT') for (const rank of ['K', 'Q']) add(view.pair.seat, `${rank}${trump}`);
  return known;
}

/** One trump the search plays under, how likely it is, and where the face-down card lies in its deals. */
interface TrumpCase {
  trump: Suit | null;
  weight: number;
  /** The face-down card of this case (a card of the trump suit in the bidder's hand), or null. */
  faceDown: Card | null;
}

// [TN-3.4] The trumps the viewer may face: the revealed or its own known choice, else each suit (and no
// trumps where the table plays them) weighted by the square of its unseen cards, as a bidder names its
// longest suit; a face-down card is one unseen card of the suit, drawn at random, in the bidder's hand.
function trumpCases(view: TwentyNineView, unseen: ReadonlySet<Card>, random: Random): TrumpCase[] {
  if (view.single !== null || view.trump.revealed) return [{ trump: rulingTrump(view), weight: 1, faceDown: null }];
  const mine = view.bidder === view.viewer;
  const known = view.trump.trump;
  if (known !== null) return [{ trump: known === 'NT' ? null : known, weight: 1, faceDown: mine ? view.trump.card : null }];
  const cases: TrumpCase[] = [];
  for (const suit of SUITS) {
    const cards = [...unseen].filter((c) => c[1] === suit);
    const faceDown = view.trump.faceDown ? (cards[Math.floor(random() * cards.length)] ?? null) : null;
    if (view.trump.faceDown && faceDown === null) continue;
    cases.push({ trump: suit, weight: (1 + cards.length) ** 2, faceDown });
  }
  if (view.options.noTrump === true && !view.trump.faceDown) cases.push({ trump: null, weight: 16, faceDown: null });
  const total = cases.reduce((sum, c) => sum + c.weight, 0);
  for (const c of cases) c.weight /= total;
  return cases;
}

/**
 * The card the expert plays, chosen by determinised search over deals consistent with the view. While
 * trumps are hidden each possible trump is played out as if revealed now, in proportion to its chance.
 */
export function expertCard(view: TwentyNineView, cards: readonly Card[], heuristic: Card, random: Random, budget: SearchBudget): Card {
  const memory = twentyNineMemory(view);
  const me = view.viewer as number;
  const worlds = dealsWithin(view.handSizes, cards.length, budget);
  const value = worthOf(view);
  const totals = new Float64Array(cards.length);
  const source = searchSource(random);
  for (const c of trumpCases(view, memory.unseen, random)) {
    const known = knownCards(view);
    const myHand = [...(view.myHand ?? [])];
    const handSizes = view.handSizes.slice();
    if (c.faceDown !== null && view.bidder !== null) {
      if (view.bidder === me) myHand.push(c.faceDown);
      else {
        known[view.bidder].push(c.faceDown);
        handSizes[view.bidder]++;
      }
    }
    const knowledge = knowledgeOf({ rules: twentyNineRules(view, c.trump), me, number: numberOf, myHand, known, handSizes, tricks: view.tricks, trick: view.trick, voids: memory.voids });
    // the points of the tricks as the engine counted them (the last trick's point is added in the playout)
    knowledge.base.won = view.points.slice();
    const count = Math.max(4, Math.round(worlds * c.weight));
    const values = searchCards({ knowledge, candidates: cards.map(numberOf), worlds: count, judge: () => ({ weight: 1, value }) }, source);
    for (let i = 0; i < totals.length; i++) totals[i] += c.weight * values[i];
  }
  return cards[best(totals, cards.indexOf(heuristic), MARGIN)];
}

/** An expert Twenty-Nine bot searching within `budget`: the standard bot's calls, determinised search for card play. */
export function twentyNineExpertWith(budget: SearchBudget): Bot<TwentyNineView> {
  return (view, random) => {
    if (view.legal.length === 1 || view.phase !== 'playing') return twentyNineBot(view, random);
    // calls for trumps stay the standard bot's
    if (view.legal.some((a) => a.type !== 'play')) return twentyNineBot(view, random);
    const plays = view.legal.filter((a) => a.type === 'play');
    const cards = plays.map((a) => a.card);
    const heuristic = twentyNineBot(view, random).card as Card;
    const card = expertCard(view, cards, heuristic, random, budget);
    return plays.find((a) => a.card === card)!;
  };
}

/** The `expert` Twenty-Nine bot, with the budget of twentyNineBudget. */
export const twentyNineExpert: Bot<TwentyNineView> = twentyNineExpertWith(twentyNineBudget(4));
