import { refuse, type Action, type Applied, type GameEvent } from '../../core/game.js';
import { appended } from '../../core/lists.js';
import type { Seat } from '../../core/seats.js';
import { beats, CARD_PLAYED, cardNumber, CARDS, pointsOfNumber, SUIT_SETS, suitNumber, type CardNo } from './cards.js';
import { cardOf, countOf, heldWord } from './hands.js';
import { scoreHand } from './scoring.js';
import { nextPlaying, teamOfSeat } from './seating.js';
import { copyState, type FiftySixAction, type FiftySixState } from './state.js';

// The cards `seat` may play now [FS-4.2], one word of the set at a time (0: copy 1, 1: copy 2): with
// `held1`/`held2` its hand, `suits` the suits it must play from (a mask of SUIT_SETS) or -1 for any.
function allowedSuits(state: FiftySixState, held1: number, held2: number): number {
  if (state.trick1 !== 0 || state.trick2 !== 0) {
    // follow suit if able, else any card
    const led = SUIT_SETS[(cardOf(state, state.leader, state.trick1, state.trick2) >> 3) & 3];
    return ((held1 | held2) & led) !== 0 ? led : -1;
  }
  // option noTrumpLeadUntilBroken: no trump lead until a trump has been played, unless only trumps are held
  const trump = suitNumber(state.contract!.trump);
  if (trump < 0 || state.trumpPlayed || state.options.noTrumpLeadUntilBroken !== true) return -1;
  const others = ~SUIT_SETS[trump];
  return ((held1 | held2) & others) !== 0 ? others : -1;
}

/** The `play` action of each card, by card number: built once, shared and frozen. */
const PLAYS: readonly FiftySixAction[] = CARDS.map((card) => Object.freeze({ type: 'play' as const, card }));

/** The only legal play when one card may be played, by card number: shared and frozen. */
const ONLY_PLAY: readonly FiftySixAction[][] = PLAYS.map((play) => Object.freeze([play]) as FiftySixAction[]);

/** Every `play` action `seat` may take now [FS-4.2], in the order its cards were dealt. */
export function playActions(state: FiftySixState, seat: Seat): FiftySixAction[] {
  const held1 = heldWord(state, seat, 0);
  const held2 = heldWord(state, seat, 1);
  const suits = allowedSuits(state, held1, held2);
  const allowed1 = held1 & suits;
  const allowed2 = held2 & suits;
  const count = countOf(allowed1) + countOf(allowed2);
  if (count === 1) return ONLY_PLAY[allowed1 !== 0 ? 31 - Math.clz32(allowed1) : 63 - Math.clz32(allowed2)];
  const plays = new Array<FiftySixAction>(count); // one allocation of the exact size
  // Without a branch per card (its outcome is a coin toss the CPU mispredicts): each card is written at
  // the next free place, which moves on only past an allowed one, until the last place is filled. The
  // word of card n is picked by masks (copy = n >> 5), and `>>> n` shifts by n mod 32.
  const dealt = state.dealt[seat];
  for (let k = 0, i = 0; i < count; k++) {
    const n = dealt[k];
    const copy = n >> 5;
    plays[i] = PLAYS[n];
    i += (((allowed1 & (copy - 1)) | (allowed2 & -copy)) >>> n) & 1;
  }
  return plays;
}

// The number of the card `seat` plays, or a refusal: not a card id, not held, or not allowed [FS-4.2].
function playedCard(state: FiftySixState, seat: Seat, card: unknown): CardNo | Applied<FiftySixState> {
  const n = cardNumber(card);
  if (n < 0) return refuse('badAction', 'a play needs a "card" id such as "JS1"');
  const held1 = heldWord(state, seat, 0);
  const held2 = heldWord(state, seat, 1);
  if (((n < 32 ? held1 : held2) & (1 << n)) === 0) return refuse('illegal', `${String(card)} is not in your hand`);
  if ((allowedSuits(state, held1, held2) & SUIT_SETS[(n >> 3) & 3]) !== 0) return n;
  if (state.trick1 === 0 && state.trick2 === 0) return refuse('illegal', 'trumps may not be led yet');
  return refuse('illegal', 'you must follow suit');
}

/** Plays one card; completes the trick [FS-4.3][FS-4.4] and, after the last trick, settles the hand. */
export function applyPlay(state: FiftySixState, seat: Seat, action: Action): Applied<FiftySixState> {
  const n = playedCard(state, seat, action.card);
  if (typeof n !== 'number') return n;
  const next = copyState(state);
  next.version = state.version + 1;
  if (n < 32) {
    next.played1 = state.played1 | (1 << n);
    next.trick1 = state.trick1 | (1 << n);
  } else {
    next.played2 = state.played2 | (1 << n);
    next.trick2 = state.trick2 | (1 << n);
  }
  const trump = suitNumber(state.contract!.trump);
  if (((n >> 3) & 3) === trump) next.trumpPlayed = true;
  const played = CARD_PLAYED[seat * 64 + n];
  const after = nextPlaying(state, seat);
  if (after !== state.leader) {
    next.turn = after;
    return { ok: true, state: next, events: [played] };
  }
  const events: GameEvent[] = [played, completeTrick(next, trump)];
  if (heldWord(next, next.turn, 0) !== 0 || heldWord(next, next.turn, 1) !== 0) return { ok: true, state: next, events };
  const scored = scoreHand(next, events);
  if (typeof scored === 'string') return refuse('illegal', scored);
  return { ok: true, state: scored, events };
}

// [FS-4.3] highest trump, else highest of the suit led; of identical cards the first played wins.
// [FS-4.4] the trick goes to the winner's team's score pile. `next` is a fresh copy, written in place;
// returns the trickWon event.
function completeTrick(next: FiftySixState, trump: number): GameEvent {
  const { leader, trick1, trick2 } = next;
  let winner = leader;
  let best = cardOf(next, leader, trick1, trick2);
  let points = pointsOfNumber(best);
  for (let seat = nextPlaying(next, leader); seat !== leader; seat = nextPlaying(next, seat)) {
    const n = cardOf(next, seat, trick1, trick2);
    points += pointsOfNumber(n);
    if (beats(n, best, trump)) {
      best = n;
      winner = seat;
    }
  }
  const team = teamOfSeat(winner, next.seats, next.options);
  next.points = next.points.slice();
  next.points[team] += points;
  next.tricks = appended(next.tricks, { leader, cards1: trick1, cards2: trick2, winner, points });
  next.trick1 = 0;
  next.trick2 = 0;
  next.leader = winner;
  next.turn = winner;
  return { type: 'trickWon', audience: 'all', seat: winner, team, points };
}
