import { SUITS, type Suit } from '../../rules/core/cards.js';
import type { Random } from '../../rules/core/shuffle.js';
import { cardNumber } from '../../rules/games/fifty-six/cards.js';
import type { FiftySixView } from '../../rules/games/fifty-six/view.js';
import { knowledgeOf } from '../expert/knowledge.js';
import { lightPolicy } from '../expert/policy.js';
import { copyTable, playOut } from '../expert/table.js';
import { sampleWorld, searchSource } from '../expert/worlds.js';
import type { PointsEstimate } from './auction.js';
import { fiftySixRules } from './expert.js';
import { packOf, playersOf } from './memory.js';

/** Deals played out per denomination to estimate a contract in the auction. */
export const AUCTION_DEALS = 24;

/**
 * An estimate of the card points the viewer's team takes in each denomination: the hidden hands dealt
 * at random many times and each contract played out with the light policy from the first lead [FS-4.1].
 */
export function simulatedPoints(view: FiftySixView, random: Random): PointsEstimate {
  const me = view.viewer as number;
  const team = view.teams[me];
  const denominations: (Suit | null)[] = [...SUITS, null];
  const rules = denominations.map((trump) => fiftySixRules(view, trump, team));
  const knowledge = knowledgeOf({
    rules: rules[4],
    me,
    number: cardNumber,
    myHand: view.myHand ?? [],
    known: [],
    pack: packOf(view).pack,
    handSizes: view.handSizes,
    tricks: [],
    trick: [],
    voids: view.handSizes.map(() => new Set()),
  });
  const players = playersOf(view);
  const leader = players[(players.indexOf(view.dealer) + 1) % players.length];
  const totals = [0, 0, 0, 0, 0];
  const source = searchSource(random);
  for (let w = 0; w < AUCTION_DEALS; w++) {
    const world = sampleWorld(knowledge, source);
    world.leader = leader;
    world.turn = leader;
    for (let d = 0; d < denominations.length; d++) {
      const t = copyTable(world);
      t.rules = rules[d];
      playOut(t, lightPolicy);
      totals[d] += t.won[team];
    }
  }
  return (_view, trump) => totals[trump === null ? 4 : SUITS.indexOf(trump)] / AUCTION_DEALS;
}
