import type { Card, Suit } from '../../rules/core/cards.js';
import type { Seat } from '../../rules/core/seats.js';
import { countingPoints, PACK, strengthOf } from '../../rules/games/all-fours/cards.js';
import type { AllFoursView } from '../../rules/games/all-fours/view.js';
import { isMaster, mayHold, opponents, remember, type HandMemory } from '../card-memory.js';
import { lead } from '../trick-play.js';

// Capturing the jack of trumps swings the hand (1 to its holder's team, 3 to captors [AF-4.3]):
// on the scale of counting points it is worth far more than any ten.
const JACK_WORTH = 20;

/** What the seat of `view` knows about the play of this All Fours hand. */
export function allFoursMemory(view: AllFoursView): HandMemory {
  const trump = view.trump as Suit;
  const me = view.viewer as Seat;
  const players: Seat[] = [];
  for (let s = 0; s < view.seats; s++) players.push(s);
  const jack = 'J' + trump;
  return remember({
    me,
    seats: view.seats,
    players,
    teamOf: (seat) => seat % 2,
    trump,
    hand: view.myHand ?? [],
    trick: view.trick,
    tricks: view.tricks,
    pack: PACK,
    // kicked cards are out of play [AF-4]
    shown: view.kicks,
    strength: strengthOf,
    points: (card) => countingPoints(card) + (card === jack ? JACK_WORTH : 0),
    // about 80 counting points in the pack, a little under half of it dealt
    trickValue: 1.5 * view.seats,
    // every seat wants trumps drawn while the jack of trumps is out
    declaring: true,
    rule: 'followOrTrump',
    handSizes: view.handSizes,
  });
}

/**
 * Chooses a lead: a master trump while the jack of trumps is out (a holder with no other trump must
 * drop it [AF-3.2]), the jack itself once it is master, else the common leads.
 */
export function allFoursLead(memory: HandMemory, cards: readonly Card[]): Card {
  const trump = memory.trump as Suit;
  const jack = 'J' + trump;
  const trumps = cards.filter((c) => c[1] === trump);
  if (cards.includes(jack) && isMaster(memory, jack)) return jack;
  const opponentsHoldTrumps = opponents(memory).some((seat) => mayHold(memory, seat, trump));
  if (memory.unseen.has(jack) && opponentsHoldTrumps) {
    const masters = trumps.filter((c) => c !== jack && isMaster(memory, c));
    if (masters.length > 0) return masters[0];
  }
  const plain = cards.filter((c) => c !== jack);
  return lead(memory, plain.length > 0 ? plain : cards);
}
