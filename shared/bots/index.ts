import type { Action } from '../rules/core/game.js';
import type { GameId } from '../rules/manifests.js';
import type { ViewOf } from '../rules/registry.js';
import { allFoursBot } from './all-fours/index.js';
import { allFoursExpert } from './all-fours/expert.js';
import { fiftySixBot } from './fifty-six/index.js';
import { fiftySixExpert } from './fifty-six/expert.js';
import { balootBot } from './baloot/index.js';
import { balootExpert } from './baloot/expert.js';
import { decisionRandom, type Bot, type BotLevel } from './bot.js';
import { randomBot } from './random.js';

/** The view type each game gives its bots: a bot is handed one seat's view, never the state. */
export type BotViews = { [G in GameId]: ViewOf<G> };

/** A game id that has bots: every game (a game without bots fails the typecheck of BOTS). */
export type BotGame = GameId;

/** Every game's bots, by level: the only file that lists them. */
export const BOTS: { [G in BotGame]: Record<BotLevel, Bot<BotViews[G]>> } = {
  baloot: { random: randomBot, standard: balootBot, expert: balootExpert },
  'fifty-six': { random: randomBot, standard: fiftySixBot, expert: fiftySixExpert },
  'all-fours': { random: randomBot, standard: allFoursBot, expert: allFoursExpert },
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
  const bot = BOTS[game][level] as Bot<ViewOf<G>>;
  return bot(view, decisionRandom(seed, view));
}

export { BOT_LEVELS, type BotLevel } from './bot.js';
