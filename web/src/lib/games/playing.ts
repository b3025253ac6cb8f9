import { isGame } from '$shared/rules/is-game.js';
import type { GameId } from '$shared/rules/manifests.js';
import type { AnyGameShown } from '../net/snapshot.js';
import type { AnyGameUi, GameUis, Playing } from './types.js';

/**
 * The game in progress that `shown` (a snapshot) holds, with `ui` to draw it, or null before the
 * first game or if `ui` is another game's. The one place where a view meets its UI: checking the
 * game here is what lets the table hand the view to the game's components without a cast.
 */
export function playingOf<G extends GameId>(shown: AnyGameShown<G>, ui: AnyGameUi): Playing<G> | null {
  const { game, view, history } = shown;
  if (view === null || !isGame<GameUis, G>(ui, game)) return null;
  return { ui, view, history, model: ui.model(view) };
}
