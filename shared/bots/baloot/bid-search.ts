import type { Card } from '../../rules/core/cards.js';
import type { Seat } from '../../rules/core/seats.js';
import { drawBelow, type Random, type SeededSource } from '../../rules/core/shuffle.js';
import { cardNumber, PACK, setOf, suitNumber } from '../../rules/games/baloot/cards.js';
import { findProjects } from '../../rules/games/baloot/projects.js';
import type { BalootAction } from '../../rules/games/baloot/state.js';
import type { BalootView } from '../../rules/games/baloot/view.js';
import { lightPolicy } from '../expert/policy.js';
import { best } from '../expert/search.js';
import { playOut, type Table } from '../expert/table.js';
import { searchSource } from '../expert/worlds.js';
import { auctionCall } from './auction.js';
import { auctionOutcome, fitsCalls, type Outcome } from './auction-playout.js';
import { bestOf, projectPoints } from './expert-play.js';
import { balootRules, handWorth, type Stakes } from './sim.js';

// The expert's auction by search: deal the unseen cards out many times, each other seat's five drawn
// until the standard bot holding them would have made that seat's calls; for each legal call run the
// auction on to its end (the other seats calling as the standard bot would), deal the rest [BAL-1.3],
// play the contract out on the compact table with the light policy and score it as the card search
// does (`handWorth`). A thrown-in hand is worth 0. The standard call stands unless another is better by the margin.

/** The bid search's settings: deals sampled per call (0: off) and the margin (hand points) a call must beat the standard one by. */
export interface BidSearch {
  deals: number;
  margin: number;
}

// hands drawn for a seat to find one that fits its calls
const TRIES = 20;

/** A sampled deal: every seat's five cards (the viewer's own) and the stock in dealing order. */
function sampleDeal(view: BalootView, pool: number[], source: SeededSource): { five: Card[][]; stock: number[] } {
  const me = view.viewer as Seat;
  const five: Card[][] = [[], [], [], []];
  five[me] = view.myHand ?? [];
  const left = pool.slice();
  const seats = [1, 2, 3].map((n) => (me + n) % 4);
  seats.sort((a, b) => spoke(view, b) - spoke(view, a) || a - b);
  for (const seat of seats) {
    for (let t = 0; t < TRIES; t++) {
      for (let j = 0; j < 5; j++) {
        const from = drawBelow(source, left.length - j);
        const to = left.length - 1 - j;
        [left[from], left[to]] = [left[to], left[from]];
      }
      five[seat] = left.slice(left.length - 5).map((n) => PACK[n]);
      if (fitsCalls(view, seat, five[seat])) break;
    }
    left.length -= 5;
  }
  for (let j = left.length - 1; j > 0; j--) {
    const k = drawBelow(source, j + 1);
    [left[j], left[k]] = [left[k], left[j]];
  }
  return { five, stock: left };
}

function spoke(view: BalootView, seat: Seat): number {
  return view.auction.calls.filter((c) => c.seat === seat && c.call !== 'pass').length;
}

/** [BAL-1.3] The eight cards of each seat once `declarer` holds the contract: the bid card and two to the declarer, three to the others. */
function dealRest(view: BalootView, five: readonly Card[][], stock: readonly number[], declarer: Seat): number[][] {
  const hands = five.map((h) => h.map(cardNumber));
  let from = 0;
  for (let i = 1; i <= 4; i++) {
    const seat = (view.dealer + i) % 4;
    if (seat === declarer) hands[seat].push(cardNumber(view.bidCard), stock[from], stock[from + 1]);
    else hands[seat].push(stock[from], stock[from + 1], stock[from + 2]);
    from += seat === declarer ? 2 : 3;
  }
  return hands;
}

// [BAL-6][BAL-7] the stakes of a played-out contract: each seat declares its best projects; Baloot (K and Q of trumps) counts for its holder
function stakesFor(view: BalootView, outcome: Outcome, hands: readonly number[][]): Stakes {
  const sets = hands.map((h) => setOf(h));
  const declared = sets.map((set) => bestOf(findProjects(set, outcome.kind), outcome.kind));
  const baloot = [0, 0];
  const trump = suitNumber(outcome.trump);
  if (trump >= 0) {
    const pair = (1 << (trump * 8 + 1)) | (1 << (trump * 8 + 2));
    sets.forEach((set, seat) => ((set & pair) === pair ? (baloot[seat % 2] = 2) : 0));
  }
  return {
    kind: outcome.kind,
    declarerTeam: outcome.declarer % 2,
    level: 1,
    gahwa: false,
    projects: projectPoints(declared, view.dealer, outcome.kind),
    baloot,
    aceBid: view.bidCard[0] === 'A',
    options: view.options,
  };
}

function tableOf(view: BalootView, outcome: Outcome, hands: number[][]): Table {
  const rules = balootRules(suitNumber(outcome.trump), { declarer: outcome.declarer, locked: false }, view.options);
  const leader = (view.dealer + 1) % 4;
  return { rules, hands, trick: [], leader, turn: leader, won: [0, 0], tricks: [0, 0], captor: new Int8Array(32).fill(-1), gone: new Uint8Array(32), trumpPlayed: false, left: 32 };
}

/** The average worth to the viewer's team of each candidate call over `deals` sampled deals (the same deals for every call). */
export function searchBids(view: BalootView, candidates: readonly BalootAction[], deals: number, random: Random): Float64Array {
  const seen = new Set([...(view.myHand ?? []), view.bidCard].map(cardNumber));
  const pool = PACK.map((_, n) => n).filter((n) => !seen.has(n));
  const team = (view.viewer as Seat) % 2;
  const target = view.options.target as number;
  const source = searchSource(random);
  const totals = new Float64Array(candidates.length);
  for (let d = 0; d < deals; d++) {
    const { five, stock } = sampleDeal(view, pool, source);
    for (let i = 0; i < candidates.length; i++) {
      const outcome = auctionOutcome(view, candidates[i], five);
      if (outcome === null) continue; // [BAL-3.4] thrown in
      const hands = dealRest(view, five, stock, outcome.declarer);
      const st = stakesFor(view, outcome, hands);
      const t = tableOf(view, outcome, hands);
      playOut(t, lightPolicy);
      totals[i] += handWorth(st, t, team, view.score, target);
    }
  }
  for (let i = 0; i < totals.length; i++) totals[i] /= Math.max(1, deals);
  return totals;
}

/** The expert's call by bid search: the standard call unless another legal call is better by `search.margin`. */
export function searchedCall(view: BalootView, search: BidSearch, random: Random): BalootAction {
  const standard = auctionCall(view);
  if (search.deals <= 0 || view.legal.length < 2) return standard;
  const candidates = [standard, ...view.legal.filter((a) => a.type !== standard.type || (a.type === 'hokum' && a.suit !== (standard as { suit?: string }).suit))];
  const values = searchBids(view, candidates, search.deals, random);
  return candidates[best(values, 0, search.margin)];
}
