import type { Card, Suit } from '../../rules/core/cards.js';
import type { Seat } from '../../rules/core/seats.js';
import { PACK, pointsOf, strengthOf } from '../../rules/games/twenty-nine/cards.js';
import type { TwentyNineView } from '../../rules/games/twenty-nine/view.js';
import { remember, type HandMemory } from '../card-memory.js';

/** The seats that play to every trick of this hand: all four, but a single hand's caller's partner sits out [TN-6.2]. */
export function playersOf(view: TwentyNineView): Seat[] {
  const seats: Seat[] = [0, 1, 2, 3];
  return view.single === null ? seats : seats.filter((seat) => seat !== ((view.single! + 2) & 3));
}

/** The trump suit the viewer knows, whether or not it rules the tricks yet (null: unknown, no trumps or a single hand). */
export function knownTrump(view: TwentyNineView): Suit | null {
  if (view.single !== null) return null;
  const trump = view.trump.trump;
  return trump === null || trump === 'NT' ? null : trump;
}

/** The suit that decides tricks now: trumps once revealed [TN-4.5], none while hidden or in a single hand. */
export function rulingTrump(view: TwentyNineView): Suit | null {
  return view.trump.revealed ? knownTrump(view) : null;
}

/** [TN-3.3] True if the ranks are reversed in this hand (an announced no-trump hand with `noTrumpReversed`). */
export function reversedRanks(view: TwentyNineView): boolean {
  return view.single === null && view.trump.trump === 'NT' && view.trump.revealed && view.options.noTrumpReversed === true;
}

/** True if the viewer's team holds the contract (the single hand's caller's team in a single hand). */
export function declaring(view: TwentyNineView): boolean {
  const me = view.viewer as Seat;
  const holder = view.single ?? view.bidder;
  return holder !== null && (holder & 1) === (me & 1);
}

// [TN-1.1] 28 card points and the last trick's point over 8 tricks
const TRICK_VALUE = 29 / 8;

/** What the seat of `view` knows about the play of this hand; trumps count only once revealed [TN-4.2]. */
export function twentyNineMemory(view: TwentyNineView): HandMemory {
  const me = view.viewer as Seat;
  // the bidder's own face-down card is no unseen card to it
  const shown: Card[] = view.trump.faceDown && view.trump.card !== null && view.bidder === me ? [view.trump.card] : [];
  return remember({
    me,
    seats: 4,
    players: playersOf(view),
    teamOf: (seat) => seat & 1,
    trump: rulingTrump(view),
    hand: view.myHand ?? [],
    trick: view.trick,
    tricks: view.tricks,
    pack: PACK,
    shown,
    strength: strengthOf(reversedRanks(view)),
    points: pointsOf,
    trickValue: TRICK_VALUE,
    declaring: declaring(view),
    rule: 'mustFollow',
    handSizes: view.handSizes,
  });
}
