import type { GameEvent } from '../../core/game.js';
import { appended } from '../../core/lists.js';
import { dealFirst } from './deal.js';
import { MAX_BID } from './bidding.js';
import { teamOf, type HandSummary, type TwentyNineState } from './state.js';

/** [TN-5.2] The target of the bidding team: the bid, moved by a Pair. */
export function targetOf(state: Pick<TwentyNineState, 'bid' | 'bidder' | 'pair' | 'options'>): number {
  const { bid, pair } = state;
  if (pair === null) return bid;
  if (pair.team === teamOf(state.bidder)) {
    // the bidding team's Pair: -4, only if the result is at least minBid
    return bid - 4 >= (state.options.minBid as number) ? bid - 4 : bid;
  }
  return Math.min(bid + 4, MAX_BID);
}

/** [TN-8.1][TN-8.2][TN-6.2] The hand's game points for the team that scores them, and whether that team reached its aim. */
function handResult(state: TwentyNineState): { team: number; made: boolean; value: number } {
  if (state.single >= 0) {
    const won = state.tricks.length === 8 && state.tricks.every((trick) => trick.winner === state.single);
    return { team: teamOf(state.single), made: won, value: (won ? 1 : -1) * (state.options.singleHand as number) };
  }
  const team = teamOf(state.bidder);
  const made = state.points[team] >= targetOf(state);
  const level = state.doubled === 2 ? 4 : state.doubled === 1 ? 2 : 1;
  const all = state.tricks.every((trick) => teamOf(trick.winner) === team);
  const base = !made ? -1 : all && state.options.allTricks === true ? 2 : 1;
  return { team, made, value: base * level };
}

/**
 * Scores the hand just finished [TN-8] in `next` (a fresh copy): the change of the scoring team's
 * score, capped at ±target [TN-8.3a], the match's end [TN-8.3][TN-7.2a], or the next deal by the next seat [TN-1.2].
 */
export function scoreHand(next: TwentyNineState, events: GameEvent[]): void {
  const target = next.options.target as number;
  const { team, made, value } = handResult(next);
  const scores = next.scores.slice();
  scores[team] = Math.max(-target, Math.min(target, scores[team] + value));
  const change = [scores[0] - next.scores[0], scores[1] - next.scores[1]];
  const tricksWon = [0, 0];
  for (const trick of next.tricks) tricksWon[teamOf(trick.winner)]++;
  const summary: HandSummary = {
    hand: next.hand,
    dealer: next.dealer,
    bidder: next.bidder,
    bid: next.bid,
    forced: next.forced,
    trump: next.form === null ? null : next.noTrump ? 'NT' : next.trump,
    form: next.form,
    revealed: next.revealed,
    single: next.single >= 0 ? { seat: next.single, won: made } : null,
    doubled: next.doubled,
    fullSet: next.fullSet,
    pair: next.pair,
    target: next.single >= 0 ? 0 : targetOf(next),
    points: next.points,
    tricksWon,
    made,
    change,
    scores,
  };
  events.push({ type: 'handScored', audience: 'all', ...summary });
  next.scores = scores;
  next.lastHand = summary;
  next.history = appended(next.history, summary);
  next.hidden = null;
  // [TN-7.2a] full set: the team that wins the hand wins the match; [TN-8.3] +target wins, -target loses
  let winner = -1;
  if (next.fullSet) winner = made ? team : 1 - team;
  else if (scores[team] >= target) winner = team;
  else if (scores[team] <= -target) winner = 1 - team;
  if (winner >= 0) {
    next.phase = 'over';
    next.winner = winner;
    next.turn = -1;
    next.asking = [];
    events.push({ type: 'gameOver', audience: 'all', winner, winners: [winner, winner + 2], scores });
    return;
  }
  next.dealer = (next.dealer + 1) & 3;
  next.hand += 1;
  dealFirst(next, events);
}
