import type { Play } from '../../rules/core/tricks.js';

// The count at the end of an All Fours hand, as the expert's search scores a played-out deal: High,
// Low, Jack and Game are awarded in that order and the first team to reach the target wins at once
// [AF-5.1] [AF-5.2], so near the end of a game a point is worth more or less than its face.

/** One award of the count: the team it goes to (-1: nobody) and its points. */
export interface Award {
  team: number;
  points: number;
}

/**
 * [AF-5.1] [AF-5.2] What the count is worth to `team` from `score`: `won` (or -`won`) if a team reaches
 * `target` during it, else the points `team` scores less the other team's.
 */
export function countValue(score: readonly number[], target: number, team: number, awards: readonly Award[], won: number): number {
  const running = [score[0] ?? 0, score[1] ?? 0];
  let net = 0;
  for (const award of awards) {
    if (award.team < 0 || award.points === 0) continue;
    running[award.team] += award.points;
    net += award.team === team ? award.points : -award.points;
    if (running[award.team] >= target) return award.team === team ? won : -won;
  }
  return net;
}

/** The trumps each seat was dealt that it has played this hand (tricks and the trick in progress), by seat. */
export function playedTrumps(seats: number, plays: readonly Play[], number: (card: Play['card']) => number, trump: number): number[][] {
  const out: number[][] = Array.from({ length: seats }, () => []);
  for (const p of plays) {
    const c = number(p.card);
    if (((c / 13) | 0) === trump) out[p.seat].push(c);
  }
  return out;
}

/**
 * [AF-4.1] [AF-4.2] The teams (seat % 2) dealt the highest and the lowest trump in play, from the trumps
 * each seat holds in each of `parts` (cards numbered suit * 13 + rank), or -1 if no trump is in play.
 */
export function highAndLow(parts: readonly (readonly (readonly number[])[])[], trump: number): { high: number; low: number } {
  let high = -1;
  let low = 99;
  let highSeat = -1;
  let lowSeat = -1;
  for (const part of parts) {
    part.forEach((cards, seat) => {
      for (const c of cards) {
        if (((c / 13) | 0) !== trump) continue;
        if (c > high) [high, highSeat] = [c, seat];
        if (c < low) [low, lowSeat] = [c, seat];
      }
    });
  }
  return { high: highSeat < 0 ? -1 : highSeat % 2, low: lowSeat < 0 ? -1 : lowSeat % 2 };
}
