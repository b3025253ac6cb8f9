import type { FiftySixView } from '../../rules/games/fifty-six/view.js';
import type { Bot } from '../bot.js';
import { follow, lead } from '../trick-play.js';
import { auctionCall } from './auction.js';
import { fiftySixMemory } from './memory.js';

/** The `standard` Fifty-Six bot: bids and doubles from a fitted hand reading, card-tracking play for jacks and nines. */
export const fiftySixBot: Bot<FiftySixView> = (view) => {
  if (view.legal.length === 1) return view.legal[0];
  if (view.phase === 'auction') return auctionCall(view);
  const plays = view.legal.filter((a) => a.type === 'play');
  if (plays.length === 0) return view.legal[0];
  const memory = fiftySixMemory(view);
  const cards = plays.map((a) => a.card);
  const card = memory.trick.length === 0 ? lead(memory, cards) : follow(memory, cards);
  return plays.find((a) => a.card === card)!;
};
