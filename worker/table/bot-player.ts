import type { Action, BaseState, GameRules } from '../../shared/rules/core/game.js';
import type { Seat } from '../../shared/rules/core/seats.js';
import { decisionRandom, type BotView } from '../../shared/bots/bot.js';
import { chooseAction, hasBots } from '../../shared/bots/index.js';
import { randomBot } from '../../shared/bots/random.js';
import type { BotLevel } from '../../shared/protocol/table-config.js';

/**
 * The action a bot of `level` takes for `seat`, chosen from that seat's view only (never the state).
 * Games without bots of their own yet get the random level. Decisions are seeded from the game's
 * seed, so a bot game replays exactly. A bot that fails or answers something illegal is replaced by
 * the random level for that move.
 */
export function botAction(rules: GameRules<BaseState>, state: BaseState, seat: Seat, level: BotLevel): Action {
  const view = rules.view(state, seat) as BotView;
  const seed = `${state.seed}/bot`;
  if (view.legal.length === 0) throw new Error(`${rules.id}: seat ${seat} is to act but has no legal action`);
  if (hasBots(rules.id) && level !== 'random') {
    try {
      const action = chooseAction(rules.id, view as never, level, seed);
      if (view.legal.some((legal) => sameAction(legal, action))) return action;
    } catch {
      // a failing bot must not stall the table: the random level plays this move instead
    }
  }
  return randomBot(view, decisionRandom(seed, view));
}

function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
