import { SUITS, type Suit } from '../../core/cards.js';
import { refuse, type Action, type Applied, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { isCard } from './cards.js';
import { dealSecond } from './deal.js';
import { enter } from './flow.js';
import { copyState, type TwentyNineState, type TwentyNineAction } from './state.js';

const SUIT_CHOICES: readonly TwentyNineAction[] = SUITS.map((suit) => Object.freeze({ type: 'trump', suit }));
const NO_TRUMP: TwentyNineAction = Object.freeze({ type: 'noTrump' });
const SEVENTH: TwentyNineAction = Object.freeze({ type: 'seventhCard' });
const CARD_CHOICES = new Map<string, TwentyNineAction>();

function cardChoice(card: string): TwentyNineAction {
  let action = CARD_CHOICES.get(card);
  if (!action) CARD_CHOICES.set(card, (action = Object.freeze({ type: 'trump', card })));
  return action;
}

/** Every choice the bidder may make [TN-3]: a suit (a marker, or a card laid from its hand), no trumps, the seventh card. */
export function trumpActions(state: TwentyNineState): TwentyNineAction[] {
  const actions: TwentyNineAction[] =
    state.options.indicator === 'handCard' ? state.hands[state.bidder].map(cardChoice) : SUIT_CHOICES.slice();
  if (state.options.noTrump === true) actions.push(NO_TRUMP);
  if (state.options.seventhCard === true) actions.push(SEVENTH);
  return actions;
}

/** Applies the bidder's choice [TN-3], deals the second batch [TN-1.3] and opens the second annulment question. */
export function applyChoice(state: TwentyNineState, seat: Seat, action: Action): Applied<TwentyNineState> {
  const options = state.options;
  const next = copyState(state);
  next.version = state.version + 1;
  const events: GameEvent[] = [];
  if (action.type === 'trump') {
    if (options.indicator === 'handCard') {
      // [TN-3.1] indicator handCard: a card of the suit laid face down from the 4-card hand
      if (action.suit !== undefined) return refuse('illegal', 'lay a card of your hand face down ("card"), not a suit');
      if (!isCard(action.card)) return refuse('badAction', 'a trump choice needs a "card" id such as "JS"');
      const at = state.hands[seat].indexOf(action.card);
      if (at < 0) return refuse('illegal', `${action.card} is not in your hand`);
      next.hands = state.hands.slice();
      next.hands[seat] = state.hands[seat].filter((card) => card !== action.card);
      next.hidden = action.card;
      next.trump = action.card[1] as Suit;
      next.form = 'card';
    } else {
      // [TN-3.1] indicator spare: a marker outside the pack records the suit
      if (action.card !== undefined) return refuse('illegal', 'name a suit ("suit"): the indicator is a spare marker');
      if (!(SUITS as readonly unknown[]).includes(action.suit)) return refuse('badAction', 'a trump choice needs a "suit": S, H, D or C');
      next.trump = action.suit as Suit;
      next.form = 'marker';
    }
  } else if (action.type === 'noTrump') {
    if (options.noTrump !== true) return refuse('illegal', 'no trumps is not played at this table');
    // [TN-3.3a] no trumps lays no card: a spare marker records it
    next.noTrump = true;
    next.form = 'marker';
  } else if (action.type === 'seventhCard') {
    if (options.seventhCard !== true) return refuse('illegal', 'the seventh card is not played at this table');
    next.form = 'seventh'; // [TN-3.2] the suit is known once the second batch is dealt, to nobody
  } else {
    return refuse('illegal', 'choose trumps first');
  }
  // [TN-3.4] others see only that a choice exists, and its form
  const announced = next.noTrump && options.noTrumpReversed === true;
  events.push({ type: 'trumpChosen', audience: 'all', seat, form: next.form, noTrump: announced });
  if (announced) {
    // [TN-3.3a] a reversed no-trump choice is announced at once: nobody can ask
    next.revealed = true;
  } else if (next.form !== 'seventh') {
    events.push({ type: 'trumpSet', audience: { seat }, seat, trump: next.noTrump ? 'NT' : next.trump, card: next.hidden });
  }
  dealSecond(next, events);
  enter(next, 'secondAnnul');
  return { ok: true, state: next, events };
}

/**
 * [TN-4.3][TN-4.4] Reveals the bidder's choice in `next` (a fresh copy): a face-down card, laid or
 * seventh, is turned up and joins the bidder's hand; the choice is public from now on [TN-3.4].
 */
export function reveal(next: TwentyNineState, by: Seat, events: GameEvent[]): void {
  const card = next.hidden;
  if (card !== null) {
    next.hands = next.hands.slice();
    next.hands[next.bidder] = [...next.hands[next.bidder], card];
    next.hidden = null;
    next.exposed = card;
  }
  next.revealed = true;
  events.push({ type: 'trumpRevealed', audience: 'all', seat: next.bidder, by, trump: next.noTrump ? 'NT' : next.trump, card });
}
