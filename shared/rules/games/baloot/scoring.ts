import type { GameEvent } from '../../core/game.js';
import type { Options } from '../../core/options.js';
import type { Team } from '../../core/seats.js';
import { pointsOfNumber, suitNumber } from './cards.js';
import { onlyCard } from './hands.js';
import { projectValue } from './projects.js';
import { appended } from '../../core/lists.js';
import { copyMatch, type BalootState, type HandSummary } from './state.js';

/** [BAL-7.2] Sun: doubled, ends in 5 gives a half, otherwise rounded to the nearest ten. */
export function sunGamePoints(abnat: number): number {
  const rest = abnat % 10;
  return 2 * Math.floor(abnat / 10) + (rest === 5 ? 1 : rest >= 6 ? 2 : 0);
}

/** [BAL-7.2] Hokum: divided by ten, an exact .5 rounding down. */
export function hokumGamePoints(abnat: number): number {
  return Math.floor(abnat / 10) + (abnat % 10 >= 6 ? 1 : 0);
}

/** [BAL-7.1] Each team's card points from its tricks, the last trick worth 10 more. */
export function abnatOf(state: BalootState): number[] {
  const trump = suitNumber(state.deal.contract!.trump);
  const abnat = [0, 0];
  const { tricks } = state.play;
  for (let i = 0; i < tricks.length; i++) {
    let total = i === tricks.length - 1 ? 10 : 0;
    for (let rest = tricks[i].cards; rest !== 0; rest &= rest - 1) total += pointsOfNumber(onlyCard(rest & -rest), trump);
    abnat[tricks[i].winner & 1] += total;
  }
  return abnat;
}

/** What a hand's score depends on besides its tricks: the contract, the projects and Baloot that score, the options. */
export interface HandStakes {
  kind: 'sun' | 'hokum';
  declarerTeam: Team;
  level: number;
  /** Game points of declared projects per team: only the team with the best project scores its own [BAL-6.4]. */
  projects: number[];
  /** Game points of an announced Baloot per team [BAL-6.2]. */
  baloot: number[];
  /** The bid card is an Ace: the seed option's kaboot is then worth 88 [BAL-7.6]. */
  aceBid: boolean;
  options: Options;
}

/** A hand counted: converted points, totals, the kaboot team, whether the declarer succeeded, the score. */
export interface HandCount {
  points: number[];
  totals: number[];
  kabootTeam: Team | null;
  success: boolean;
  score: number[];
}

function convert(stakes: HandStakes, abnat: readonly number[]): number[] {
  const sun = stakes.kind === 'sun';
  const points = sun ? [sunGamePoints(abnat[0]), sunGamePoints(abnat[1])] : [hokumGamePoints(abnat[0]), hokumGamePoints(abnat[1])];
  // option hokumSum16: a 17-point Hokum hand loses 1 from the team with the larger remainder (equal: more abnat)
  if (!sun && stakes.options.hokumSum16 === true && points[0] + points[1] === 17) {
    const r0 = abnat[0] % 10;
    const r1 = abnat[1] % 10;
    const loser = r0 !== r1 ? (r0 > r1 ? 0 : 1) : abnat[0] >= abnat[1] ? 0 : 1;
    points[loser] -= 1;
  }
  return points;
}

function kabootValue(stakes: HandStakes): number {
  // [BAL-7.6] 44, or 88 on a face-up Ace; option kaboot=standard: Sun 44, Hokum 25, no Ace bonus
  if (stakes.options.kaboot === 'standard') return stakes.kind === 'sun' ? 44 : 25;
  return stakes.aceBid ? 88 : 44;
}

/**
 * [BAL-7] Counts a hand from each team's card points (abnat, the last trick's 10 included) and tricks:
 * the engine's scoring, and the bots' reckoning of hands they play out.
 */
export function countHand(stakes: HandStakes, abnat: readonly number[], tricks: readonly number[]): HandCount {
  const { declarerTeam, level, projects, baloot } = stakes;
  const defenders: Team = 1 - declarerTeam;
  const points = convert(stakes, abnat);
  const totals = [points[0] + projects[0] + baloot[0], points[1] + projects[1] + baloot[1]]; // [BAL-7.3]
  const kabootTeam: Team | null = tricks[0] === 8 ? 0 : tricks[1] === 8 ? 1 : null;
  const immune = stakes.options.balootImmune === true;
  const score = [0, 0];
  let success: boolean;
  if (kabootTeam !== null) {
    success = kabootTeam === declarerTeam;
    score[kabootTeam] = (kabootValue(stakes) + projects[kabootTeam]) * level + baloot[kabootTeam];
    if (immune) score[1 - kabootTeam] += baloot[1 - kabootTeam];
  } else {
    success = declarerSucceeds(stakes.options, totals, abnat, declarerTeam);
    const failureValue = stakes.kind === 'sun' ? 26 : 16; // [BAL-7.5]
    const allProjects = projects[0] + projects[1];
    if (stakes.options.doubledScoring === 'winnerTakesAll' && level > 1) {
      const winner = success ? declarerTeam : defenders;
      score[winner] = (failureValue + allProjects) * level + (immune ? baloot[winner] : baloot[0] + baloot[1]);
      if (immune) score[1 - winner] += baloot[1 - winner];
    } else if (success) {
      for (let t = 0; t < 2; t++) score[t] = (points[t] + projects[t]) * level + baloot[t]; // [BAL-7.7]
    } else {
      const balootToDefenders = immune ? baloot[defenders] : baloot[0] + baloot[1];
      score[defenders] = (failureValue + allProjects) * level + balootToDefenders;
      if (immune) score[declarerTeam] += baloot[declarerTeam];
    }
  }
  return { points, totals, kabootTeam, success, score };
}

/** [BAL-7] Scores the hand just completed. */
export function scoreHand(state: BalootState): HandSummary {
  const { deal, play } = state;
  const contract = deal.contract!;
  const declarerTeam: Team = contract.declarer % 2;
  const defenders: Team = 1 - declarerTeam;
  const projects = deal.projects!;
  const abnat = abnatOf(state);
  // [BAL-6.4] only the team with the best single project scores its declared projects
  const projectPoints = [0, 0];
  for (let seat = 0; seat < 4; seat++) {
    const declared = projects.declared[seat];
    if (seat % 2 !== projects.scoringTeam || declared === null) continue;
    for (let i = 0; i < declared.length; i++) projectPoints[seat % 2] += projectValue(declared[i], contract.kind);
  }
  const baloot = [0, 0];
  if (deal.baloot.announced && deal.baloot.seat !== null) baloot[deal.baloot.seat % 2] = 2;
  const tricks = [0, 0];
  for (let i = 0; i < play.tricks.length; i++) tricks[play.tricks[i].winner & 1]++;
  const stakes: HandStakes = {
    kind: contract.kind,
    declarerTeam,
    level: contract.level,
    projects: projectPoints,
    baloot,
    aceBid: (deal.bidCard & 7) === 0, // rank 0 is the Ace
    options: state.options,
  };
  const { points, totals, kabootTeam, success, score } = countHand(stakes, abnat, tricks);
  const gahwaWinner = contract.gahwa ? (success ? declarerTeam : defenders) : null;
  return {
    hand: state.match.hand,
    contract,
    abnat,
    points,
    projects: projectPoints,
    baloot,
    totals,
    tricks,
    result: kabootTeam !== null ? 'kaboot' : success ? 'success' : 'failure',
    kabootTeam,
    declarerTeam,
    score,
    gahwaWinner,
  };
}

// [BAL-7.4] the declarer's team succeeds with a greater total; option tie decides a tie
function declarerSucceeds(options: Options, totals: number[], abnat: readonly number[], team: Team): boolean {
  const other = 1 - team;
  if (totals[team] !== totals[other]) return totals[team] > totals[other];
  if (options.tie === 'declarerWins') return true;
  if (options.tie === 'compareAbnat') return abnat[team] > abnat[other];
  return false;
}

/**
 * [BAL-10.3] [BAL-10.3a] [BAL-10.4] Scores a hand stopped by a Qayd call. The team that did not offend
 * (the caller's if the call was right, the other if wrong) scores (26 in Sun, 16 in Hokum, plus every
 * project its seats declared before the call) times the raise level, plus its Baloot if announced
 * before the call; the offending team scores nothing, its projects and Baloot void. No Kaboot.
 */
export function scoreQayd(state: BalootState): HandSummary {
  const { deal } = state;
  const contract = deal.contract!;
  const call = deal.qayd!;
  const team = call.team;
  const declarerTeam: Team = contract.declarer % 2;
  const projectPoints = [0, 0];
  const declared = deal.projects?.declared ?? [];
  for (let seat = team; seat < 4; seat += 2) for (const project of declared[seat] ?? []) projectPoints[team] += projectValue(project, contract.kind);
  const baloot = [0, 0];
  if (deal.baloot.announced && deal.baloot.seat !== null && deal.baloot.seat % 2 === team) baloot[team] = 2;
  const score = [0, 0];
  score[team] = ((contract.kind === 'sun' ? 26 : 16) + projectPoints[team]) * contract.level + baloot[team];
  const tricks = [0, 0];
  for (const trick of state.play.tricks) tricks[trick.winner & 1]++;
  const { card: _card, ...qayd } = call;
  return {
    hand: state.match.hand,
    contract,
    abnat: abnatOf(state),
    points: [0, 0],
    projects: projectPoints,
    baloot,
    totals: score.slice(),
    tricks,
    result: 'qayd',
    kabootTeam: null,
    declarerTeam,
    score,
    // [BAL-10.3] in a Gahwa hand the team that did not offend wins the game
    gahwaWinner: contract.gahwa ? team : null,
    qayd,
  };
}

/** Adds the hand's score and ends the game if a team has won [BAL-8] (writes into `next`). */
export function finishHand(next: BalootState, events: GameEvent[]): void {
  const summary = next.deal.qayd ? scoreQayd(next) : scoreHand(next);
  const match = copyMatch(next.match);
  const score = [match.score[0] + summary.score[0], match.score[1] + summary.score[1]];
  events.push({ type: 'handScored', audience: 'all', summary, scoreAfter: score });
  match.score = score;
  match.lastHand = summary;
  match.history = appended(match.history, summary);
  next.match = match;
  const target = next.options.target as number;
  let winner: Team | null = summary.gahwaWinner; // [BAL-7.7] Gahwa decides the game
  if (winner === null && (score[0] >= target || score[1] >= target) && score[0] !== score[1]) {
    winner = score[0] > score[1] ? 0 : 1; // [BAL-8.1]
  }
  if (winner === null) return;
  events.push({ type: 'gameOver', audience: 'all', winner, score });
  next.phase = 'over';
  match.winner = winner;
  next.turn = -1;
}
