import type { BalootView } from '../../rules/games/baloot/view.js';
import type { Bot } from '../bot.js';
import type { SearchBudget } from '../expert/budget.js';
import { searchedCall } from './bid-search.js';
import { BALOOT_BUDGET, expertCard } from './expert-play.js';
import { balootPlayer, ruleOfThumb } from './index.js';

/** The expert's settings: the card search's budget and the bid search (`bidDeals` deals per call, 0: off; a call must beat the standard one by `bidMargin` hand points). */
export interface BalootSearch extends SearchBudget {
  bidDeals: number;
  bidMargin: number;
}

/** The shipped settings. */
export const BALOOT_SEARCH: BalootSearch = { ...BALOOT_BUDGET, bidDeals: 96, bidMargin: 2 };

/**
 * An expert Baloot bot with `settings`: the bid search in the auction (the standard calls when
 * `bidDeals` is 0), the standard raising and declarations; cards chosen by determinised search over
 * deals consistent with its view, the rules of thumb's card unless another is clearly better.
 */
export function balootExpertWith(settings: BalootSearch): Bot<BalootView> {
  const player = balootPlayer((view, cards, random) => expertCard(view, cards, ruleOfThumb(view, cards), random, settings));
  return (view, random) => {
    if (view.phase === 'auction' && view.legal.length > 1 && settings.bidDeals > 0) {
      return searchedCall(view, { deals: settings.bidDeals, margin: settings.bidMargin }, random);
    }
    return player(view, random);
  };
}

/** The `expert` Baloot bot at the shipped settings. */
export const balootExpert = balootExpertWith(BALOOT_SEARCH);
