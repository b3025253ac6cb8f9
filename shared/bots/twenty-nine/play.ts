import type { Card, Suit } from '../../rules/core/cards.js';
import type { Action } from '../../rules/core/game.js';
import type { Seat } from '../../rules/core/seats.js';
import { winningPlay } from '../../rules/core/tricks.js';
import type { TwentyNineView } from '../../rules/games/twenty-nine/view.js';
import { beatable, follow, lead, trickPoints } from '../trick-play.js';
import { partners, type HandMemory } from '../card-memory.js';
import { knownTrump, twentyNineMemory } from './memory.js';

// The standard bot's play [TN-4]: the shared leads and follows once trumps rule the tricks; while they
// are hidden, the bidder keeps its trumps out of sight (no trump lead, no trump discard), and a seat that
// cannot follow calls for trumps only when the trick is worth winning from the other team.

/** How many card points a trick must carry (played and to come) before a seat calls for trumps to win it. */
export const CALL_AT = 2;

function cardsOf(view: TwentyNineView): Card[] {
  return view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
}

function playOf(view: TwentyNineView, card: Card): Action {
  return view.legal.find((a) => a.type === 'play' && a.card === card)!;
}

// the bidder's own trumps while they are still hidden: kept back, neither led nor thrown away
function hiddenTrumps(view: TwentyNineView): Suit | null {
  return !view.trump.revealed && view.bidder === view.viewer ? knownTrump(view) : null;
}

function preferOthers(cards: readonly Card[], suit: Suit | null): readonly Card[] {
  if (suit === null) return cards;
  const others = cards.filter((c) => c[1] !== suit);
  return others.length > 0 ? others : cards;
}

/**
 * True if a seat that cannot follow should call for trumps (ask, or reveal as the bidder) [TN-4.3][TN-4.4]:
 * the other team wins the trick so far (or the partner does with a card still beatable) and the trick
 * is worth the call: CALL_AT points in it, counting one more while seats are still to play.
 */
export function shouldCall(view: TwentyNineView, memory: HandMemory): boolean {
  const me = view.viewer as Seat;
  const trick = memory.trick;
  const best = trick[winningPlay(trick, null, memory.strength)];
  if (partners(memory, best.seat, me) && !(trick.length < 3 && beatable(memory, best.card))) return false;
  // the bidder who revealed must trump: it needs a trump to win with (its face-down card is one)
  if (me === view.bidder && knownTrump(view) !== null) {
    const trump = knownTrump(view)!;
    const has = (view.myHand ?? []).some((c) => c[1] === trump) || view.trump.card !== null;
    if (!has) return false;
  }
  const worth = trickPoints(memory) + (trick.length < 3 ? 1 : 0);
  return worth >= CALL_AT;
}

/** The standard bot's action at its turn in the play [TN-4] (the engine declares a Pair [TN-5.1b]). */
export function playAction(view: TwentyNineView): Action {
  if (view.legal.length === 1) return view.legal[0];
  const memory = twentyNineMemory(view);
  const call = view.legal.find((a) => a.type === 'ask' || a.type === 'reveal');
  if (call && shouldCall(view, memory)) return call;
  const cards = cardsOf(view);
  if (cards.length === 0) return view.legal[0];
  const kept = preferOthers(cards, hiddenTrumps(view));
  if (memory.trick.length === 0) return playOf(view, lead(memory, kept));
  // a discard while trumps are hidden: the bidder throws a plain card (following suit, every card is of one suit)
  return playOf(view, follow(memory, kept));
}
