import type { Action } from '../rules/core/game.js';
import type { GameId } from '../rules/manifests.js';
import type { ViewOf } from '../rules/registry.js';
import { GAME_BOTS as allFours } from './all-fours/game.js';
import { GAME_BOTS as baloot } from './baloot/game.js';
import { GAME_BOTS as fiftySix } from './fifty-six/game.js';
import { GAME_BOTS as twentyEight } from './twenty-eight/game.js';
import { GAME_BOTS as twentyNine } from './twenty-nine/game.js';
import { decisionRandom, type Bot, type BotLevel } from './bot.js';
import type { GameBots } from './game-bots.js';

/** The view type each game gives its bots: a bot is handed one seat's view, never the state. */
export type BotViews = { [G in GameId]: ViewOf<G> };

/** A game id that has bots: every game (a game without bots fails the typecheck of BOTS). */
export type BotGame = GameId;

/**
 * Every game's bots (by level, what hints read, the bench's tables), by id: the only file that lists
 * them, one line per game keyed by its own id; typed by the manifests' ids, so a game without bots
 * fails the typecheck.
 */
export const BOTS: { readonly [G in BotGame]: GameBots<G, ViewOf<G>> } = {
  [baloot.game]: baloot,
  [fiftySix.game]: fiftySix,
  [allFours.game]: allFours,
  [twentyEight.game]: twentyEight,
  [twentyNine.game]: twentyNine,
};

/** True if `game` has bots. */
export function hasBots(game: string): game is BotGame {
  return Object.hasOwn(BOTS, game);
}

/**
 * The action a bot of `level` takes from `view` (the view of the seat it plays for), one of
 * `view.legal`. Deterministic: the same seed and view always give the same action, so games between
 * bots replay exactly. Ask a bot on its seat's turn (`view.turn`): seats that may act out of turn
 * (All Fours exposed cards) are never required to. Throws if the seat has nothing to do.
 */
export function chooseAction<G extends BotGame>(game: G, view: ViewOf<G>, level: BotLevel, seed: string): Action {
  if (view.legal.length === 0) throw new Error(`seat ${String(view.viewer)} has no legal action in ${game} now`);
  const bot = BOTS[game].levels[level] as Bot<ViewOf<G>>;
  return bot(view, decisionRandom(seed, view));
}

export { BOT_LEVELS, type BotLevel } from './bot.js';
