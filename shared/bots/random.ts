import { randomBelow } from '../rules/core/shuffle.js';
import type { Bot, BotView } from './bot.js';

/** The `random` level of every game: a uniformly chosen legal action. */
export const randomBot: Bot<BotView> = (view, random) => {
  return view.legal[randomBelow(random, view.legal.length)];
};
