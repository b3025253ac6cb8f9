import { DurableObject } from 'cloudflare:workers';
import { MAX_PLAYER_TABLES, type PlayerTable } from '../../shared/protocol/player.js';
import type { SeatStatus } from '../../shared/player/seat-status.js';
import { sha256Hex } from '../../shared/table/secrets.js';
import type { Env } from '../env.js';
import { PlayerStore } from './player-store.js';
import { PLAYER_MIGRATIONS } from './player-schema.js';
import { Schema } from '../storage/schema.js';
import { DAY_MS } from '../../shared/table/deadlines.js';

/** A player the person has not used for this long (made, listed, linked or removed a table) is deleted by its alarm. */
export const PLAYER_IDLE_MS = 365 * DAY_MS;

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
  private readonly schema: Schema;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const schema = (this.schema = new Schema(ctx.storage.sql, PLAYER_MIGRATIONS));
    this.store = new PlayerStore(ctx.storage.sql, schema);
    // a stored player is brought up to the latest migration before any call reads it, and has its
    // alarm (a player stored before there was one gets it when it next wakes)
    void ctx.blockConcurrencyWhile(async () => {
      ctx.storage.transactionSync(() => schema.open());
      const used = this.store.usedAt();
      if (used !== null && (await ctx.storage.getAlarm()) === null) await ctx.storage.setAlarm(used + PLAYER_IDLE_MS);
    });
  }

  /** Makes the player whose id is `id` here (RPC from the create route); false if one exists. */
  async create(id: string): Promise<boolean> {
    if (this.store.id() !== null) return false;
    const now = Date.now();
    this.store.create(id, now);
    await this.ctx.storage.setAlarm(now + PLAYER_IDLE_MS);
    return true;
  }

  /** The player's tables, seat keys included, or null if there is no player here. */
  async tables(): Promise<PlayerTable[] | null> {
    if (this.store.id() === null) return null;
    await this.used();
    return this.store.list();
  }

  /**
   * Adds the seat that `key` holds at table `table` to the player's tables: the table checks the key
   * (it gets only its hash), starts reporting to this player, and answers with the seat's status.
   */
  async link(table: string, seat: number, key: string): Promise<{ table: PlayerTable } | { refused: LinkRefusal }> {
    const id = this.store.id();
    if (id === null) return { refused: 'noPlayer' };
    await this.used();
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
    if (this.store.id() === null) return false;
    await this.used();
    return this.store.remove(table);
  }

  /**
   * The person deletes their data: every seat they keep is given up at its table (TableRoom.eraseSeat:
   * to a bot, with its devices and chat lines), then everything of the player is deleted. A table that
   * cannot be reached keeps its entry, and nothing is deleted yet, so that trying again finishes the
   * work: 'erased', 'noPlayer', or how many tables failed.
   */
  async erase(): Promise<'erased' | 'noPlayer' | { failed: number }> {
    if (this.store.id() === null) return 'noPlayer';
    const entries = this.store.list().filter((entry) => !entry.gone);
    const tables = this.env.TABLES;
    const results = await Promise.allSettled(entries.map((entry) => tables.get(tables.idFromName(entry.id)).eraseSeat(entry.seat, sha256Hex(entry.key))));
    const failed = results.filter((result, i) => {
      if (result.status === 'fulfilled') this.store.remove(entries[i]!.id);
      return result.status === 'rejected';
    }).length;
    if (failed > 0) return { failed };
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.schema.cleared();
    this.store.forget();
    return 'erased';
  }

  /** The alarm: a player unused for PLAYER_IDLE_MS is deleted, everything of it; else the alarm is set for then. */
  override async alarm(): Promise<void> {
    const used = this.store.usedAt();
    if (used === null) return;
    if (Date.now() < used + PLAYER_IDLE_MS) {
      await this.ctx.storage.setAlarm(used + PLAYER_IDLE_MS);
      return;
    }
    // its tables learn it is gone at their next report ('unknown'), and stop reporting to it
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.schema.cleared();
    this.store.forget();
  }

  /** The person used their player now: noted at most once a day, the alarm moved to a year after. */
  private async used(): Promise<void> {
    const now = Date.now();
    if (this.store.touch(now, DAY_MS)) await this.ctx.storage.setAlarm(now + PLAYER_IDLE_MS);
  }

  private restore(table: string, before: PlayerTable | null): void {
    if (before) this.store.put(before);
    else this.store.remove(table);
  }
}
