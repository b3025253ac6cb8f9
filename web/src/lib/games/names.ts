import type { GameId } from '../../../../shared/rules/manifests.js';
import { m } from '../paraglide/messages.js';

// every game's name and blurb, in the current language (a game missing here fails the typecheck)
const WORDS: Record<GameId, { name: () => string; blurb: () => string }> = {
  baloot: { name: m.game_baloot, blurb: m.blurb_baloot },
  'fifty-six': { name: m.game_fifty_six, blurb: m.blurb_fifty_six },
  'all-fours': { name: m.game_all_fours, blurb: m.blurb_all_fours },
};

/** A game's name in the current language (an unknown id as it is). */
export function gameName(game: string): string {
  return Object.hasOwn(WORDS, game) ? WORDS[game as GameId].name() : game;
}

/** A game's one-line description in the current language. */
export function gameBlurb(game: GameId): string {
  return WORDS[game].blurb();
}
