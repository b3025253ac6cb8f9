import type { Options } from '../../rules/core/options.js';
import type { Team } from '../../rules/core/seats.js';
import { pointsOfNumber, strengthOfNumber } from '../../rules/games/baloot/cards.js';
import { hokumGamePoints, sunGamePoints } from '../../rules/games/baloot/scoring.js';
import type { Contract } from '../../rules/games/baloot/state.js';
import { makeDeck, type Deck, type Rules, type Table } from '../expert/table.js';

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
  return {
    deck: DECKS[trump < 0 ? 4 : trump],
    trump,
    rule: 'mustFollow',
    noUndertrump: false,
    saudi: options.trumpObligation === 'saudi',
    locked: contract.locked,
    trumpLeadAfterBroken: false,
    next: SEATS,
    team: TEAMS,
    teams: 2,
    players: 4,
    attack,
    rich: trump < 0 ? 24 : 30,
    lastTrick: 10,
  };
}

/** What a hand's score depends on besides the tricks: the contract, the projects and Baloot that score, the options. */
export interface Stakes {
  kind: Contract['kind'];
  declarerTeam: Team;
  level: number;
  gahwa: boolean;
  /** Game points of projects for each team: only the team with the best project scores its own [BAL-6.4]. */
  projects: number[];
  /** Game points of Baloot for each team [BAL-6.2]. */
  baloot: number[];
  /** The bid card is an Ace (kaboot is worth 88 with the seed option) [BAL-7.6]. */
  aceBid: boolean;
  options: Options;
}

/** [BAL-7] The hand's score for each team from each team's card points (abnat, last trick included) and tricks. */
export function handScore(st: Stakes, abnat: readonly number[], tricks: readonly number[]): number[] {
  const sun = st.kind === 'sun';
  const points = sun ? [sunGamePoints(abnat[0]), sunGamePoints(abnat[1])] : [hokumGamePoints(abnat[0]), hokumGamePoints(abnat[1])];
  if (!sun && st.options.hokumSum16 === true && points[0] + points[1] === 17) {
    const r0 = abnat[0] % 10;
    const r1 = abnat[1] % 10;
    points[r0 !== r1 ? (r0 > r1 ? 0 : 1) : abnat[0] >= abnat[1] ? 0 : 1] -= 1;
  }
  const { projects, baloot, level, declarerTeam } = st;
  const immune = st.options.balootImmune === true;
  const score = [0, 0];
  const kabootTeam = tricks[0] === 8 ? 0 : tricks[1] === 8 ? 1 : -1;
  if (kabootTeam >= 0) {
    const kaboot = st.options.kaboot === 'standard' ? (sun ? 44 : 25) : st.aceBid ? 88 : 44;
    score[kabootTeam] = (kaboot + projects[kabootTeam]) * level + baloot[kabootTeam];
    if (immune) score[1 - kabootTeam] += baloot[1 - kabootTeam];
    return score;
  }
  const defenders = 1 - declarerTeam;
  const totals = [points[0] + projects[0] + baloot[0], points[1] + projects[1] + baloot[1]];
  let success = totals[declarerTeam] > totals[defenders];
  if (totals[declarerTeam] === totals[defenders]) {
    if (st.options.tie === 'declarerWins') success = true;
    else if (st.options.tie === 'compareAbnat') success = abnat[declarerTeam] > abnat[defenders];
  }
  const failure = sun ? 26 : 16;
  const all = projects[0] + projects[1];
  if (st.options.doubledScoring === 'winnerTakesAll' && level > 1) {
    const winner = success ? declarerTeam : defenders;
    score[winner] = (failure + all) * level + (immune ? baloot[winner] : baloot[0] + baloot[1]);
    if (immune) score[1 - winner] += baloot[1 - winner];
  } else if (success) {
    for (let t = 0; t < 2; t++) score[t] = (points[t] + projects[t]) * level + baloot[t];
  } else {
    score[defenders] = (failure + all) * level + (immune ? baloot[defenders] : baloot[0] + baloot[1]);
    if (immune) score[declarerTeam] += baloot[declarerTeam];
  }
  return score;
}

/** What winning the game is worth, on the scale of a hand's score. */
export const GAME_WORTH = 60;

/** A played-out hand's worth to `team`: its score less the other team's, and the game if the hand decides it. */
export function handWorth(st: Stakes, t: Table, team: Team, score: readonly number[], target: number): number {
  const hand = handScore(st, t.won, t.tricks);
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
