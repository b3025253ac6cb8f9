import { SUITS, type Card, type Suit } from '../../rules/core/cards.js';
import type { Action } from '../../rules/core/game.js';
import type { Random } from '../../rules/core/shuffle.js';
import { packOf, pointsOf, RANK_ORDER, strengthOf } from '../../rules/games/twenty-eight/cards.js';
import { baseValue } from '../../rules/games/twenty-eight/scoring.js';
import type { TwentyEightView } from '../../rules/games/twenty-eight/view.js';
import type { Bot } from '../bot.js';
import type { SearchBudget } from '../expert/budget.js';
import { knowledgeOf } from '../expert/knowledge.js';
import { best, dealsWithin, searchCards } from '../expert/search.js';
import { makeDeck, makeRules, type Rules, type Table } from '../expert/table.js';
import { searchSource } from '../expert/worlds.js';
import { twentyEightBot } from './index.js';
import { searchHidden } from './hidden-search.js';
import { declarerOf, playersOf, sideOf, twentyEightMemory } from './memory.js';

// Twenty-Eight on the compact table: card number = suit (S H D C) * 9 + place in J 9 A T K Q 8 7 6; a
// hand's pack (32, 24 or 36 cards) is a subset of it.
const PLACES = RANK_ORDER.length;
const CARD_IDS: Card[] = SUITS.flatMap((suit) => RANK_ORDER.map((rank) => `${rank}${suit}`));
const DECK = makeDeck(
  CARD_IDS.map((c) => SUITS.indexOf(c[1] as Suit)),
  CARD_IDS.map(strengthOf),
  CARD_IDS.map(pointsOf),
);

/** A card's number on the compact table. */
export function cardNumber(card: Card): number {
  return SUITS.indexOf(card[1] as Suit) * PLACES + RANK_ORDER.indexOf(card[0] as never);
}

/** The expert's search budget at a table of `seats` seats: card plays per decision and the deals sampled. */
export function twentyEightBudget(seats: number): SearchBudget {
  void seats;
  return { plays: 32_000, most: 120, fewest: 20 };
}

// How much better (in game points) a card must look than the rules of thumb's choice to be played instead.
const MARGIN = 0.03;

// card points as a tie-break between cards equal on game points
const POINT_WEIGHT = 0.01;

/** The rules of play of this hand once the trump is exposed (or in a Thani, without trumps): the sides as teams. */
export function twentyEightRules(view: TwentyEightView, trump: Suit | null): Rules {
  const players = playersOf(view);
  const next = new Int8Array(view.seats).fill(-1);
  players.forEach((seat, i) => (next[seat] = players[(i + 1) % players.length]));
  const team = Int8Array.from({ length: view.seats }, (_, seat) => sideOf(view, seat));
  const attack = new Uint8Array(2);
  attack[sideOf(view, declarerOf(view))] = 1;
  return makeRules({ deck: DECK, trump: trump === null ? -1 : SUITS.indexOf(trump), next, team, teams: 2, players: players.length, attack, rich: 3 });
}

/**
 * [TE-8][TE-7.3][TE-10.1] What a played-out hand is worth to the viewer's side in game points (each
 * payment counted once per opponent at 3 players), card points as a tie-break.
 */
function worthOf(view: TwentyEightView): (t: Table) => number {
  const me = view.viewer as number;
  const declarer = declarerOf(view);
  const side = sideOf(view, declarer);
  const mine = sideOf(view, me) === side;
  const payments = view.seats === 3 && declarer === me ? 2 : 1;
  const tricks = packOf(view.seats).handSize;
  const options = view.options;
  return (t) => {
    const points = t.won[side];
    let value: number;
    if (view.thani >= 0) value = t.tricks[side] === tricks ? (options.thani as number) : -(options.thani as number);
    else {
      const made = points >= view.target;
      value = baseValue(view.high, made, options.scoring) * (view.doubled === 2 ? 4 : view.doubled === 1 ? 2 : 1);
      if (made && t.tricks[side] === tricks && options.cot === true) value *= 2;
      if (!made && 2 * points < view.target && options.halfCall === true) value *= 2;
      if (!made) value = -value;
    }
    const signed = mine ? value * payments : -value;
    return signed + POINT_WEIGHT * (mine ? points : -points);
  };
}

/** The card the expert plays, chosen by determinised search over deals consistent with the view. */
export function expertCard(view: TwentyEightView, cards: readonly Card[], heuristic: Card, random: Random, budget: SearchBudget): Card {
  const memory = twentyEightMemory(view);
  const rules = twentyEightRules(view, memory.trump);
  const knowledge = knowledgeOf({
    rules,
    me: view.viewer as number,
    number: cardNumber,
    myHand: view.myHand ?? [],
    known: view.known,
    pack: packOf(view.seats).pack,
    handSizes: view.handSizes,
    tricks: view.tricks,
    trick: view.trick,
    voids: memory.voids,
  });
  const worlds = dealsWithin(view.handSizes, cards.length, budget);
  const value = worthOf(view);
  const values = searchCards({ knowledge, candidates: cards.map(cardNumber), worlds, judge: () => ({ weight: 1, value }) }, searchSource(random));
  return cards[best(values, cards.indexOf(heuristic), MARGIN)];
}

// True once the trump is exposed (or in a Thani, which has none): the compact table's plain follow-suit
// rules are the hand's [TE-5.7] (noUndertrump narrows only the candidates, not the playouts).
function open(view: TwentyEightView): boolean {
  return view.thani >= 0 || view.trump !== null;
}

/** The card the expert plays while the trump is hidden: the search samples the face-down card too. */
export function expertHiddenCard(view: TwentyEightView, cards: readonly Card[], heuristic: Card, random: Random, budget: SearchBudget): Card {
  const memory = twentyEightMemory(view);
  const values = searchHidden(
    {
      view,
      memory,
      number: cardNumber,
      hiddenRules: twentyEightRules(view, null),
      rulesWith: (suit) => twentyEightRules(view, suit),
      candidates: cards.map(cardNumber),
      worlds: dealsWithin(view.handSizes, cards.length, budget),
      value: worthOf(view),
    },
    searchSource(random),
  );
  return cards[best(values, cards.indexOf(heuristic), MARGIN)];
}

/**
 * An expert Twenty-Eight bot with the budget `budgetOf(seats)`: the standard bot's calls, asks and
 * exposures; determinised search for the cards, over deals that also sample the face-down card while
 * the trump is hidden.
 */
export function twentyEightExpertWith(budgetOf: (seats: number) => SearchBudget): Bot<TwentyEightView> {
  return (view, random): Action => {
    const standard = twentyEightBot(view, random);
    // the calls, asking and exposing are the standard bot's
    if (view.phase !== 'play' || standard.type !== 'play') return standard;
    const plays = view.legal.filter((a) => a.type === 'play');
    if (plays.length < 2) return standard;
    const cards = plays.map((a) => a.card);
    const heuristic = standard.card as Card;
    const budget = budgetOf(view.seats);
    const card = open(view) ? expertCard(view, cards, heuristic, random, budget) : expertHiddenCard(view, cards, heuristic, random, budget);
    return plays.find((a) => a.card === card)!;
  };
}

/** The `expert` Twenty-Eight bot, with the budgets of twentyEightBudget. */
export const twentyEightExpert: Bot<TwentyEightView> = twentyEightExpertWith(twentyEightBudget);
