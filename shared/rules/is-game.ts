import type { GameId } from './manifests.js';

// apart from manifests.ts, whose import would bring every game's manifest and options to the table
// page, which needs only this

/**
 * True if `part`, one member of a union keyed by game id, is game `game`'s member `M[G]` (`M` maps
 * each id to its member: `isGame<GameUis, G>(ui, game)`). Unlike `part.game === game`, it narrows
 * also where the id's type `G` is generic, so a view can be handed to its own game's code uncast.
 */
export function isGame<M extends { [G in GameId]: { game: G } }, G extends GameId>(part: { game: GameId }, game: G): part is M[G] {
  return part.game === game;
}
