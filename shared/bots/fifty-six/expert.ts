import type { Card, Suit } from '../../rules/core/cards.js';
import type { Random } from '../../rules/core/shuffle.js';
import { CARDS, cardNumber, pointsOfNumber, suitNumber } from '../../rules/games/fifty-six/cards.js';
import { stake } from '../../rules/games/fifty-six/scoring.js';
import type { FiftySixView } from '../../rules/games/fifty-six/view.js';
import type { Bot } from '../bot.js';
import type { SearchBudget } from '../expert/budget.js';
import { best, dealsWithin, searchCards } from '../expert/search.js';
import { makeDeck, makeRules, type Rules, type Table } from '../expert/table.js';
import { searchSource } from '../expert/worlds.js';
import { follow, lead } from '../trick-play.js';
import { auctionCall, MARGINS } from './auction.js';
import { searchedCall } from './bid-search.js';
import { fiftySixBot } from './index.js';
import { fiftySixMemory, playersOf, searchKnowledge } from './memory.js';

// Fifty-Six on the compact table: the engine's card numbers (copy * 32 + suit * 8 + place in
// J 9 A T K Q 8 7); the two copies of a card are equally strong and the one played first wins [FS-4.3].
const DECK = makeDeck(
  CARDS.map((_, n) => (n >> 3) & 3),
  CARDS.map((_, n) => 8 - (n & 7)),
  CARDS.map((_, n) => pointsOfNumber(n)),
);

/**
 * The expert's settings: the search budget of a card decision, the auction's safety margins (card
 * points), and the bid search (`bidDeals` deals per call, 0: off; a call must beat the standard one
 * by `bidSearchMargin` tables).
 */
export interface FiftySixSearch extends SearchBudget {
  bidMargin: number;
  doubleMargin: number;
  bidDeals: number;
  bidSearchMargin: number;
}

/** The expert's settings at a table of `players` seats in the hand. */
export function fiftySixBudget(players: number): FiftySixSearch {
  void players;
  return { plays: 32_000, most: 120, fewest: 20, bidMargin: MARGINS.bid, doubleMargin: MARGINS.double, bidDeals: 96, bidSearchMargin: 0.25 };
}

// How much better (in tables) a card must look than the rules of thumb's choice to be played instead.
const MARGIN = 0.02;

// card points as a tie-break between cards equal on tables
const POINT_WEIGHT = 0.01;

/** The rules of play with `trump` (null: No Trumps) when `team` holds the contract. */
export function fiftySixRules(view: FiftySixView, trump: Suit | null, team: number): Rules {
  const players = playersOf(view);
  const next = new Int8Array(view.seats).fill(-1);
  players.forEach((seat, i) => (next[seat] = players[(i + 1) % players.length]));
  const attack = new Uint8Array(view.tables.length);
  attack[team] = 1;
  return makeRules({
    deck: DECK,
    trump: suitNumber(trump),
    trumpLeadAfterBroken: view.options.noTrumpLeadUntilBroken === true,
    next,
    team: Int8Array.from(view.teams),
    teams: view.tables.length,
    players: players.length,
    attack,
    rich: 4,
  });
}

/** [FS-5] What a played-out hand is worth to the viewer's team in tables, card points as a tie-break. */
function worthOf(view: FiftySixView): (t: Table) => number {
  const contract = view.contract!;
  const me = view.viewer as number;
  const mine = view.teams[me];
  const others = new Set(playersOf(view).map((s) => view.teams[s]).filter((t) => t !== contract.team)).size;
  return (t) => {
    const made = t.won[contract.team] >= contract.value;
    const tables = stake(contract.value, made, contract.doubled, view.options.doubling);
    const swing = mine === contract.team ? (made ? tables * others : -tables * others) : made ? -tables : tables;
    return swing + POINT_WEIGHT * (mine === contract.team ? t.won[mine] : -t.won[contract.team]);
  };
}

/** The card the expert plays, chosen by determinised search over deals consistent with the view. */
export function expertCard(view: FiftySixView, cards: readonly Card[], heuristic: Card, random: Random, budget: SearchBudget): Card {
  const memory = fiftySixMemory(view);
  const rules = fiftySixRules(view, view.contract!.trump, view.contract!.team);
  const knowledge = searchKnowledge(view, rules, { tricks: view.tricks, trick: view.trick, voids: memory.voids });
  const worlds = dealsWithin(view.handSizes, cards.length, budget);
  const value = worthOf(view);
  const values = searchCards({ knowledge, candidates: cards.map(cardNumber), worlds, judge: () => ({ weight: 1, value }) }, searchSource(random));
  return cards[best(values, cards.indexOf(heuristic), MARGIN)];
}

/** An expert Fifty-Six bot with the settings `budgetOf(players)`: the bid search in the auction (or the standard auction at its margins when `bidDeals` is 0), determinised search for card play. */
export function fiftySixExpertWith(budgetOf: (players: number) => FiftySixSearch): Bot<FiftySixView> {
  return (view, random) => {
    if (view.legal.length > 1 && view.phase === 'auction') {
      const settings = budgetOf(playersOf(view).length);
      const margins = { bid: settings.bidMargin, double: settings.doubleMargin, redouble: MARGINS.redouble };
      if (settings.bidDeals <= 0) return auctionCall(view, margins);
      return searchedCall(view, margins, { deals: settings.bidDeals, margin: settings.bidSearchMargin }, fiftySixRules, random);
    }
    if (view.legal.length === 1 || view.phase !== 'playing') return fiftySixBot(view, random);
    const plays = view.legal.filter((a) => a.type === 'play');
    if (plays.length < 2) return fiftySixBot(view, random);
    const cards = plays.map((a) => a.card);
    const memory = fiftySixMemory(view);
    const heuristic = memory.trick.length === 0 ? lead(memory, cards) : follow(memory, cards);
    const card = expertCard(view, cards, heuristic, random, budgetOf(playersOf(view).length));
    return plays.find((a) => a.card === card)!;
  };
}

/** The `expert` Fifty-Six bot, with the budgets of fiftySixBudget. */
export const fiftySixExpert: Bot<FiftySixView> = fiftySixExpertWith(fiftySixBudget);
