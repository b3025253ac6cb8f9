import type { Seat } from '../../rules/core/seats.js';
import { cardNumber, packFor, pointsOf, strengthOf } from '../../rules/games/fifty-six/cards.js';
import type { FiftySixView } from '../../rules/games/fifty-six/view.js';
import { remember, type HandMemory } from '../card-memory.js';
import { knowledgeOf, type SeenHand } from '../expert/knowledge.js';
import type { Rules } from '../expert/table.js';
import type { Knowledge } from '../expert/worlds.js';

/** The seats still at the table in seat order [FS-5.4]. */
export function playersOf(view: FiftySixView): Seat[] {
  const players: Seat[] = [];
  view.playing.forEach((playing, seat) => playing && players.push(seat));
  return players;
}

/** The pack of this hand and its number of tricks [FS-2.1][FS-2.2]. */
export function packOf(view: FiftySixView): { pack: readonly string[]; tricks: number } {
  const players = playersOf(view).length;
  const spec = packFor(players, view.options.shortPack4 === true)!;
  return { pack: spec.pack, tricks: spec.handSize };
}

/** The search's knowledge of the seat of `view` under `rules`, with the play seen so far (none in the auction). */
export function searchKnowledge(view: FiftySixView, rules: Rules, play: Pick<SeenHand, 'tricks' | 'trick' | 'voids'>): Knowledge {
  const myHand = view.myHand ?? [];
  return knowledgeOf({ rules, me: view.viewer as number, number: cardNumber, myHand, known: [], pack: packOf(view).pack, handSizes: view.handSizes, ...play });
}

/** What the seat of `view` knows about the play of this Fifty-Six hand. */
export function fiftySixMemory(view: FiftySixView): HandMemory {
  const contract = view.contract!;
  const me = view.viewer as Seat;
  const { pack, tricks } = packOf(view);
  return remember({
    me,
    seats: view.seats,
    players: playersOf(view),
    teamOf: (seat) => view.teams[seat],
    trump: contract.trump,
    hand: view.myHand ?? [],
    trick: view.trick,
    tricks: view.tricks,
    pack,
    strength: strengthOf,
    points: pointsOf,
    // [FS-2.4] 56 card points over the hand's tricks
    trickValue: 56 / tricks,
    declaring: contract.team === view.teams[me],
    rule: 'mustFollow',
    handSizes: view.handSizes,
  });
}
