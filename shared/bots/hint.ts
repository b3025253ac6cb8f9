import type { Card } from '../rules/core/cards.js';
import type { Action } from '../rules/core/game.js';
import { beats, winningPlay } from '../rules/core/tricks.js';
import type { ViewOf } from '../rules/registry.js';
import { isMaster, mayHold, opponents, opponentsAfterMe, partners, unseenIn, type HandMemory } from './card-memory.js';
import { callReason } from './game-bots.js';
import { BOTS, chooseAction, type BotGame } from './index.js';
import { holdChance, keepValue } from './trick-play.js';

/**
 * Why the expert plays what it plays, where one short line says it (the web words each code):
 * - `drawsLastTrump`: leads a trump that draws the last trump the opponents may hold;
 * - `drawsTrumps`: leads a trump while the opponents may still hold trumps;
 * - `leadsMaster`: leads the highest card left in its suit;
 * - `ruffs`: trumps a trick of another suit to win it;
 * - `winsTrick`: a card that surely wins the trick (no one after can beat it);
 * - `cheapestWinner`: the lowest of several cards that surely win the trick;
 * - `feedsPartner`: gives points to a trick the partner surely wins;
 * - `partnerWinning`: the partner is winning the trick: no need to beat it;
 * - `discardsLowest`: cannot win the trick: lets go of the card worth least;
 * - `declaresProject`: declares its projects (Baloot);
 * - `strongHand` / `weakHand`: a bid, raise, double or stand from a strong hand; a pass from a weak one.
 */
export const HINT_REASONS = [
  'drawsLastTrump',
  'drawsTrumps',
  'leadsMaster',
  'ruffs',
  'winsTrick',
  'cheapestWinner',
  'feedsPartner',
  'partnerWinning',
  'discardsLowest',
  'declaresProject',
  'strongHand',
  'weakHand',
] as const;

/** A hint's reason code (see HINT_REASONS). */
export type HintReason = (typeof HINT_REASONS)[number];

/** What the expert would do from a seat's view, and why when that is easy to say. */
export interface Hint {
  action: Action;
  reason: HintReason | null;
}

// a card that wins the trick whatever the seats after it hold
function surelyWins(memory: HandMemory, card: Card): boolean {
  return opponentsAfterMe(memory).length === 0 || holdChance(memory, card) >= 1;
}

/** Why `card` is played from `cards` (the legal cards), when a rule of thumb says it. */
export function playReason(memory: HandMemory, card: Card, cards: readonly Card[]): HintReason | null {
  const { trump, trick } = memory;
  const strength = memory.strength;
  if (trick.length === 0) {
    if (trump !== null && card[1] === trump && opponents(memory).some((seat) => mayHold(memory, seat, trump))) {
      return unseenIn(memory, trump) === 1 && isMaster(memory, card) ? 'drawsLastTrump' : 'drawsTrumps';
    }
    return isMaster(memory, card) ? 'leadsMaster' : null;
  }
  const winning = trick[winningPlay(trick, trump, strength)];
  if (!beats(card, winning.card, trump, strength)) {
    if (partners(memory, winning.seat, memory.me)) {
      const sure = opponentsAfterMe(memory).length === 0 || holdChance(memory, winning.card) >= 1;
      return sure && memory.points(card) > 0 ? 'feedsPartner' : 'partnerWinning';
    }
    const winners = cards.filter((c) => beats(c, winning.card, trump, strength));
    const cheapest = cards.every((c) => keepValue(memory, c) >= keepValue(memory, card));
    return winners.length === 0 && cheapest ? 'discardsLowest' : null;
  }
  if (!surelyWins(memory, card)) return null;
  if (trump !== null && card[1] === trump && trick[0].card[1] !== trump && !partners(memory, winning.seat, memory.me)) return 'ruffs';
  const sure = cards.filter((c) => beats(c, winning.card, trump, strength) && surelyWins(memory, c));
  const weakest = sure.every((c) => c[1] !== card[1] || strength(c) >= strength(card));
  return sure.length > 1 && weakest ? 'cheapestWinner' : 'winsTrick';
}

/**
 * A hint for the seat of `view`: the expert's action (deterministic for a seed and view, as every bot
 * decision is) and a reason code when one is easy to state.
 */
export function hint<G extends BotGame>(game: G, view: ViewOf<G>, seed: string): Hint {
  const action = chooseAction(game, view, 'expert', seed);
  const bots = BOTS[game];
  // bids, raises, doubles and standing say the hand is strong; a pass that it is not
  if (action.type !== 'play') return { action, reason: callReason(action, bots.strongCalls) };
  const memory = bots.memory(view);
  if (!memory) return { action, reason: null };
  const cards = view.legal.flatMap((a) => (a.type === 'play' ? [a.card as Card] : []));
  return { action, reason: playReason(memory, action.card as Card, cards) };
}
