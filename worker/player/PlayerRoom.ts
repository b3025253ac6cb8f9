import { DurableObject } from 'cloudflare:workers';
import { MAX_PLAYER_TABLES, type PlayerTable } from '../../shared/protocol/player.js';
import type { SeatStatus } from '../../shared/player/seat-status.js';
import { sha256Hex } from '../../shared/table/secrets.js';
import type { Env } from '../env.js';
import { PlayerStore } from './player-store.js';
import { PLAYER_MIGRATIONS } from './player-schema.js';
import { Schema } from '../storage/schema.js';

/** Why linking a seat failed. */
export type LinkRefusal = 'noPlayer' | 'noSeat' | 'tooManyTables';

/**
 * One player: a Durable Object addressed by the hash of the player's secret key (the key itself never
 * reaches it). It keeps the player's seats with their seat keys and each table's latest status, which
 * the table objects report. Only the `/api/players/me` routes read it, after the key led them here:
 * tables only report, and a report never carries a key.
 */
export class PlayerRoom extends DurableObject<Env> {
  private readonly store: PlayerStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const schema = new Schema(ctx.storage.sql, PLAYER_MIGRATIONS);
    // a stored player is brought up to the latest migration before any call reads it
    void ctx.blockConcurrencyWhile(async () => ctx.storage.transactionSync(() => schema.open()));
    this.store = new PlayerStore(ctx.storage.sql, schema);
  }

  /** Makes the player whose id is `id` here (RPC from the create route); false if one exists. */
  async create(id: string): Promise<boolean> {
    if (this.store.id() !== null) return false;
    this.store.create(id, Date.now());
    return true;
  }

  /** The player's tables, seat keys included, or null if there is no player here. */
  async tables(): Promise<PlayerTable[] | null> {
    return this.store.id() === null ? null : this.store.list();
  }

  /**
   * Adds the seat that `key` holds at table `table` to the player's tables: the table checks the key
   * (it gets only its hash), starts reporting to this player, and answers with the seat's status.
   */
  async link(table: string, seat: number, key: string): Promise<{ table: PlayerTable } | { refused: LinkRefusal }> {
    const id = this.store.id();
    if (id === null) return { refused: 'noPlayer' };
    const before = this.store.get(table);
    if (!before && !this.store.makeRoom(MAX_PLAYER_TABLES)) return { refused: 'tooManyTables' };
    const now = Date.now();
    // the entry first: a report the table sends as soon as it is linked must find it
    this.store.put({ id: table, game: before?.game ?? '', seat, key, linkedAt: now, updatedAt: now, status: null, gone: false });
    let status: SeatStatus | null = null;
    try {
      const tables = this.env.TABLES;
      status = await tables.get(tables.idFromName(table)).linkPlayer(id, seat, sha256Hex(key));
    } finally {
      if (!status) this.restore(table, before);
    }
    if (!status) return { refused: 'noSeat' };
    const entry = this.store.get(table);
    // a report that came meanwhile is as new as this status or newer
    if (entry && entry.key === key && entry.status === null) this.store.report(table, status, now);
    return { table: this.store.get(table)! };
  }

  /** A table's report on the player's seat (null: no longer theirs); 'unknown' if the player does not keep that seat. */
  async report(table: string, seat: number, status: SeatStatus | null): Promise<'kept' | 'unknown'> {
    const entry = this.store.id() === null ? null : this.store.get(table);
    if (!entry || entry.seat !== seat) return 'unknown';
    this.store.report(table, status, Date.now());
    return 'kept';
  }

  /** Removes a table from the player's list; false if it was not there. */
  async remove(table: string): Promise<boolean> {
    return this.store.id() !== null && this.store.remove(table);
  }

  private restore(table: string, before: PlayerTable | null): void {
    if (before) this.store.put(before);
    else this.store.remove(table);
  }
}
