import type { SeatTeams } from './core/meta.js';
import { SEAT_TEAMS as allFours } from './games/all-fours/seat-teams.js';
import { SEAT_TEAMS as baloot } from './games/baloot/seat-teams.js';
import { SEAT_TEAMS as fiftySix } from './games/fifty-six/seat-teams.js';
import type { GameId } from './manifests.js';

/**
 * Every game's team of a seat before a game starts, one line per game keyed by its own id; apart from
 * the manifests so the table page has it up front without every game's option specs (a game missing
 * here fails the typecheck).
 */
export const SEAT_TEAMS: { readonly [G in GameId]: SeatTeams<G> } = {
  [baloot.game]: baloot,
  [fiftySix.game]: fiftySix,
  [allFours.game]: allFours,
};
