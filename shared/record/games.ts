import type { GameId } from '../rules/manifests.js';
import type { HistoryOf } from '../rules/registry.js';
import { RECORD as allFours } from './all-fours/index.js';
import { RECORD as baloot } from './baloot/index.js';
import { RECORD as fiftySix } from './fifty-six/index.js';
import { RECORD as twentyEight } from './twenty-eight/index.js';
import { RECORD as twentyNine } from './twenty-nine/index.js';
import type { GameRecord } from './game-record.js';

/**
 * Every game's record (running score, statistics), by id: one line per game, each keyed by its own
 * id; typed by the manifests' ids, so a game listed there and missing here fails the typecheck. Apart
 * from the engines' registry: the table page reads these without loading an engine.
 */
export const RECORDS: { readonly [G in GameId]: GameRecord<G, HistoryOf<G>> } = {
  [baloot.game]: baloot,
  [fiftySix.game]: fiftySix,
  [allFours.game]: allFours,
  [twentyEight.game]: twentyEight,
  [twentyNine.game]: twentyNine,
};
