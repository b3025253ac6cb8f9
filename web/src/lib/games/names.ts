import { m } from '../paraglide/messages.js';

/** A game's name in the current language. */
export function gameName(game: string): string {
  if (game === 'baloot') return m.game_baloot();
  if (game === 'fifty-six') return m.game_fifty_six();
  if (game === 'all-fours') return m.game_all_fours();
  return game;
}

/** A game's one-line description in the current language. */
export function gameBlurb(game: string): string {
  if (game === 'baloot') return m.blurb_baloot();
  if (game === 'fifty-six') return m.blurb_fifty_six();
  return m.blurb_all_fours();
}
