import type { SeatStats } from '$shared/record/stats.js';
import { m } from '../paraglide/messages.js';

/**
 * A finished game's figures in one short line for My tables: your contracts made (Baloot, Fifty-Six),
 * and your team's kaboots, tables won and lost, or High, Low, Jack and Game with its hang jacks.
 * Empty when the table reported none.
 */
export function statsLine(stats: SeatStats | null): string {
  if (!stats) return '';
  const { seat, team } = stats;
  const parts: string[] = [];
  const n = (value: number | undefined) => String(value ?? 0);
  if (seat.contracts) parts.push(m.tables_stat_contracts({ made: n(seat.made), contracts: n(seat.contracts) }));
  if (team.kaboots) parts.push(m.tables_stat_kaboots({ n: n(team.kaboots) }));
  if (team.tablesWon !== undefined) parts.push(m.tables_stat_tables({ won: n(team.tablesWon), lost: n(team.tablesLost) }));
  if (team.high !== undefined) parts.push(m.tables_stat_four({ high: n(team.high), low: n(team.low), jack: n(team.jack), game: n(team.game) }));
  if (team.hangJacks) parts.push(m.tables_stat_hang({ n: n(team.hangJacks) }));
  return parts.join(' · ');
}
