import type { GameId } from '$shared/rules/manifests.js';
import type { GameWords } from './game-words.js';
import { byGameFolder } from './plug-ins.js';

// every game's words (its folder's words.ts), loaded with every page
const WORDS = byGameFolder<{ readonly [G in GameId]: GameWords<G> }>(import.meta.glob('./*/words.ts', { eager: true, import: 'WORDS' }));

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
