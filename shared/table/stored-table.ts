import type { BaseState, GameRules } from '../rules/core/game.js';
import { gameById } from '../rules/registry.js';
import type { TableStore } from './store.js';
import { TableGame } from './table-game.js';
import type { TableRecord } from './table-record.js';

/**
 * A table's record and current game as its store holds them: loaded once per wake-up, and the record
 * written back only when it changed. A move whose only change to the record is the turn deadline its
 * log implies (the time of the move plus the clock) writes nothing but its log entry; a wake-up works
 * that deadline out again.
 */
export class StoredTable {
  record: TableRecord | null = null;
  game: TableGame | null = null;
  private loaded = false;
  /** The record as last stored (or loaded), with an implied deadline written `implied`. */
  private stored = '';

  constructor(private readonly store: TableStore) {}

  /** True once the record was read since the last wake-up (or `forget`). */
  get isLoaded(): boolean {
    return this.loaded;
  }

  /** The record, and the current game rebuilt from its snapshot and log, read once per wake-up. */
  load(): TableRecord | null {
    if (this.loaded) return this.record;
    const record = this.store.loadRecord();
    // a log that no longer replays throws here, and the next message tries again
    const game = record && record.gameNo > 0 ? TableGame.wake(rulesOf(record), this.store, record.gameNo) : null;
    if (game && record?.status === 'playing' && record.deadline?.version !== game.state.version) game.settle(record, game.lastAt);
    this.game = game;
    this.record = record;
    this.stored = record ? this.storedForm(record) : '';
    this.loaded = true;
    return record;
  }

  /** Holds a new table's record and stores it. */
  create(record: TableRecord): void {
    this.record = record;
    this.loaded = true;
    this.save(record);
  }

  /** Stores the record unless it is what was stored. */
  save(record: TableRecord): void {
    const stored = this.storedForm(record);
    if (stored === this.stored) return;
    this.store.saveRecord(record);
    this.stored = stored;
  }

  /** Drops what is in memory; the next `load` rebuilds it from the store. */
  forget(): void {
    this.loaded = false;
    this.record = null;
    this.game = null;
  }

  /** Deletes the table from the store. */
  destroy(): void {
    this.store.destroy();
    this.record = null;
    this.game = null;
  }

  private storedForm(record: TableRecord): string {
    const implied = this.game?.impliedDeadline(record);
    const same = implied !== undefined && record.deadline?.version === implied?.version && record.deadline?.at === implied?.at;
    return JSON.stringify(same && record.deadline ? { ...record, deadline: 'implied' } : record);
  }
}

/** The rules of the record's game; throws for a game the registry does not know. */
export function rulesOf(record: TableRecord): GameRules<BaseState> {
  const rules = gameById(record.game);
  if (!rules) throw new Error(`table ${record.id} plays "${record.game}", which is not in the registry`);
  return rules;
}
