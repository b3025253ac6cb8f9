import type { GameId } from '../../../../shared/rules/manifests.js';
import { WORDS as allFours } from './all-fours/words.js';
import { WORDS as baloot } from './baloot/words.js';
import { WORDS as fiftySix } from './fifty-six/words.js';
import type { GameWords } from './game-words.js';

// every game's words, one line per game keyed by its own id (a game missing here fails the typecheck)
const WORDS: { readonly [G in GameId]: GameWords<G> } = {
  [baloot.game]: baloot,
  [fiftySix.game]: fiftySix,
  [allFours.game]: allFours,
};

/** A game's name in the current language (an unknown id as it is). */
export function gameName(game: string): string {
  return Object.hasOwn(WORDS, game) ? WORDS[game as GameId].name() : game;
}

/** A game's one-line description in the current language. */
export function gameBlurb(game: GameId): string {
  return WORDS[game].blurb();
}

/** The words of the claims setting, with the game's own name for a claim after them ("… (sawa)" in Baloot only). */
export function claimsWords(game: string, words: string): string {
  const term = Object.hasOwn(WORDS, game) ? WORDS[game as GameId].claim : null;
  return term ? `${words} (${term()})` : words;
}
