import { orderTables } from '$shared/player/order.js';
import type { StatusSeat } from '$shared/player/seat-status.js';
import type { SeatStats } from '$shared/record/stats.js';
import type { PlayerTable } from '$shared/protocol/player.js';
import type { TableEntry } from '../net/keys.js';

/** The part of a table's public summary (GET /api/tables/:id) that My tables reads for a table only this browser knows. */
export interface Summary {
  game: string;
  status: string;
  turn: number[];
  deadline: number | null;
  seats: { name: string | null; kind: string }[];
  outcome: { winner: number; score: number[] } | null;
}

/** One line of My tables. */
export interface Row {
  id: string;
  game: string;
  seat: number | null;
  host: boolean;
  status: string;
  yourTurn: boolean;
  /** When your turn runs out (only while it is yours). */
  deadline: number | null;
  /** Whom the game waits for when it is not your turn (from the table's public summary; empty when not known). */
  waitingFor: string[];
  /** The others at the table by side: partners and opponents, or just players when the sides are not known yet. */
  partners: string[];
  opponents: string[];
  players: string[];
  /** The score, your side's first. */
  score: number[] | null;
  result: 'won' | 'lost' | null;
  /** A finished game's figures for your seat and your team, as the table reported them. */
  stats: SeatStats | null;
  /** The seat is no longer yours (left, freed, given away). */
  gone: boolean;
  finished: boolean;
  updatedAt: number;
  /** In the player's list on the server (removing it there too). */
  onServer: boolean;
}

/**
 * My tables from both sources: the player's object (`remote`: every device's seats, with the tables'
 * reports) and this browser's own list (older tables, tables it hosts or watches), refreshed by each
 * table's public summary. Ordered: your turn first, then by deadline; finished apart.
 */
export function rowsOf(local: readonly TableEntry[], remote: readonly PlayerTable[] | null, summaries: Record<string, Summary | undefined>) {
  const rows = new Map<string, Row>();
  for (const entry of local) rows.set(entry.id, fromLocal(entry, summaries[entry.id]));
  for (const t of remote ?? []) {
    const mine = rows.get(t.id);
    // a seat this browser holds with another key is this browser's own business
    if (mine && mine.seat !== null && mine.seat !== t.seat && !t.gone) continue;
    rows.set(t.id, fromRemote(t, mine, summaries[t.id]));
  }
  return orderTables([...rows.values()]);
}

function fromRemote(t: PlayerTable, mine: Row | undefined, summary: Summary | undefined): Row {
  const s = t.status;
  const sides = s ? sidesOf(s.seats.map((x) => x.name), s.seats.map((x) => x.team), t.seat) : noSides;
  const team = s?.seats[t.seat]?.team ?? null;
  const status = s?.status ?? mine?.status ?? 'lobby';
  return {
    id: t.id,
    game: t.game || mine?.game || '',
    seat: t.seat,
    host: mine?.host ?? false,
    status,
    yourTurn: !t.gone && (s?.yourTurn ?? false),
    deadline: t.gone ? null : (s?.deadline ?? null),
    waitingFor: t.gone || status !== 'playing' || s?.yourTurn ? [] : waitingFor(summary, t.seat),
    ...sides,
    score: s?.score ? mineFirst(s.score, team) : null,
    result: s?.winner != null && team !== null ? (s.winner === team ? 'won' : 'lost') : null,
    stats: status === 'over' ? (s?.stats ?? null) : null,
    gone: t.gone,
    finished: t.gone || status === 'over',
    updatedAt: Math.max(t.updatedAt, mine?.updatedAt ?? 0),
    onServer: true,
  };
}

function fromLocal(entry: TableEntry, summary: Summary | undefined): Row {
  const status = summary?.status ?? entry.status;
  const yourTurn = summary ? entry.seat !== null && status === 'playing' && summary.turn.includes(entry.seat) : entry.myTurn;
  const names = summary?.seats.map((x) => x.name) ?? [];
  return {
    id: entry.id,
    game: summary?.game ?? entry.game,
    seat: entry.seat,
    host: entry.hostKey !== null,
    status,
    yourTurn,
    deadline: yourTurn ? (summary?.deadline ?? null) : null,
    waitingFor: status === 'playing' && !yourTurn ? waitingFor(summary, entry.seat) : [],
    ...sidesOf(names, names.map(() => null), entry.seat),
    score: summary?.outcome ? [...summary.outcome.score] : null,
    result: null,
    stats: null,
    gone: false,
    finished: status === 'over',
    updatedAt: entry.updatedAt,
    onServer: false,
  };
}

/** The names of the seats a playing table waits for, other than `seat` (a free seat's name is unknown: left out). */
function waitingFor(summary: Summary | undefined, seat: number | null): string[] {
  if (summary?.status !== 'playing') return [];
  return summary.turn.flatMap((s) => (s === seat ? [] : (summary.seats[s]?.name ?? [])));
}

const noSides = { partners: [], opponents: [], players: [] };

function sidesOf(names: (string | null)[], teams: StatusSeat['team'][], seat: number | null): Pick<Row, 'partners' | 'opponents' | 'players'> {
  const mine = seat === null ? null : teams[seat];
  const sides: Pick<Row, 'partners' | 'opponents' | 'players'> = { partners: [], opponents: [], players: [] };
  names.forEach((name, i) => {
    if (i === seat || name === null) return;
    const side = mine === null || teams[i] === null ? 'players' : teams[i] === mine ? 'partners' : 'opponents';
    sides[side].push(name);
  });
  return sides;
}

function mineFirst(score: number[], team: number | null): number[] {
  return team === null || team >= score.length ? [...score] : [score[team], ...score.filter((_, i) => i !== team)];
}
