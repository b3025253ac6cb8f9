import type { Action, BaseState, GameRules } from '../../shared/rules/core/game.js';
import type { Seat } from '../../shared/rules/core/seats.js';
import { decisionRandom, type BotView } from '../../shared/bots/bot.js';
import { chooseAction, hasBots } from '../../shared/bots/index.js';
import { randomBot } from '../../shared/bots/random.js';
import type { BotLevel } from '../../shared/protocol/table-config.js';

/**
 * The action a bot of `level` takes for `seat`, chosen from that seat's view only (never the state).
 * Games without bots of their own yet get the random level. Decisions are seeded from the game's
 * seed, so a bot game replays exactly.
 */
export function botAction(rules: GameRules<BaseState>, state: BaseState, seat: Seat, level: BotLevel): Action {
  const view = rules.view(state, seat) as BotView;
  const seed = `${state.seed}/bot`;
  if (hasBots(rules.id)) return chooseAction(rules.id, view as never, level, seed);
  if (view.legal.length === 0) throw new Error(`${rules.id}: seat ${seat} is to act but has no legal action`);
  return randomBot(view, decisionRandom(seed, view));
}
