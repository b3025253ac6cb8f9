import type { Random } from '../../rules/core/shuffle.js';
import type { Seat } from '../../rules/core/seats.js';
import type { AllFoursAction } from '../../rules/games/all-fours/state.js';
import type { AllFoursView } from '../../rules/games/all-fours/view.js';
import { scoringOf } from './search.js';
import { GAME_WON, trumpChoices } from './trump-search.js';

// The dealer's answer to a beg is not known to the beggar: either is taken as equally likely.
const TAKE_ONE_CHANCE = 0.5;

function find(view: AllFoursView, type: AllFoursAction['type']): AllFoursAction {
  return view.legal.find((a) => a.type === type)!;
}

/**
 * [AF-2.1] The dealer's right stands or begs, whichever is worth more on sampled deals: standing keeps
 * the trump; a beg scores 1 if the dealer takes one [AF-2.2], or else the pack runs (kicks to the
 * dealer, a new trump, 3 more cards each).
 */
export function standOrBeg(view: AllFoursView, random: Random, deals?: number): AllFoursAction {
  const me = view.viewer as Seat;
  const target = view.options.target as number;
  const { keep, run } = trumpChoices(view, scoringOf(view), random, deals);
  // [AF-5.2] the beg point would end the game
  const taken = view.score[me % 2] + 1 >= target ? GAME_WON : keep + 1;
  const beg = TAKE_ONE_CHANCE * taken + (1 - TAKE_ONE_CHANCE) * run;
  return find(view, beg > keep ? 'beg' : 'stand');
}

/** [AF-2.2] The dealer gives one or runs the pack, whichever is worth more on sampled deals. */
export function answerBeg(view: AllFoursView, random: Random, deals?: number): AllFoursAction {
  const target = view.options.target as number;
  const beggarTeam = (view.beggar ?? 0) % 2;
  // never hand the beggars the game's last point; without a trump "take one" may not be open [AF-10.3]
  if (view.score[beggarTeam] + 1 >= target || !view.legal.some((a) => a.type === 'takeOne')) return find(view, 'run');
  const { keep, run } = trumpChoices(view, scoringOf(view), random, deals);
  return find(view, keep - 1 >= run ? 'takeOne' : 'run');
}
