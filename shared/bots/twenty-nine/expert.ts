import { SUITS, type Card } from '../../rules/core/cards.js';
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
// plays cards only once the trumps rule the tricks (revealed, no trumps announced, or a single hand):
// before that the table cannot say who will call for trumps, and the standard bot decides.

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
  return { plays: 24_000, most: 100, fewest: 16 };
}

// how much better (in game points) a card must look than the rules of thumb's choice to be played instead
const MARGIN = 0.02;
// card points as a tie-break between cards equal on game points
const POINT_WEIGHT = 0.01;

/** The rules of play of the hand in view, trumps as they rule the tricks now. */
export function twentyNineRules(view: TwentyNineView): Rules {
  const players = playersOf(view);
  const next = new Int8Array(4).fill(-1);
  players.forEach((seat, i) => (next[seat] = players[(i + 1) % players.length]));
  const trump = rulingTrump(view);
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

/** The card the expert plays, chosen by determinised search over deals consistent with the view. */
export function expertCard(view: TwentyNineView, cards: readonly Card[], heuristic: Card, random: Random, budget: SearchBudget): Card {
  const memory = twentyNineMemory(view);
  const rules = twentyNineRules(view);
  const knowledge = knowledgeOf({
    rules,
    me: view.viewer as number,
    number: numberOf,
    myHand: view.myHand ?? [],
    known: knownCards(view),
    handSizes: view.handSizes,
    tricks: view.tricks,
    trick: view.trick,
    voids: memory.voids,
  });
  // the points of the tricks as the engine counted them (the last trick's point is added in the playout)
  knowledge.base.won = view.points.slice();
  const worlds = dealsWithin(view.handSizes, cards.length, budget);
  const value = worthOf(view);
  const values = searchCards({ knowledge, candidates: cards.map(numberOf), worlds, judge: () => ({ weight: 1, value }) }, searchSource(random));
  return cards[best(values, cards.indexOf(heuristic), MARGIN)];
}

/** True once the tricks are judged by rules the whole table knows: trumps revealed, or a single hand. */
function searchable(view: TwentyNineView): boolean {
  return view.phase === 'playing' && (view.trump.revealed || view.single !== null);
}

/** An expert Twenty-Nine bot searching within `budget`: the standard bot's calls, determinised search for card play once trumps are known. */
export function twentyNineExpertWith(budget: SearchBudget): Bot<TwentyNineView> {
  return (view, random) => {
    if (view.legal.length === 1 || !searchable(view)) return twentyNineBot(view, random);
    if (view.legal.some((a) => a.type !== 'play')) return twentyNineBot(view, random);
    const plays = view.legal;
    const cards = plays.map((a) => a.card as Card);
    const heuristic = twentyNineBot(view, random).card as Card;
    const card = expertCard(view, cards, heuristic, random, budget);
    return plays.find((a) => a.card === card)!;
  };
}

/** The `expert` Twenty-Nine bot, with the budget of twentyNineBudget. */
export const twentyNineExpert: Bot<TwentyNineView> = twentyNineExpertWith(twentyNineBudget(4));
