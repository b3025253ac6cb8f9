import { GAME_IDS, MANIFESTS, type GameId } from '$shared/rules/manifests.js';

/**
 * The games in the order the home page offers them in `locale`: first the games whose players speak it
 * (a manifest's `firstFor`: Malayalam speakers find Twenty-Eight first, Bengali speakers Twenty-Nine),
 * then the others in the manifests' order. The first is the game chosen until one is tapped.
 */
export function gamesFor(locale: string): GameId[] {
  const first = GAME_IDS.filter((id) => (MANIFESTS[id].firstFor as readonly string[]).includes(locale));
  return [...first, ...GAME_IDS.filter((id) => !first.includes(id))];
}
