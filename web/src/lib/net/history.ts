import type { HistoryPatch } from '$shared/protocol/messages.js';

/** The score sheet a client keeps: the scored hands (of type `H`) of one game of the table, oldest first. */
export interface KeptHistory<H = unknown> {
  gameNo: number;
  hands: readonly H[];
}

/** A table's sheet before any game. */
export const NO_HISTORY: KeptHistory<never> = { gameNo: 0, hands: [] };

/**
 * The sheet after an update of game `gameNo` with its `history` patch (if any), or 'gap' if the
 * update cannot be joined to what is kept (a hand or a new game was missed): then ask for a sync.
 * A patch from 0 replaces the sheet; one from at most its length overwrites from there on.
 */
export function mergeHistory<H>(kept: KeptHistory<H>, gameNo: number, patch: HistoryPatch<H> | undefined): KeptHistory<H> | 'gap' {
  if (patch?.from === 0) return { gameNo, hands: patch.hands };
  if (gameNo !== kept.gameNo) return 'gap';
  if (!patch) return kept;
  if (patch.from > kept.hands.length) return 'gap';
  return { gameNo, hands: [...kept.hands.slice(0, patch.from), ...patch.hands] };
}

/**
 * A socket's score sheet bookkeeping: which game's sheet is kept (behind the table's game until a sync
 * fills a gap) and whether a sync was asked and not yet answered (asked once per gap).
 */
export class SheetKeeper {
  private gameNo = NO_HISTORY.gameNo;
  private syncing = false;

  /** A hello brings the whole sheet: no sync is waited for. */
  hello(): void {
    this.syncing = false;
  }

  /**
   * The hands to show after an update of game `gameNo` with `patch`, given the hands kept (of the kept
   * game); on a gap the kept hands stay and `askSync` is called (once until the whole sheet comes).
   */
  merge<H>(hands: readonly H[], gameNo: number, patch: HistoryPatch<H> | undefined, askSync: () => boolean): readonly H[] {
    const merged = mergeHistory({ gameNo: this.gameNo, hands }, gameNo, patch);
    if (merged !== 'gap') {
      this.gameNo = merged.gameNo;
      if (patch?.from === 0) this.syncing = false;
      return merged.hands;
    }
    if (!this.syncing && askSync()) this.syncing = true;
    return hands;
  }
}
