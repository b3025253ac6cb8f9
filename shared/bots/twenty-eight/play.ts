import type { Card, Suit } from '../../rules/core/cards.js';
import type { Action } from '../../rules/core/game.js';
import { winningPlay } from '../../rules/core/tricks.js';
import { strengthOf } from '../../rules/games/twenty-eight/cards.js';
import type { TwentyEightView } from '../../rules/games/twenty-eight/view.js';
import { partners, type HandMemory } from '../card-memory.js';
import { cheapest, follow, lead, trickPoints } from '../trick-play.js';
import { twentyEightMemory } from './memory.js';

/** Card points a trick must carry before a seat unable to follow has the trump exposed to take it [TE-5.3][TE-5.4]. */
export const EXPOSE_POINTS = 2;

/** True if an opponent of the viewer wins the trick as it stands (judged without trumps: they are hidden). */
export function opponentWinning(memory: HandMemory): boolean {
  const trick = memory.trick;
  if (trick.length === 0) return false;
  const best = trick[winningPlay(trick, memory.trump, memory.strength)];
  return !partners(memory, best.seat, memory.me);
}

/** The strength of the highest card of `suit` in the trick (0: none): trumps played before an exposure count [TE-5.6]. */
function topIn(memory: HandMemory, suit: Suit): number {
  let top = 0;
  for (const play of memory.trick) if (play.card[1] === suit) top = Math.max(top, strengthOf(play.card));
  return top;
}

/**
 * [TE-5.4] The bidder unable to follow while its trump is hidden: expose when an opponent takes a
 * trick worth it and one of the bidder's trumps (the face-down card counts) would win it.
 */
function shouldExpose(view: TwentyEightView, memory: HandMemory): boolean {
  const hidden = view.myTrump;
  if (!hidden || !opponentWinning(memory) || trickPoints(memory) < EXPOSE_POINTS) return false;
  const trump = hidden[1] as Suit;
  const top = topIn(memory, trump);
  return [...memory.hand, hidden].some((c) => c[1] === trump && strengthOf(c) > top);
}

/**
 * [TE-5.3] A seat other than the bidder, unable to follow while the trump is hidden: ask when an
 * opponent takes a trick worth it (the asker then trumps if it can).
 */
function shouldAsk(memory: HandMemory): boolean {
  return opponentWinning(memory) && trickPoints(memory) >= EXPOSE_POINTS;
}

/** The card or action of the play phase [TE-5]: asking and exposing, then card play with memory (the engine declares the Pair [TE-6.1b]). */
export function playTurn(view: TwentyEightView): Action {
  const plays = view.legal.filter((a) => a.type === 'play');
  if (plays.length === 0) return view.legal[0];
  const cards = plays.map((a) => a.card);
  const memory = twentyEightMemory(view);
  let card: Card;
  if (memory.trick.length === 0) card = lead(memory, cards);
  else {
    const expose = view.legal.find((a) => a.type === 'expose');
    const ask = view.legal.find((a) => a.type === 'ask');
    if (expose && shouldExpose(view, memory)) return expose;
    if (ask && shouldAsk(memory)) return ask;
    if (expose || ask) {
      // unable to follow, trump hidden: a discard, keeping the bidder's own trumps for later
      const own = view.myTrump ? twentyEightMemory(view, view.myTrump[1] as Suit) : memory;
      card = cheapest(own, cards);
    } else card = follow(memory, cards);
  }
  return plays.find((a) => a.card === card)!;
}

