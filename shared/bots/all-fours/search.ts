import type { Card } from '../../rules/core/cards.js';
import { randomBelow, type Random } from '../../rules/core/shuffle.js';
import type { AllFoursView } from '../../rules/games/all-fours/view.js';
import { lightPolicy } from './light-policy.js';
import { cardNumber, copyTable, handValue, playCard, playOut, type Policy, type Scoring } from './playout.js';
import { knowledgeOf, sampleWorld } from './worlds.js';

// Determinised Monte Carlo for card play: deal the unseen cards out consistently with the view many
// times, play the hand out from each candidate card with the light policy, and keep the card whose
// Jack and Game [AF-4.3] [AF-4.4] are worth most to the team on average. High and Low go to the seat
// dealt the card [AF-4.1] [AF-4.2]: play cannot change them.

/** Card plays the search may spend on one decision (keeps a decision well under 5 ms). */
export const PLAY_BUDGET = 4_000;

/** Most and fewest deals sampled per decision. */
const SAMPLES = { most: 32, fewest: 6 };

// Opponents are an unknown: in playouts each of their cards is the light policy's or, this often, any legal card.
const OPPONENT_NOISE = 0.5;

// How much better on average (in points of the hand) a card must be than the heuristic's to be played instead.
const SWITCH_MARGIN = 0.05;

// counting points as a tie-break between cards equal on Jack and Game
const CARD_POINT_WEIGHT = 0.002;

/** The scoring options of the view's table. */
export function scoringOf(view: AllFoursView): Scoring {
  return {
    hangJack: view.options.hangJack as number,
    gamePoints: view.options.gamePoints as number,
    // [AF-4.4] gameTie nonDealer: a tie scores for the non-dealer's team
    tieTeam: view.options.gameTie === 'nonDealer' ? (view.dealer + 1) % 2 : -1,
  };
}

/**
 * The card among `cards` with the best average value over sampled deals, or `fallback` (the
 * heuristic's card) unless another is better.
 */
export function searchCard(view: AllFoursView, cards: readonly Card[], fallback: Card, random: Random): Card {
  const knowledge = knowledgeOf(view);
  const team = knowledge.me % 2;
  const scoring = scoringOf(view);
  let plays = 0;
  for (const size of view.handSizes) plays += size;
  const samples = Math.max(SAMPLES.fewest, Math.min(SAMPLES.most, Math.floor(PLAY_BUDGET / (plays * cards.length))));
  const numbers = cards.map(cardNumber);
  const totals = new Float64Array(cards.length);
  const policy: Policy = (t, seat, legal) =>
    seat % 2 !== team && random() < OPPONENT_NOISE * 0x100000000 ? legal[randomBelow(random, legal.length)] : lightPolicy(t, seat, legal);
  for (let s = 0; s < samples; s++) {
    const world = sampleWorld(knowledge, random);
    for (let i = 0; i < numbers.length; i++) {
      const table = copyTable(world);
      playCard(table, numbers[i]);
      playOut(table, policy);
      const margin = table.won[team] - table.won[1 - team];
      totals[i] += handValue(table, team, scoring) + CARD_POINT_WEIGHT * margin;
    }
  }
  const heuristic = cards.indexOf(fallback);
  let best = heuristic;
  for (let i = 0; i < cards.length; i++) if (totals[i] > totals[best] + 1e-9) best = i;
  // sampling noise should not overturn the heuristic: another card must be clearly better
  return totals[best] > totals[heuristic] + SWITCH_MARGIN * samples ? cards[best] : fallback;
}
