import type { TwentyNineView } from '../../rules/games/twenty-nine/view.js';
import type { Bot } from '../bot.js';
import { answer, auctionCall, trumpChoice } from './auction.js';
import { playAction } from './play.js';

/**
 * The `standard` Twenty-Nine bot: bids from a reading of its first 4 cards, names its best suit,
 * annuls pointless hands, doubles what its cards should defeat, calls for trumps when a trick is worth
 * it, and plays with card tracking; from its seat's view only.
 */
export const twentyNineBot: Bot<TwentyNineView> = (view) => {
  if (view.legal.length === 1) return view.legal[0];
  if (view.phase === 'auction') return auctionCall(view);
  if (view.phase === 'trump') return trumpChoice(view);
  if (view.phase === 'playing') return playAction(view);
  return answer(view);
};
