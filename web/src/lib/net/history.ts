import type { HistoryPatch } from '../../../../shared/protocol/messages.js';

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
