import type { Suit } from '../../rules/core/cards.js';
import type { Seat } from '../../rules/core/seats.js';
import { winningPlay, type Play } from '../../rules/core/tricks.js';
import { PACK, pointsOf, strengthOf } from '../../rules/games/baloot/cards.js';
import type { BalootView } from '../../rules/games/baloot/view.js';
import { remember, type HandMemory } from '../card-memory.js';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

// Option trumpObligation=saudi: a seat that neither followed nor trumped while its partner was not
// winning the trick holds no trump either.
function saudiVoids(memory: HandMemory, plays: readonly Play[]): void {
  const trump = memory.trump;
  if (trump === null) return;
  const strength = (card: string): number => strengthOf(card, trump);
  for (let i = 1; i < plays.length; i++) {
    const { seat, card } = plays[i];
    if (card[1] === plays[0].card[1] || card[1] === trump) continue;
    const before = plays.slice(0, i);
    if (before[winningPlay(before, trump, strength)].seat !== (seat + 2) % 4) memory.voids[seat].add(trump);
  }
}

/** What the seat of `view` knows about the play of this Baloot hand. */
export function balootMemory(view: BalootView): HandMemory {
  const contract = view.contract!;
  const trump = contract.trump;
  const me = view.viewer as Seat;
  const memory = remember({
    me,
    seats: 4,
    players: SEATS,
    teamOf: (seat) => seat % 2,
    trump,
    hand: view.myHand ?? [],
    trick: view.trick,
    tricks: view.tricks,
    pack: PACK,
    strength: (card) => strengthOf(card, trump),
    points: (card) => pointsOf(card, trump),
    // [BAL-7.1] 162 card points over 8 tricks in Hokum, 130 in Sun
    trickValue: trump === null ? 16 : 20,
    declaring: contract.declarer % 2 === me % 2,
    rule: 'mustFollow',
    handSizes: view.handSizes,
  });
  if (view.options.trumpObligation === 'saudi') {
    for (const trick of view.tricks) saudiVoids(memory, trick.plays);
    saudiVoids(memory, view.trick);
  }
  return memory;
}

