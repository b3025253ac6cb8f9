import type { Card } from '../../core/cards.js';
import { refuse, type Action, type Applied, type GameEvent } from '../../core/game.js';
import { appended } from '../../core/lists.js';
import type { Seat } from '../../core/seats.js';
import { winningPlay } from '../../core/tricks.js';
import { isCard, PLAYS, pointsOf, strengthOf } from './cards.js';
import { declarePair } from './pair.js';
import { scoreHand } from './scoring.js';
import { copyState, teamOf, type TwentyNineState, type TwentyNineAction } from './state.js';
import { reveal } from './trump.js';

const ASK: TwentyNineAction = Object.freeze({ type: 'ask' });
const REVEAL: TwentyNineAction = Object.freeze({ type: 'reveal' });
const ONLY_REVEAL: readonly TwentyNineAction[] = Object.freeze([REVEAL]);

// the seat after `seat` in play: [TN-6.2] a single hand's caller's partner is skipped
function nextInPlay(state: TwentyNineState, seat: Seat): Seat {
  const after = (seat + 1) & 3;
  return state.single >= 0 && after === ((state.single + 2) & 3) ? (after + 1) & 3 : after;
}

function holds(hand: readonly Card[], suit: string): boolean {
  for (const card of hand) if (card[1] === suit) return true;
  return false;
}

// [TN-3.1a] a face-down card still hidden at the bidder's turn with nothing else in hand (trick 8)
function hiddenOnly(state: TwentyNineState, seat: Seat): boolean {
  return seat === state.bidder && state.hidden !== null && state.hands[seat].length === 0;
}

// [TN-4.1] follow suit if able, else any card; [TN-4.3] an asker (or a bidder who revealed) plays a trump if it holds one
function allowedCards(state: TwentyNineState, seat: Seat): readonly Card[] {
  const hand = state.hands[seat];
  if (state.bound === seat && state.trump !== null && state.options.askerMustTrump === true && holds(hand, state.trump)) {
    return hand.filter((card) => card[1] === state.trump);
  }
  if (state.trick.length === 0) return hand;
  const led = state.trick[0].card[1];
  return holds(hand, led) ? hand.filter((card) => card[1] === led) : hand;
}

// [TN-4.3][TN-4.4] a player unable to follow, while trumps are hidden, before it plays in this trick
function mayCallForTrumps(state: TwentyNineState, seat: Seat): boolean {
  return state.single < 0 && !state.revealed && state.trick.length > 0 && !holds(state.hands[seat], state.trick[0].card[1]);
}

/** Every action `seat` may take at its turn in play: its cards, and asking for (or revealing) trumps [TN-4]. */
export function playActions(state: TwentyNineState, seat: Seat): TwentyNineAction[] {
  if (hiddenOnly(state, seat)) return ONLY_REVEAL as TwentyNineAction[];
  const actions = allowedCards(state, seat).map((card) => PLAYS[card]);
  if (mayCallForTrumps(state, seat)) actions.push(seat === state.bidder ? REVEAL : ASK);
  return actions;
}

/** Applies `ask` or `reveal` [TN-4.3][TN-4.4][TN-4.4a]: the choice is turned up and the seat is bound for this trick. */
export function applyCall(state: TwentyNineState, seat: Seat, action: Action): Applied<TwentyNineState> {
  const bidder = seat === state.bidder;
  if (action.type === 'ask' && bidder) return refuse('illegal', 'the bidder does not ask: it may reveal');
  if (action.type === 'reveal' && !bidder) return refuse('illegal', 'only the bidder reveals: you may ask');
  if (!hiddenOnly(state, seat)) {
    if (state.single >= 0) return refuse('illegal', 'a single hand is played without trumps');
    if (state.revealed) return refuse('illegal', 'trumps are already known');
    if (state.trick.length === 0) return refuse('illegal', 'you are leading: trumps may be called for only by a player who cannot follow suit');
    if (holds(state.hands[seat], state.trick[0].card[1])) return refuse('illegal', 'you can follow suit: trumps may be called for only by a player who cannot');
  }
  const next = copyState(state);
  next.version = state.version + 1;
  const events: GameEvent[] = [];
  if (!bidder) events.push({ type: 'trumpsAsked', audience: 'all', seat });
  reveal(next, seat, events);
  next.bound = seat;
  return { ok: true, state: next, events };
}

/** Plays one card [TN-4]; completes the trick [TN-4.5], declares a Pair [TN-5.1b] and, after the last trick, scores the hand [TN-8]. */
export function applyPlay(state: TwentyNineState, seat: Seat, action: Action): Applied<TwentyNineState> {
  const card = action.card;
  if (!isCard(card)) return refuse('badAction', 'a play needs a "card" id such as "JS"');
  const hand = state.hands[seat];
  const at = hand.indexOf(card);
  // a face-down card is not in the hand (and the refusal says no more: it may be unseen by the bidder too)
  if (at < 0) return refuse('illegal', `${card} is not in your hand`);
  if (hiddenOnly(state, seat)) return refuse('illegal', 'reveal your face-down card first');
  if (!allowedCards(state, seat).includes(card)) {
    if (state.bound === seat && state.trick.length > 0 && card[1] !== state.trick[0].card[1]) return refuse('illegal', `you called for trumps: you must play a trump`);
    if (state.bound === seat && state.trick.length === 0) return refuse('illegal', 'you revealed trumps: you must play a trump');
    return refuse('illegal', `you must follow ${SUIT_NAMES[state.trick[0].card[1]]}`);
  }
  const next = copyState(state);
  next.version = state.version + 1;
  next.hands = state.hands.slice();
  next.hands[seat] = hand.filter((c) => c !== card);
  next.trick = appended(state.trick, { seat, card });
  if (state.bound === seat) next.bound = -1;
  const events: GameEvent[] = [{ type: 'cardPlayed', audience: 'all', seat, card }];
  const after = nextInPlay(state, seat);
  if (after !== state.leader) {
    next.turn = after;
    return { ok: true, state: next, events };
  }
  completeTrick(next, events);
  return { ok: true, state: next, events };
}

const SUIT_NAMES: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

// [TN-4.5] the highest trump if trumps are revealed by now (trumps played before the reveal count), else
// the highest card of the suit led; [TN-3.3] reversed ranks for an announced no-trump hand. `next` is a fresh copy.
function completeTrick(next: TwentyNineState, events: GameEvent[]): void {
  const plays = next.trick;
  const trump = next.revealed && next.single < 0 ? next.trump : null;
  const reversed = next.noTrump && next.options.noTrumpReversed === true && next.single < 0; // [TN-6.1] a single hand's contract has lapsed
  const winner = plays[winningPlay(plays, trump, strengthOf(reversed))].seat;
  let points = 0;
  for (const play of plays) points += pointsOf(play.card);
  const last = next.tricks.length === 7;
  // [TN-1.1][TN-8.1a] the last trick's point goes to the team winning trick 8
  if (last) points += next.options.lastTrick as number;
  const team = teamOf(winner);
  next.points = next.points.slice();
  next.points[team] += points;
  next.tricks = appended(next.tricks, { plays, winner, points });
  next.trick = [];
  next.bound = -1;
  next.leader = winner;
  next.turn = winner;
  events.push({ type: 'trickWon', audience: 'all', seat: winner, team, points, trick: next.tricks.length });
  // [TN-6.2] a single hand ends at the first trick lost
  if (next.single >= 0 ? winner !== next.single || last : last) scoreHand(next, events);
  // [TN-5.1b] otherwise the winning team's Pair, if it has one, is declared now, before the next lead
  else declarePair(next, team, events);
}
