import type { BalootView } from '../../rules/games/baloot/view.js';
import type { Bot } from '../bot.js';
import { auctionCall } from './auction.js';
import { expertCard } from './expert-play.js';
import { bestDeclaration, ruleOfThumb } from './index.js';
import { raiseCall } from './raising.js';

/** The `expert` Baloot bot: determinised search over deals consistent with its view. */
export const balootExpert: Bot<BalootView> = (view, random) => {
  if (view.legal.length === 1) return view.legal[0];
  switch (view.phase) {
    case 'auction':
      return auctionCall(view);
    case 'raising':
      return raiseCall(view);
    default: {
      const declares = view.legal.filter((a) => a.type === 'declare');
      if (declares.length > 0) return bestDeclaration(view, declares);
      const plays = view.legal.flatMap((a) => (a.type === 'play' ? [a] : []));
      if (plays.length === 1) return plays[0];
      const card = expertCard(view, plays.map((a) => a.card), ruleOfThumb(view, plays.map((a) => a.card)), random);
      return plays.find((a) => a.card === card)!;
    }
  }
};
