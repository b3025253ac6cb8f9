import type { Seat } from '../../rules/core/seats.js';
import { packOf, pointsOf, strengthOf } from '../../rules/games/twenty-eight/cards.js';
import type { TwentyEightView } from '../../rules/games/twenty-eight/view.js';
import { remember, type HandMemory } from '../card-memory.js';

/** The seats that play this hand, in seat order (a Thani caller's partners sit out [TE-7.2]). */
export function playersOf(view: TwentyEightView): Seat[] {
  const players: Seat[] = [];
  for (let seat = 0; seat < view.seats; seat++) if (!view.silent.includes(seat)) players.push(seat);
  return players;
}

/**
 * The side of a seat in the hand under way: its team at 4 and 6 players; at 3 the lone bidder (or
 * Thani caller) is side 0 and its two opponents side 1 [TE-10.1].
 */
export function sideOf(view: TwentyEightView, seat: Seat): number {
  if (view.seats !== 3) return view.teams[seat];
  const lone = view.thani >= 0 ? view.thani : view.bidder;
  return seat === lone ? 0 : 1;
}

/** The seat that holds the contract: the Thani caller in a Thani, else the bidder. */
export function declarerOf(view: TwentyEightView): Seat {
  return view.thani >= 0 ? view.thani : view.bidder;
}

/**
 * What the seat of `view` knows about the play of this hand, with `trump` as the suit that wins
 * tricks (by default the exposed trump, none while it is hidden [TE-5.2] or in a Thani [TE-7.1]).
 */
export function twentyEightMemory(view: TwentyEightView, trump = view.thani < 0 && view.trump ? view.trump.suit : null): HandMemory {
  const me = view.viewer as Seat;
  const { pack, handSize } = packOf(view.seats);
  const memory = remember({
    me,
    seats: view.seats,
    players: playersOf(view),
    teamOf: (seat) => sideOf(view, seat),
    trump,
    hand: view.myHand ?? [],
    trick: view.trick,
    tricks: view.tricks,
    pack,
    // the viewer's own face-down card is no other seat's
    shown: view.myTrump ? [view.myTrump] : [],
    strength: strengthOf,
    points: pointsOf,
    // [TE-1.1] 28 card points over the hand's tricks
    trickValue: 28 / handSize,
    declaring: sideOf(view, me) === sideOf(view, declarerOf(view)),
    rule: 'mustFollow',
    handSizes: view.handSizes,
  });
  // [TE-5.2a] a bidder who showed a void while its only card of the suit lay face down holds it once exposed
  view.known.forEach((cards, seat) => {
    for (const card of cards) memory.voids[seat].delete(card[1] as never);
  });
  return memory;
}
