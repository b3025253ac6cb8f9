import { gameById } from '$shared/rules/registry.js';
import type { Play } from '$shared/rules/core/tricks.js';
import { scoredHandTricks } from '$shared/table/replay.js';
import { practiceStorage } from './practice-storage.js';
import { SavedTableStore } from './saved-store.js';

/**
 * The tricks of the `hand`-th scored hand of practice table `id`'s current game, from its log as this
 * browser stores it (read only: the table's own store writes it); null if there is no such hand.
 */
export function practiceHandTricks(id: string, hand: number): { plays: Play[]; winner: number }[] | null {
  const store = new SavedTableStore(practiceStorage, id);
  const record = store.loadRecord();
  const rules = record && gameById(record.game);
  const log = record && store.loadGame(record.gameNo);
  return rules && log ? scoredHandTricks(rules, log, hand) : null;
}
