import type { Options } from '../../rules/core/options.js';
import type { Team } from '../../rules/core/seats.js';
import { pointsOfNumber, strengthOfNumber } from '../../rules/games/baloot/cards.js';
import { countHand, type HandStakes } from '../../rules/games/baloot/scoring.js';
import type { Contract } from '../../rules/games/baloot/state.js';
import { makeDeck, makeRules, type Deck, type Rules, type Table } from '../expert/table.js';

// Baloot on the compact table: the engine's card numbers (suit * 8 + place in A K Q J T 9 8 7), the
// rules of play of a contract, and the hand's score [BAL-7] reckoned from a played-out table.

// one deck per trump suit number (4 for Sun, no trumps)
const DECKS: Deck[] = [0, 1, 2, 3, -1].map((trump) => {
  const suits: number[] = [];
  const ranks: number[] = [];
  const points: number[] = [];
  for (let n = 0; n < 32; n++) {
    suits.push(n >> 3);
    ranks.push(strengthOfNumber(n, trump));
    points.push(pointsOfNumber(n, trump));
  }
  return makeDeck(suits, ranks, points);
});

const SEATS = Int8Array.from([1, 2, 3, 0]);
const TEAMS = Int8Array.from([0, 1, 0, 1]);

/** The rules of play of a contract [BAL-5] with the table's options; `trump` is a suit number or -1. */
export function balootRules(trump: number, contract: Pick<Contract, 'declarer' | 'locked'>, options: Options): Rules {
  const attack = new Uint8Array(2);
  attack[contract.declarer % 2] = 1;
  return makeRules({
    deck: DECKS[trump < 0 ? 4 : trump],
    trump,
    saudi: options.trumpObligation === 'saudi',
    locked: contract.locked,
    next: SEATS,
    team: TEAMS,
    teams: 2,
    players: 4,
    attack,
    rich: trump < 0 ? 24 : 30,
    lastTrick: 10,
  });
}

/** What a hand's score depends on besides its tricks, and whether Gahwa puts the game at stake [BAL-7.7]. */
export type Stakes = HandStakes & { gahwa: boolean };

/** What winning the game is worth, on the scale of a hand's score. */
export const GAME_WORTH = 60;

/** A played-out hand's worth to `team`: its score less the other team's, and the game if the hand decides it. */
export function handWorth(st: Stakes, t: Table, team: Team, score: readonly number[], target: number): number {
  const hand = countHand(st, t.won, t.tricks).score;
  let worth = hand[team] - hand[1 - team];
  let winner = -1;
  if (st.gahwa) {
    // [BAL-7.7] Gahwa: whoever wins the hand wins the game
    const declarerWon = hand[st.declarerTeam] > 0;
    winner = declarerWon ? st.declarerTeam : 1 - st.declarerTeam;
  } else {
    const a = score[0] + hand[0];
    const b = score[1] + hand[1];
    if ((a >= target || b >= target) && a !== b) winner = a > b ? 0 : 1;
  }
  if (winner >= 0) worth += winner === team ? GAME_WORTH : -GAME_WORTH;
  return worth;
}
