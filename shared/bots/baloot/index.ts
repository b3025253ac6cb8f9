import type { Card } from '../../rules/core/cards.js';
import type { BalootAction, Project } from '../../rules/games/baloot/state.js';
import { projectValue } from '../../rules/games/baloot/projects.js';
import type { BalootView } from '../../rules/games/baloot/view.js';
import type { Random } from '../../rules/core/shuffle.js';
import type { Bot } from '../bot.js';
import { auctionCall } from './auction.js';
import { follow, lead } from '../trick-play.js';
import { balootMemory } from './memory.js';
import { isAkkaNow, lawfulPlays, qaydDecision } from './qayd.js';
import { raiseCall } from './raising.js';

// [BAL-6.3] the declaration worth most: every project scores if the team holds the best one
export function bestDeclaration(view: BalootView, declares: BalootAction[]): BalootAction {
  const candidates: Project[] = view.projects?.mine?.candidates ?? [];
  const kind = view.contract!.kind;
  const valueOf = (cards: Card[]): number => {
    const project = candidates.find((p) => p.cards.length === cards.length && p.cards.every((c) => cards.includes(c)));
    return project ? projectValue(project, kind) : 0;
  };
  let best = declares[0];
  let bestValue = -1;
  for (const action of declares) {
    const value = action.type === 'declare' ? action.projects.reduce((sum, cards) => sum + valueOf(cards), 0) : 0;
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}

/** How a Baloot bot picks a card among two or more. */
export type CardChooser = (view: BalootView, cards: readonly Card[], random: Random) => Card;

function playCard(view: BalootView, choose: CardChooser, random: Random): BalootAction {
  const declares = view.legal.filter((a) => a.type === 'declare');
  if (declares.length > 0) return bestDeclaration(view, declares);
  const plays = lawfulPlays(view);
  const card = plays.length === 1 ? plays[0].card : choose(view, plays.map((a) => a.card), random);
  // [BAL-12] a true Akka is announced: it tells the partner the card wins unless trumped
  const akka = view.legal.find((a) => a.type === 'akka' && a.card === card);
  if (akka && isAkkaNow(view, card)) return akka;
  return plays.find((a) => a.card === card)!;
}

/** The standard bot's card among `cards` (two or more): card-tracking rules of thumb. */
export function ruleOfThumb(view: BalootView, cards: readonly Card[]): Card {
  const memory = balootMemory(view);
  return memory.trick.length === 0 ? lead(memory, cards) : follow(memory, cards);
}

/** A Baloot bot: hand-strength bidding and raising, best projects, and cards chosen by `choose`. */
export function balootPlayer(choose: CardChooser): Bot<BalootView> {
  return (view, random) => {
    if (view.legal.length === 1) return view.legal[0];
    const call = qaydDecision(view);
    if (call) return call;
    // [BAL-11] a hand of 7s, 8s and 9s is worth nothing to either side: thrown in whenever offered
    const kawesh = view.legal.find((a) => a.type === 'kawesh');
    if (kawesh) return kawesh;
    switch (view.phase) {
      case 'auction':
        return auctionCall(view);
      case 'raising':
        return raiseCall(view);
      default:
        return playCard(view, choose, random);
    }
  };
}

/** The `standard` Baloot bot: hand-strength bidding and raising, best projects, card-tracking play. */
export const balootBot: Bot<BalootView> = balootPlayer((view, cards) => ruleOfThumb(view, cards));
