import type { GameId } from '$shared/rules/manifests.js';

/**
 * A game's name and blurb in the current language, and the name its players give a claim of the
 * remaining tricks, if it has one of its own (Baloot's sawa).
 */
export interface GameWords<G extends GameId = GameId> {
  game: G;
  name: () => string;
  blurb: () => string;
  claim: (() => string) | null;
}
