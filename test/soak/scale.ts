/** How big a soak run is; `SOAK_SCALE` picks it. */
export interface Scale {
  name: string;
  /** Whole games per table shape in the secrets check (11 shapes). */
  gamesPerShape: number;
  /** Malformed frames sent at tables mid-game. */
  badFrames: number;
  /** Tables the malformed frames are spread over. */
  badTables: number;
  /** kill -9 of the server mid-hand. */
  kills: number;
  /** Reconnects of one seat in a row. */
  reconnects: number;
  /** Rounds of two sockets of one seat acting at the same version. */
  doubleActs: number;
  /** The whole run, the server's starts included, never takes longer (s). */
  limitS: number;
  /** The shortest suggested games (6 tables of Fifty-Six, 7 points of All Fours). */
  shortGames: boolean;
}

/**
 * The scale from `SOAK_SCALE`: unset (the short CI run, at most 3 minutes on a busy 2-core machine),
 * `full` (at least 300 games, 10,000 bad frames, 5 kills), or a number n: n games per shape, the rest
 * in proportion (`full` is 28).
 */
export function scaleOf(value: string | undefined): Scale {
  if (value === undefined || value === '' || value === 'short') {
    return { ...sized(1), name: 'short', badFrames: 400, limitS: 300, shortGames: true };
  }
  if (value === 'full') return { ...sized(28), name: 'full' };
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000) {
    throw new Error(`SOAK_SCALE must be "full" or a whole number from 1 to 1000, not "${value}"`);
  }
  return sized(n);
}

function sized(n: number): Scale {
  return {
    name: String(n),
    gamesPerShape: n,
    badFrames: 365 * n,
    badTables: Math.min(8, 1 + Math.ceil(n / 5)),
    kills: Math.max(1, Math.ceil(n / 5)),
    reconnects: 100,
    doubleActs: 3 + Math.floor(n / 4),
    limitS: 600 + 120 * n,
    shortGames: false,
  };
}
