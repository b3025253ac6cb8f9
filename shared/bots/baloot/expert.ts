import { expertCard } from './expert-play.js';
import { balootPlayer, ruleOfThumb } from './index.js';

/**
 * The `expert` Baloot bot: the standard bidding, raising and declarations; cards chosen by determinised
 * search over deals consistent with its view, the rules of thumb's card unless another is clearly better.
 */
export const balootExpert = balootPlayer((view, cards, random) => expertCard(view, cards, ruleOfThumb(view, cards), random));
