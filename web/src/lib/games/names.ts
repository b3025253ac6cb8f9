import type { GameId } from '../../../../shared/rules/manifests.js';
import { m } from '../paraglide/messages.js';

// every game's name and blurb, in the current language (a game missing here fails the typecheck), and
// the name its players give a claim of the remaining tricks, if it has one of its own (Baloot's sawa)
const WORDS: Record<GameId, { name: () => string; blurb: () => string; claim: (() => string) | null }> = {
  baloot: { name: m.game_baloot, blurb: m.blurb_baloot, claim: m.claim_term_baloot },
  'fifty-six': { name: m.game_fifty_six, blurb: m.blurb_fifty_six, claim: null },
  'all-fours': { name: m.game_all_fours, blurb: m.blurb_all_fours, claim: null },
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
