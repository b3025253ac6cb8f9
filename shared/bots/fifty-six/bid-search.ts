import type { Card, Suit } from '../../rules/core/cards.js';
import type { Action } from '../../rules/core/game.js';
import { drawBelow, type Random, type SeededSource } from '../../rules/core/shuffle.js';
import { CARDS } from '../../rules/games/fifty-six/cards.js';
import { stake } from '../../rules/games/fifty-six/scoring.js';
import type { FiftySixView } from '../../rules/games/fifty-six/view.js';
import { lightPolicy } from '../expert/policy.js';
import { best } from '../expert/search.js';
import { playOut, type Rules, type Table } from '../expert/table.js';
import { searchSource, type Knowledge } from '../expert/worlds.js';
import { announce, auctionCall, DENOMINATIONS, PARTNER_SUPPORT, partnerSuit, RAISE_TO, type Margins } from './auction.js';
import { auctionOutcome, fitsCalls, type Outcome } from './auction-playout.js';
import { contractPoints } from './estimate.js';
import { playersOf, searchKnowledge } from './memory.js';

// The expert's auction by search: deal the unseen cards out many times, and for each call worth
// considering run the auction on to its end (the other seats calling as the standard bot would from
// their sampled hands), play the contract out on the compact table with the light policy, and score
// it in tables [FS-5.2]. The standard call stands unless another is better by the margin.

/** The bid search's settings: deals sampled per decision and the margin (tables) a call must beat the standard one by. */
export interface BidSearch {
  deals: number;
  margin: number;
}

/** The rules of play of a contract with `trump` held by `team` (the expert's fiftySixRules). */
export type RulesOf = (view: FiftySixView, trump: Suit | null, team: number) => Rules;

function key(a: Action): string {
  return `${a.type}${a.value ?? ''}${a.denomination ?? ''}`;
}

/** The calls worth searching: the standard call, pass, the next bid in the best two denominations, the partner-suit raise. */
export function bidCandidates(view: FiftySixView, standard: Action): Action[] {
  const out = new Map<string, Action>();
  const add = (a: Action | undefined): void => void (a && !out.has(key(a)) && out.set(key(a), a));
  add(standard);
  add(view.legal.find((a) => a.type === 'pass'));
  // doubles stay the standard call's: the light playouts, on deals that fit the auction, still see
  // contracts fail more often than the bots' real play lets them, and so double far too often
  const high = view.auction.high;
  const me = view.viewer as number;
  const supported = partnerSuit(view);
  if (high !== null && view.teams[high.seat] === view.teams[me]) {
    if (high.seat !== me && supported === high.denomination && high.value < RAISE_TO.value) add(announce(view, RAISE_TO.value, supported));
    return [...out.values()];
  }
  const ranked = DENOMINATIONS.map((d) => ({ d, points: contractPoints(view, d === 'NT' ? null : d) + (d === supported ? PARTNER_SUPPORT : 0) }));
  ranked.sort((a, b) => b.points - a.points);
  for (const { d } of ranked.slice(0, 2)) add(announce(view, (high?.value ?? 27) + 1, d));
  return [...out.values()];
}

// [FS-5.2][FS-5.3] what a played-out contract is worth to the viewer's team in tables: the stake
// against each other team, no more than the paying team has left (a team pays what it has)
function worth(view: FiftySixView, outcome: Outcome, won: number, teams: readonly number[]): number {
  const made = won >= outcome.value;
  const tables = stake(outcome.value, made, outcome.doubled, view.options.doubling);
  const mine = view.teams[view.viewer as number];
  const have = view.tables;
  if (mine !== outcome.team) return made ? -Math.min(tables, have[mine]) : Math.min(tables, have[outcome.team]);
  let total = 0;
  for (const other of teams) if (other !== mine) total += Math.min(tables, have[made ? other : mine]);
  return made ? total : -Math.min(total, have[mine]);
}

// hands drawn for a seat to find one that fits its calls, and whole deals tried for the last seat
const TRIES = 20;
const RESTARTS = 4;

/**
 * The hidden cards of a deal that fits the auction so far: each other seat's hand is drawn from the
 * unseen cards until the standard bot holding it would have made that seat's calls (the seats that
 * bid or doubled first; the last takes the rest). When the tries run out, the last hand drawn stays.
 */
function fittedHidden(view: FiftySixView, k: Knowledge, margins: Margins, source: SeededSource): number[][] {
  const me = k.me;
  const spoke = (s: number): number => view.auction.calls.filter((c) => c.seat === s && c.call !== 'pass').length;
  const seats = k.need.map((_, s) => s).filter((s) => s !== me && k.need[s] > 0);
  seats.sort((a, b) => spoke(b) - spoke(a) || a - b);
  let hidden: number[][] = [];
  for (let restart = 0; restart < RESTARTS; restart++) {
    const pool = k.pool.slice();
    hidden = k.need.map(() => []);
    hidden[me] = k.base.hands[me];
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i];
      const last = i === seats.length - 1;
      for (let t = 0; t < (last ? 1 : TRIES); t++) {
        // a random hand of need[seat] cards moved to the end of the pool
        for (let j = 0; j < k.need[seat]; j++) {
          const from = drawBelow(source, pool.length - j);
          const to = pool.length - 1 - j;
          const x = pool[from];
          pool[from] = pool[to];
          pool[to] = x;
        }
        hidden[seat] = pool.slice(pool.length - k.need[seat]);
        if (fitsCalls(view, seat, hidden[seat].map((n) => CARDS[n]), margins)) break;
      }
      pool.length -= k.need[seat];
    }
    const lastSeat = seats[seats.length - 1];
    if (lastSeat === undefined || fitsCalls(view, lastSeat, hidden[lastSeat].map((n) => CARDS[n]), margins)) return hidden;
  }
  return hidden;
}

function tableOf(k: Knowledge, rules: Rules, hands: number[][], leader: number): Table {
  let left = 0;
  for (const hand of hands) left += hand.length;
  const size = rules.deck.size;
  const won = new Array<number>(rules.teams).fill(0);
  const tricks = won.slice();
  return { rules, hands, trick: [], leader, turn: leader, won, tricks, captor: new Int8Array(size).fill(-1), gone: new Uint8Array(size), trumpPlayed: false, left };
}

/** The average worth in tables of each candidate call over `deals` sampled deals (the same deals for every call). */
export function searchBids(view: FiftySixView, candidates: readonly Action[], deals: number, margins: Margins, rulesOf: RulesOf, random: Random): Float64Array {
  const me = view.viewer as number;
  const players = playersOf(view);
  const k = searchKnowledge(view, rulesOf(view, null, view.teams[me]), { tricks: [], trick: [], voids: view.handSizes.map(() => new Set<Suit>()) });
  const leader = players[(players.indexOf(view.dealer) + 1) % players.length]; // [FS-4.1] the dealer's right leads
  const teams = [...new Set(players.map((s) => view.teams[s]))];
  const rules = new Map<string, Rules>();
  const source = searchSource(random);
  const totals = new Float64Array(candidates.length);
  for (let d = 0; d < deals; d++) {
    const hidden = fittedHidden(view, k, margins, source);
    const hands = hidden.map((h) => h.map((n) => CARDS[n]));
    for (let i = 0; i < candidates.length; i++) {
      const outcome = auctionOutcome(view, candidates[i], hands, margins);
      const id = `${outcome.trump}${outcome.team}`;
      if (!rules.has(id)) rules.set(id, rulesOf(view, outcome.trump as Suit | null, outcome.team));
      const t = tableOf(k, rules.get(id)!, hidden.map((h) => h.slice()), leader);
      playOut(t, lightPolicy);
      totals[i] += worth(view, outcome, t.won[outcome.team], teams);
    }
  }
  for (let i = 0; i < totals.length; i++) totals[i] /= Math.max(1, deals);
  return totals;
}

/** The expert's call by bid search: the standard call (auctionCall at `margins`) unless another searched call is better by `search.margin`. */
export function searchedCall(view: FiftySixView, margins: Margins, search: BidSearch, rulesOf: RulesOf, random: Random): Action {
  const standard = auctionCall(view, margins);
  const candidates = bidCandidates(view, standard);
  if (candidates.length < 2) return standard;
  const values = searchBids(view, candidates, search.deals, margins, rulesOf, random);
  return candidates[best(values, 0, search.margin)];
}
