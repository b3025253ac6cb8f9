import type { Card, Suit } from '../../rules/core/cards.js';
import type { Play } from '../../rules/core/tricks.js';
import { legalIndexes } from '../../rules/games/all-fours/play.js';
import type { AllFoursAction } from '../../rules/games/all-fours/state.js';
import type { AllFoursView } from '../../rules/games/all-fours/view.js';

type PlayAction = Extract<AllFoursAction, { type: 'play' }>;

/**
 * [AF-10.2] The opponents' plays this seat can prove were reneges, from its view alone: the card broke
 * AF-3 against the cards its player is known to have held then (that card and every card the player
 * played later this hand). Knowing fewer cards than were held never makes a lawful play look like a
 * renege, so a proof is never wrong; after the last trick every card is known and every renege proven.
 */
export function provenReneges(view: AllFoursView): Card[] {
  const calls = new Set(view.legal.flatMap((a) => (a.type === 'callRenege' ? [a.card] : [])));
  if (calls.size === 0 || view.trump === null) return [];
  const tricks: readonly Play[][] = [...view.tricks.map((t) => t.plays), view.trick];
  const noUndertrump = view.options.noUndertrump === true;
  const proven: Card[] = [];
  tricks.forEach((plays, t) => {
    plays.forEach(({ seat, card }, i) => {
      if (!calls.has(card) || i === 0) return;
      const later = tricks.slice(t + 1).flatMap((p) => p.filter((play) => play.seat === seat).map((play) => play.card));
      const held = [card, ...later];
      if ((legalIndexes(held, plays.slice(0, i), view.trump as Suit, noUndertrump) & 1) === 0) proven.push(card);
    });
  });
  return proven;
}

/** The seat's play actions that are no renege: a bot never reneges [AF-10.1]. */
export function lawfulPlays(view: AllFoursView): PlayAction[] {
  const reneges = new Set(view.reneges);
  return view.legal.filter((a): a is PlayAction => a.type === 'play' && !reneges.has(a.card));
}

/**
 * A bot's renege calls at its own turn [AF-10.2]: a proven renege is called at once; asked after the
 * last trick, it calls each proven one and then answers no call. Null when there is nothing to say.
 */
export function renegeDecision(view: AllFoursView): AllFoursAction | null {
  if (view.turn !== view.viewer || (view.phase !== 'play' && view.phase !== 'ask')) return null;
  const proven = provenReneges(view);
  if (proven.length > 0) return { type: 'callRenege', card: proven[0] };
  return view.phase === 'ask' ? { type: 'noCall' } : null;
}
