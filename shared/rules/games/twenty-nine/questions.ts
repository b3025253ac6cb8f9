import type { Card } from '../../core/cards.js';
import { refuse, type Action, type Applied, type GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { pointsOfAll } from './cards.js';
import { dealFirst } from './deal.js';
import { askNext, enter } from './flow.js';
import { copyState, type Phase, type TwentyNineState, type TwentyNineAction } from './state.js';

const PASS: TwentyNineAction = Object.freeze({ type: 'pass' });
const ONLY_PASS: readonly TwentyNineAction[] = Object.freeze([PASS]);
const YES: Partial<Record<Phase, TwentyNineAction>> = {
  firstAnnul: Object.freeze({ type: 'annul' }),
  secondAnnul: Object.freeze({ type: 'annul' }),
  single: Object.freeze({ type: 'singleHand' }),
  double: Object.freeze({ type: 'double' }),
  redouble: Object.freeze({ type: 'redouble' }),
  fullSet: Object.freeze({ type: 'fullSet' }),
};
const ANSWERS: Partial<Record<Phase, readonly TwentyNineAction[]>> = Object.fromEntries(
  Object.entries(YES).map(([phase, yes]) => [phase, Object.freeze([PASS, yes])]),
);

/** The phases in which a seat answers a question, with `pass` for "no". */
export const QUESTIONS: ReadonlySet<Phase> = new Set(Object.keys(YES) as Phase[]);

// [TN-1.4][TN-1.4a] the cards a seat's annulment is judged on: a laid indicator counts, an unseen seventh card never
function judgedCards(state: TwentyNineState, seat: Seat): readonly Card[] {
  const hand = state.hands[seat];
  return seat === state.bidder && state.hidden !== null && state.form === 'card' ? [...hand, state.hidden] : hand;
}

/** [TN-1.4] True if `seat` may annul the deal now: no point card, or (second check) all four Jacks. */
export function mayAnnul(state: TwentyNineState, seat: Seat): boolean {
  const cards = judgedCards(state, seat);
  if (pointsOfAll(cards) === 0) return true;
  if (state.phase !== 'secondAnnul') return false;
  let jacks = 0;
  for (const card of cards) if (card[0] === 'J') jacks++;
  return jacks === 4;
}

/**
 * The answers of the seat asked now: `pass` and the question's "yes". An annulment is offered only
 * when the hand qualifies [TN-1.4a], but every seat the rule names is asked, so that the order of the
 * questions tells nobody anything about a hand or a face-down card.
 */
export function questionActions(state: TwentyNineState, seat: Seat): TwentyNineAction[] {
  const phase = state.phase;
  if ((phase === 'firstAnnul' || phase === 'secondAnnul') && !mayAnnul(state, seat)) return ONLY_PASS as TwentyNineAction[];
  return ANSWERS[phase] as TwentyNineAction[];
}

/** Applies an answer to the current question. */
export function applyAnswer(state: TwentyNineState, seat: Seat, action: Action): Applied<TwentyNineState> {
  const phase = state.phase;
  if (action.type !== 'pass' && action.type !== YES[phase]!.type) {
    return refuse('illegal', `answer the question: ${YES[phase]!.type} or pass`);
  }
  const events: GameEvent[] = [];
  const next = copyState(state);
  next.version = state.version + 1;
  if (action.type === 'pass') {
    events.push({ type: 'passed', audience: 'all', seat, question: YES[phase]!.type });
    askNext(next);
    return { ok: true, state: next, events };
  }
  switch (phase) {
    case 'firstAnnul':
    case 'secondAnnul':
      if (!mayAnnul(state, seat)) return refuse('illegal', 'you may annul only a hand without a point card (or, with all 8 cards, with all four Jacks)');
      // [TN-1.2][TN-1.4] nothing is scored; the same dealer deals again (a trump choice is discarded unseen)
      events.push({ type: 'dealAnnulled', audience: 'all', seat, hand: state.hand });
      dealFirst(next, events);
      break;
    case 'single':
      callSingle(next, seat, events);
      break;
    case 'double':
      // [TN-7.1] one double only; then the bidder, then its partner, may redouble
      next.doubled = 1;
      next.doubler = seat;
      events.push({ type: 'doubled', audience: 'all', seat });
      enter(next, 'redouble');
      break;
    case 'redouble':
      next.doubled = 2;
      events.push({ type: 'redoubled', audience: 'all', seat });
      enter(next, 'fullSet');
      break;
    case 'fullSet':
      // [TN-7.2] the hand decides the match
      next.fullSet = true;
      events.push({ type: 'fullSetCalled', audience: 'all', seat });
      enter(next, 'playing');
      break;
  }
  return { ok: true, state: next, events };
}

// [TN-6.1][TN-6.2a] the contract lapses: no trumps, no doubling; a face-down card returns to the bidder's hand
function callSingle(next: TwentyNineState, seat: Seat, events: GameEvent[]): void {
  next.single = seat;
  events.push({ type: 'singleHandCalled', audience: 'all', seat, partner: (seat + 2) & 3 });
  const card = next.hidden;
  if (card !== null) {
    next.hands = next.hands.slice();
    next.hands[next.bidder] = [...next.hands[next.bidder], card];
    next.hidden = null;
    events.push({ type: 'hiddenCardReturned', audience: { seat: next.bidder }, seat: next.bidder, card });
  }
  enter(next, 'playing');
}
