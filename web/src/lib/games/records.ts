import type { GameRecord } from '$shared/record/game-record.js';
import type { GameId } from '$shared/rules/manifests.js';
import type { HistoryOf } from '$shared/rules/registry.js';
import { byGameFolder } from './plug-ins.js';

/**
 * Every game's record (running score, statistics: shared/record/<game>/index.ts), found by its folder:
 * the table page reads them without loading an engine (the engines carry the same record as `record`).
 */
export const RECORDS = byGameFolder<{ readonly [G in GameId]: GameRecord<G, HistoryOf<G>> }>(
  import.meta.glob('$shared/record/*/index.ts', { eager: true, import: 'RECORD' }));
