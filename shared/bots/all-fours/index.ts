import type { Card } from '../../rules/core/cards.js';
import type { Seat } from '../../rules/core/seats.js';
import type { AllFoursAction } from '../../rules/games/all-fours/state.js';
import type { AllFoursView } from '../../rules/games/all-fours/view.js';
import type { Random } from '../../rules/core/shuffle.js';
import type { Bot } from '../bot.js';
import { cheapest, follow } from '../trick-play.js';
import { allFoursLead, allFoursMemory } from './play.js';
import { searchCard } from './search.js';
import { lawfulPlays, provenReneges, renegeDecision } from './reneges.js';
import { answerBeg, standOrBeg } from './trumps.js';

// [AF-6.1] Out of turn only calls make sense; exposing an own card never helps. A caller asks a bot
// on its own turn; if asked otherwise it calls an opponent's exposed card or, at worst, exposes its
// cheapest card.
function outOfTurn(view: AllFoursView): AllFoursAction {
  const calls = view.legal.filter((a) => a.type === 'call');
  if (calls.length > 0) return calls[0];
  // a renege is called only when proven [AF-10.2], never as a guess
  const proven = provenReneges(view);
  if (proven.length > 0) return { type: 'callRenege', card: proven[0] };
  if (view.phase !== 'play' || view.trump === null) return view.legal.find((a) => a.type !== 'callRenege') ?? view.legal[0];
  const memory = allFoursMemory(view);
  const cards = view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const card = cheapest(memory, cards);
  return view.legal.find((a) => a.type === 'play' && a.card === card)!;
}

function playCard(view: AllFoursView, random: Random): AllFoursAction {
  const plays = lawfulPlays(view);
  if (plays.length === 1) return plays[0];
  const memory = allFoursMemory(view);
  const cards: Card[] = plays.map((a) => a.card);
  const heuristic = memory.trick.length === 0 ? allFoursLead(memory, cards) : follow(memory, cards);
  const card = searchCard(view, cards, heuristic, random);
  return plays.find((a) => a.card === card)!;
}

/** The `standard` All Fours bot: stands or begs and gives one or runs by trump strength, plays for Jack and Game. */
export const allFoursBot: Bot<AllFoursView> = (view, random) => {
  if (view.legal.length === 1) return view.legal[0];
  if (view.turn !== (view.viewer as Seat)) return outOfTurn(view);
  const call = renegeDecision(view);
  if (call) return call;
  switch (view.phase) {
    case 'stand':
      return standOrBeg(view, random);
    case 'beg':
      return answerBeg(view, random);
    case 'play':
      return playCard(view, random);
    default:
      return view.legal.find((a) => a.type === 'deal') ?? view.legal[0];
  }
};
