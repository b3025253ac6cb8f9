import { dueReports, statusNow, type PlayerLink, type TableNow } from '../../shared/player/reports.js';
import type { SeatStatus } from '../../shared/player/seat-status.js';
import type { Env } from '../env.js';
import { logLine } from '../log.js';
import type { Schema, SqlExec } from '../storage/schema.js';

type Link = PlayerLink & { table: string };

/**
 * The seats of this table linked to players' objects (in the table's SQLite) and the reports to them:
 * after each change, every link whose status changed is told, in the background (`waitUntil`), so no
 * move waits for a player's object. A table without links does no work at all.
 */
export class PlayerReports {
  /** The links, read once per wake-up. */
  private links: Link[] | null = null;

  constructor(
    private readonly sql: SqlExec,
    private readonly schema: Schema,
    private readonly env: Env,
    private readonly waitUntil: (promise: Promise<unknown>) => void,
  ) {}

  /** Links `seat` to `player` if the key hashed `keyHash` holds it; its status now, else null. */
  link(player: string, seat: number, keyHash: string, table: TableNow): SeatStatus | null {
    const status = statusNow(table, { seat, keyHash });
    if (!status) return null;
    const digest = JSON.stringify(status);
    this.sql.exec(
      'INSERT OR REPLACE INTO player_links (player, seat, key_hash, table_id, reported) VALUES (?, ?, ?, ?, ?)',
      player, seat, keyHash, table.record.id, digest,
    );
    const others = this.load().filter((l) => l.player !== player || l.seat !== seat);
    this.links = [...others, { player, seat, keyHash, table: table.record.id, reported: digest }];
    return status;
  }

  /**
   * Sends the reports the latest change calls for; `table` is only asked for when there are links. A
   * table that is null was deleted: every link is told so one last time (`final`: nothing is written
   * back, the storage is being deleted).
   */
  send(table: () => TableNow | null, final = false): void {
    const links = this.load();
    if (links.length === 0) return;
    for (const { link, status, digest } of dueReports(links, table())) {
      const { table: id } = link as Link;
      const before = link.reported;
      link.reported = digest; // a second change before the answer compares with this one
      const player = this.env.PLAYERS.get(this.env.PLAYERS.idFromName(link.player));
      const sent = player.report(id, link.seat, status).then(
        (answer) => {
          if (final) return;
          // a player who removed the table, or a seat no longer theirs: nothing more to report
          if (answer === 'unknown' || status === null) this.drop(link as Link);
          else this.sql.exec('UPDATE player_links SET reported = ? WHERE player = ? AND seat = ?', digest, link.player, link.seat);
        },
        (error: unknown) => {
          if (link.reported === digest) link.reported = before; // tried again on the next change
          logLine(this.env, 'error', 'playerReportFailed', { table: id, error });
        },
      );
      this.waitUntil(sent);
    }
  }

  /** Forgets every player linked to `seat` (its person deleted their data): nobody is told anything more of it. */
  forgetSeat(seat: number): void {
    this.links = this.load().filter((l) => l.seat !== seat);
    if (this.schema.ready) this.sql.exec('DELETE FROM player_links WHERE seat = ?', seat);
  }

  private drop(link: Link): void {
    this.links = this.load().filter((l) => l !== link);
    this.sql.exec('DELETE FROM player_links WHERE player = ? AND seat = ?', link.player, link.seat);
  }

  private load(): Link[] {
    if (this.links) return this.links;
    const rows = this.schema.ready ? this.sql.exec('SELECT player, seat, key_hash, table_id, reported FROM player_links').toArray() : [];
    this.links = rows.map((row) => ({
      player: row.player as string,
      seat: row.seat as number,
      keyHash: row.key_hash as string,
      table: row.table_id as string,
      reported: (row.reported as string | null) ?? null,
    }));
    return this.links;
  }
}
