import { lawfulPlays, renegeDecision } from './reneges.js';
import { SUITS, type Card, type Suit } from '../../rules/core/cards.js';
import type { Random } from '../../rules/core/shuffle.js';
import type { Seat } from '../../rules/core/seats.js';
import { PACK } from '../../rules/games/all-fours/cards.js';
import type { AllFoursView } from '../../rules/games/all-fours/view.js';
import type { Bot } from '../bot.js';
import { knowledgeOf } from '../expert/knowledge.js';
import type { SearchBudget } from '../expert/budget.js';
import { best, dealsWithin, searchCards } from '../expert/search.js';
import { makeDeck, makeRules, type Rules, type Table } from '../expert/table.js';
import { searchSource } from '../expert/worlds.js';
import { follow } from '../trick-play.js';
import { allFoursBot } from './index.js';
import { allFoursLead, allFoursMemory } from './play.js';
import { answerBeg, standOrBeg } from './trumps.js';
import { cardNumber, pointsOf } from './playout.js';
import { scoringOf } from './search.js';
import { countValue, highAndLow, playedTrumps, type Award } from './count.js';
import { GAME_WON } from './trump-search.js';
import { knowledgeOf as voidsOf } from './worlds.js';

// All Fours on the compact table: the numbers of playout.ts (suit * 13 + rank, 0 for the two).
const DECK = makeDeck(
  PACK.map((_, n) => (n / 13) | 0),
  PACK.map((_, n) => n % 13),
  PACK.map((_, n) => pointsOf(n)),
);

/** The expert's card search: its budget, and whether a deal is scored by the count to the target [AF-5] or by the hand's points. */
export interface AllFoursSearch extends SearchBudget {
  toTarget: boolean;
}

/** The search of one card decision. */
export const ALL_FOURS_BUDGET: AllFoursSearch = { plays: 96_000, most: 480, fewest: 40, toTarget: true };

// How much better (in points of the hand) a card must look than the rules of thumb's choice to be played instead.
const MARGIN = 0.01;

// What the playout policy counts capturing the jack of trumps worth, in counting points (as the standard bot's play.ts).
const JACK_STAKE = 20;

// counting points as a tie-break between cards equal on Jack and Game
const CARD_POINT_WEIGHT = 0.002;

/** The rules of play of the hand in the view on the compact table. */
export function allFoursRules(view: AllFoursView): Rules {
  // [AF-4.3] capturing the jack of trumps scores 1 or 3: far more than its counting point
  const stake = new Float64Array(DECK.size);
  stake[cardNumber('J' + view.trump)] = JACK_STAKE;
  const next = new Int8Array(view.seats);
  const team = new Int8Array(view.seats);
  for (let s = 0; s < view.seats; s++) {
    next[s] = (s + 1) % view.seats;
    team[s] = s % 2;
  }
  return makeRules({
    deck: DECK,
    trump: SUITS.indexOf(view.trump as Suit),
    rule: 'followOrTrump',
    noUndertrump: view.options.noUndertrump === true,
    next,
    team,
    teams: 2,
    players: view.seats,
    attack: Uint8Array.from([1, 1]),
    rich: 10,
    stake,
  });
}

/** The seat that played the jack of trumps this hand, or -1. */
function jackPlayer(view: AllFoursView, jack: Card): number {
  for (const trick of view.tricks) for (const p of trick.plays) if (p.card === jack) return p.seat;
  for (const p of view.trick) if (p.card === jack) return p.seat;
  return -1;
}

/** The card the expert plays, chosen by determinised search over deals consistent with the view. */
export function expertCard(view: AllFoursView, cards: readonly Card[], heuristic: Card, random: Random, budget: AllFoursSearch): Card {
  const me = view.viewer as Seat;
  const rules = allFoursRules(view);
  const bits = voidsOf(view).voids;
  const voids = bits.map((v) => new Set(SUITS.filter((_, i) => ((v >> i) & 1) === 1)));
  const knowledge = knowledgeOf({
    rules,
    me,
    number: cardNumber,
    myHand: view.myHand ?? [],
    known: view.exposed.map((cards, seat) => (seat === me ? [] : cards)),
    out: view.kicks,
    handSizes: view.handSizes,
    tricks: view.tricks,
    trick: view.trick,
    voids,
  });
  const scoring = scoringOf(view);
  const team = me % 2;
  const jackCard = 'J' + view.trump;
  const jack = cardNumber(jackCard);
  const jackSeat = jackPlayer(view, jackCard);
  const worlds = dealsWithin(view.handSizes, cards.length, budget);
  const trump = rules.trump;
  const played = playedTrumps(view.seats, [...view.tricks.flatMap((t) => t.plays), ...view.trick], cardNumber, trump);
  // [AF-5.1] the count from High and Low (fixed by the sampled deal) through Jack and Game (from play)
  const counted = (holder: number, hidden: readonly number[][]): ((t: Table) => number) => {
    const { high, low } = highAndLow([knowledge.base.hands, hidden, played], trump);
    const dealt: Award[] = [{ team: high, points: 1 }, { team: low, points: 1 }];
    const target = view.options.target as number;
    return (t) => countValue(view.score, target, team, [...dealt, ...jackAndGame(t, holder, jack, scoring)], GAME_WON) + CARD_POINT_WEIGHT * (t.won[team] - t.won[1 - team]);
  };
  const values = searchCards(
    {
      knowledge,
      candidates: cards.map(cardNumber),
      worlds,
      judge(hidden) {
        let holder = jackSeat;
        for (let s = 0; s < view.seats && holder < 0; s++) {
          if (knowledge.base.hands[s].includes(jack) || hidden[s].includes(jack)) holder = s;
        }
        return { weight: 1, value: budget.toTarget ? counted(holder, hidden) : (t: Table) => worth(t, holder, jack, team, scoring) };
      },
    },
    searchSource(random),
  );
  return cards[best(values, cards.indexOf(heuristic), MARGIN)];
}

// [AF-4.3] [AF-4.4] Jack and Game to `team` less the other team, counting points as a tie-break
function worth(t: Table, holder: number, jack: number, team: number, scoring: ReturnType<typeof scoringOf>): number {
  let value = 0;
  const taker = t.captor[jack];
  if (holder >= 0 && taker >= 0) {
    const points = holder % 2 === taker % 2 ? 1 : scoring.hangJack;
    value += taker % 2 === team ? points : -points;
  }
  const [a, b] = t.won;
  const gameTeam = a > b ? 0 : b > a ? 1 : scoring.tieTeam;
  if (gameTeam >= 0) value += gameTeam === team ? scoring.gamePoints : -scoring.gamePoints;
  return value + CARD_POINT_WEIGHT * (t.won[team] - t.won[1 - team]);
}

// [AF-4.3] [AF-4.4] the Jack and Game awards of a played-out deal
function jackAndGame(t: Table, holder: number, jack: number, scoring: ReturnType<typeof scoringOf>): Award[] {
  const taker = t.captor[jack];
  const jackAward = holder >= 0 && taker >= 0 ? { team: taker % 2, points: holder % 2 === taker % 2 ? 1 : scoring.hangJack } : { team: -1, points: 0 };
  const [a, b] = t.won;
  return [jackAward, { team: a > b ? 0 : b > a ? 1 : scoring.tieTeam, points: scoring.gamePoints }];
}

/** Deals the expert samples to stand or beg, and to give one or run the pack (the standard bot: 60). */
export const TRUMP_DEALS = 400;

/** An expert All Fours bot searching card play within `budget`: stand/beg and run decisions on more sampled deals. */
export function allFoursExpertWith(budget: AllFoursSearch): Bot<AllFoursView> {
  return (view, random) => {
    if (view.legal.length > 1 && view.turn === (view.viewer as Seat)) {
      if (view.phase === 'stand') return standOrBeg(view, random, TRUMP_DEALS);
      if (view.phase === 'beg') return answerBeg(view, random, TRUMP_DEALS);
    }
    if (view.legal.length === 1 || view.phase !== 'play' || view.turn !== (view.viewer as Seat)) return allFoursBot(view, random);
    const call = renegeDecision(view);
    if (call) return call;
    const plays = lawfulPlays(view);
    if (plays.length < 2) return allFoursBot(view, random);
    const cards = plays.map((a) => a.card);
    const memory = allFoursMemory(view);
    const heuristic = memory.trick.length === 0 ? allFoursLead(memory, cards) : follow(memory, cards);
    const card = expertCard(view, cards, heuristic, random, budget);
    return plays.find((a) => a.card === card)!;
  };
}

/** The `expert` All Fours bot, with ALL_FOURS_BUDGET. */
export const allFoursExpert: Bot<AllFoursView> = allFoursExpertWith(ALL_FOURS_BUDGET);
