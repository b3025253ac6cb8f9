import type { Card } from '../../rules/core/cards.js';
import { beatersOf, cardNumber, suitNumber } from '../../rules/games/baloot/cards.js';
import { isAkkaLead } from '../../rules/games/baloot/akka.js';
import { lawfulOf } from '../../rules/games/baloot/play.js';
import type { BalootAction } from '../../rules/games/baloot/state.js';
import type { BalootView } from '../../rules/games/baloot/view.js';

/**
 * [BAL-10.2] The opponents' cards this seat can prove were fouls, from its view alone: the card broke the
 * rules of play against the cards its player is known to have held then (that card and every card the
 * player played later this hand). Knowing fewer cards than were held never makes a lawful card look
 * unlawful (`lawfulOf`), so a proof is never wrong; after the last trick every card is known.
 */
export function provenFouls(view: BalootView): Card[] {
  const callable = new Set(view.legal.flatMap((a) => (a.type === 'qayd' ? [a.card] : [])));
  const contract = view.contract;
  if (callable.size === 0 || contract === null) return [];
  const trump = suitNumber(contract.trump);
  const saudi = view.options.trumpObligation === 'saudi';
  const tricks = [...view.tricks.map((t) => t.plays), view.trick];
  const proven: Card[] = [];
  let played = 0;
  tricks.forEach((plays, t) => {
    // [BAL-12.3] an Akka announced on a card with a higher one of its suit still out was false
    const lead = plays[0];
    if (lead && callable.has(lead.card) && view.akkas.includes(lead.card) && (beatersOf(cardNumber(lead.card), -1) & ~played) !== 0) proven.push(lead.card);
    for (const play of plays) played |= 1 << cardNumber(play.card);
    plays.forEach(({ seat, card }, i) => {
      if (!callable.has(card) || proven.includes(card)) return;
      let held = 1 << cardNumber(card);
      for (const later of tricks.slice(t + 1)) for (const play of later) if (play.seat === seat) held |= 1 << cardNumber(play.card);
      const before = plays.slice(0, i).map((p) => cardNumber(p.card));
      if ((lawfulOf(held, before, trump, contract.locked, saudi) & (1 << cardNumber(card))) === 0) proven.push(card);
    });
  });
  return proven;
}

/** [BAL-12.1] True if leading `card` now is an Akka, from the view. */
export function isAkkaNow(view: BalootView, card: Card): boolean {
  return view.trick.length === 0 && isAkkaLead(view.contract, view.tricks, card);
}

/** The seat's play actions that are no foul: a bot never fouls [BAL-10.1]. */
export function lawfulPlays(view: BalootView): Extract<BalootAction, { type: 'play' }>[] {
  const fouls = new Set(view.fouls);
  return view.legal.flatMap((a) => (a.type === 'play' && !fouls.has(a.card) ? [a] : []));
}

/**
 * A bot's Qayd at its own turn [BAL-10.2]: a proven foul is called at once; asked after the last trick,
 * with none proven, it calls nothing. Null when there is nothing to say.
 */
export function qaydDecision(view: BalootView): BalootAction | null {
  if (view.turn !== view.viewer || (view.phase !== 'playing' && view.phase !== 'asking')) return null;
  const proven = provenFouls(view);
  if (proven.length > 0) return { type: 'qayd', card: proven[0] };
  return view.phase === 'asking' ? { type: 'noCall' } : null;
}
