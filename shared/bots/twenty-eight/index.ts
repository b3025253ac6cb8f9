import type { Action } from '../../rules/core/game.js';
import type { TwentyEightView } from '../../rules/games/twenty-eight/view.js';
import type { Bot } from '../bot.js';
import { auctionCall, doubleAnswer, keepOrRetake, thaniAnswer, trumpCard } from './auction.js';
import { playTurn } from './play.js';

/** [TE-1.4] A pointless first batch is always thrown in: it can only weaken the opener's forced bid. */
function redealAnswer(view: TwentyEightView): Action {
  return view.legal.find((a) => a.type === 'redeal') ?? view.legal[0];
}

/**
 * The `standard` Twenty-Eight bot, from its seat's view only: bids from a reading of the hand, lays
 * its weakest card of the best suit, calls Thani only when sure, doubles on a strong defence, asks or
 * exposes to take a rich trick, and plays with card memory (the engine declares every Pair [TE-6.1b]).
 */
export const twentyEightBot: Bot<TwentyEightView> = (view) => {
  if (view.legal.length === 1) return view.legal[0];
  switch (view.phase) {
    case 'redeal':
      return redealAnswer(view);
    case 'bid1':
    case 'bid2':
      return auctionCall(view);
    case 'trump':
      return trumpCard(view);
    case 'retake':
      return keepOrRetake(view);
    case 'thani':
      return thaniAnswer(view);
    case 'double':
    case 'redouble':
      return doubleAnswer(view);
    default:
      return playTurn(view);
  }
};
