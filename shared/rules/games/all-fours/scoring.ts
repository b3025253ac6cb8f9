import type { Card, Suit } from '../../core/cards.js';
import type { GameEvent } from '../../core/game.js';
import { alternateTeamSeats, type Seat, type Team } from '../../core/seats.js';
import { jackOf, strengthOf } from './cards.js';
import { appended } from '../../core/lists.js';
import { copyState, type AllFoursState, type Award, type HandSummary } from './state.js';

const PLAY_AWARDS = ['high', 'low', 'jack', 'game'] as const;

/** An award record with the fields a kind does not use left empty. */
export function award(kind: Award['kind'], status: Award['status'], fields: Partial<Award> = {}): Award {
  const { team = null, points = 0, seat = null, rank = null, hang = false } = fields;
  return { kind, status, team, points, seat, rank, hang };
}

/**
 * Adds a scored award to the hand and the score and checks the target [AF-5.1]: if the award's team
 * reaches it, the hand closes at once with the later awards not reached [AF-5.2].
 */
export function scoreAward(state: AllFoursState, scored: Award, events: GameEvent[]): AllFoursState {
  const team = scored.team as Team;
  const score = state.score.slice();
  score[team] += scored.points;
  const next = copyState(state);
  next.score = score;
  next.awards = appended(state.awards, scored);
  if (score[team] < (state.options.target as number)) return next;
  next.winner = team;
  return closeHand(next, next.awards.concat(PLAY_AWARDS.map(notReached)), events);
}

function notReached(kind: Award['kind']): Award {
  return award(kind, 'notReached');
}

// [AF-4.1] [AF-4.2] the highest or lowest trump dealt to a player; kicked and undealt cards do not count
function highOrLow(state: AllFoursState, kind: 'high' | 'low'): Award {
  const trump = state.trump;
  let best: Card | null = null;
  let bestSeat: Seat = 0;
  for (let seat = 0; seat < state.seats; seat++) {
    for (const card of state.dealt[seat]) {
      if (card[1] !== trump) continue;
      const better = best === null || (kind === 'high' ? strengthOf(card) > strengthOf(best) : strengthOf(card) < strengthOf(best));
      if (better) {
        best = card;
        bestSeat = seat;
      }
    }
  }
  if (best === null) return award(kind, 'none');
  const rank = best[0] as Award['rank'];
  return award(kind, 'scored', { team: bestSeat % 2, points: 1, seat: bestSeat, rank });
}

// [AF-4.3] the jack of trumps, if dealt: 1 to its holder's team, or the hang jack to the captors
function jack(state: AllFoursState): Award {
  const card = jackOf(state.trump as Suit);
  let holder = -1;
  for (let seat = 0; seat < state.seats && holder < 0; seat++) if (state.dealt[seat].includes(card)) holder = seat;
  if (holder < 0) return award('jack', 'none');
  const trick = state.tricks.find((t) => t.plays.some((p) => p.card === card));
  if (!trick) throw new Error('the jack of trumps was dealt but never played');
  if (trick.winner % 2 === holder % 2) return award('jack', 'scored', { team: holder % 2, points: 1, seat: holder });
  const points = state.options.hangJack as number;
  return award('jack', 'scored', { team: trick.winner % 2, points, seat: holder, hang: true });
}

// [AF-4.4] Game to the team with more counting points; a tie to nobody, or to the non-dealer (gameTie)
function game(state: AllFoursState): Award {
  const [a, b] = state.won;
  const points = state.options.gamePoints as number;
  if (a !== b) return award('game', 'scored', { team: a > b ? 0 : 1, points });
  if (state.options.gameTie === 'nonDealer') return award('game', 'scored', { team: (state.dealer + 1) % 2, points });
  return award('game', 'none');
}

/** Counts the points of a played hand in order, High, Low, Jack, Game, stopping at the target [AF-5]. */
export function countHand(state: AllFoursState, events: GameEvent[]): AllFoursState {
  const target = state.options.target as number;
  const score = state.score.slice();
  const awards = state.awards.slice();
  let winner: Team | null = null;
  for (const kind of PLAY_AWARDS) {
    if (winner !== null) {
      awards.push(notReached(kind)); // [AF-5.2] the game ended in the middle of the count
      continue;
    }
    const made = kind === 'jack' ? jack(state) : kind === 'game' ? game(state) : highOrLow(state, kind);
    awards.push(made);
    if (made.status !== 'scored') continue;
    score[made.team as Team] += made.points;
    if (score[made.team as Team] >= target) winner = made.team;
  }
  const counted = copyState(state);
  counted.score = score;
  counted.winner = winner;
  return closeHand(counted, awards, events);
}

/**
 * Ends a hand: emits its summary, then ends the game or passes the deal to the right [AF-1.1]. In a best
 * of three [AF-10.4] a game won ends the match only at a team's second game; otherwise the scores go back
 * to 0 and the deal carries on.
 */
function closeHand(state: AllFoursState, awards: Award[], events: GameEvent[]): AllFoursState {
  const points = [0, 0];
  for (const a of awards) if (a.status === 'scored') points[a.team as Team] += a.points;
  const played = state.phase === 'play' || state.phase === 'ask';
  const match = state.options.matchGames === 3;
  const gameWinner = state.winner;
  let gamesWon = state.gamesWon;
  if (match && gameWinner !== null) {
    gamesWon = gamesWon.slice();
    gamesWon[gameWinner] += 1;
  }
  const over = gameWinner !== null && (!match || gamesWon[gameWinner] >= 2);
  const summary: HandSummary = {
    hand: state.hand,
    dealer: state.dealer,
    trump: played ? state.trump : null,
    runs: state.runs,
    redeals: state.redeal,
    awards,
    cardPoints: played ? state.won : null,
    points,
    score: state.score,
    winner: gameWinner,
  };
  if (match) summary.gamesWon = gamesWon;
  const { hand, trump, runs, redeals, cardPoints, score, winner } = summary;
  const scored: GameEvent = { type: 'handScored', audience: 'all', hand, dealer: state.dealer, trump, runs, redeals, awards, cardPoints, points, score, winner };
  if (match) scored.gamesWon = gamesWon;
  events.push(scored);
  if (over) {
    const winners = alternateTeamSeats(gameWinner, state.seats);
    events.push({ type: 'gameOver', audience: 'all', winner: gameWinner, winners, score: state.score });
    const done = copyState(state);
    done.phase = 'over';
    done.called = null;
    done.gamesWon = gamesWon;
    done.lastHand = summary;
    done.history = appended(state.history, summary);
    return done;
  }
  const next = emptyDeal(state);
  if (gameWinner !== null) {
    // [AF-10.4] a game of the match is won: the next starts from 0 with the next deal
    events.push({ type: 'matchGameWon', audience: 'all', winner: gameWinner, gamesWon, score: state.score });
    next.score = [0, 0];
    next.winner = null;
    next.gamesWon = gamesWon;
  }
  next.hand = state.hand + 1;
  next.redeal = 0;
  const dealer = (state.dealer + 1) % state.seats;
  next.dealer = dealer;
  next.turn = dealer;
  next.awards = [];
  next.lastHand = summary;
  next.history = appended(state.history, summary);
  return next;
}

/** A copy of the state with the cards of a deal gathered in: no hands, stock, kicks, trump, trick or exposed cards. */
export function emptyDeal(state: AllFoursState): AllFoursState {
  const none = state.hands.map((): string[] => []);
  const next = copyState(state);
  next.phase = 'deal';
  next.hands = none;
  next.dealt = none;
  next.stock = [];
  next.kicks = [];
  next.trump = null;
  next.runs = 0;
  next.beggar = null;
  next.turn = state.dealer;
  next.trick = [];
  next.tricks = [];
  next.won = [0, 0];
  next.exposed = none;
  next.called = null;
  next.reneges = [];
  return next;
}
