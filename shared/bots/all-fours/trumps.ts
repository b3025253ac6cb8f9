import type { Card, Suit } from '../../rules/core/cards.js';
import type { Seat } from '../../rules/core/seats.js';
import type { AllFoursAction } from '../../rules/games/all-fours/state.js';
import type { AllFoursView } from '../../rules/games/all-fours/view.js';

/** How strong a trump holding must be to stand, and for the dealer to keep the trump by giving one. */
export const TRUMP_BARS = { stand: 1.6, takeOne: 1.4 };

const HIGH: Record<string, number> = { A: 1, K: 0.7, Q: 0.5, J: 0.3, T: 0.3 };
const LOW: Record<string, number> = { '2': 0.9, '3': 0.6, '4': 0.4, '5': 0.2 };

/**
 * What a hand promises with `trump` as trumps, in points of the hand: High from its top trump [AF-4.1],
 * Low from its bottom trump [AF-4.2], Jack [AF-4.3], Game from tens and honours [AF-4.4], and length.
 */
export function trumpValue(hand: readonly Card[], trump: Suit): number {
  const trumps = hand.filter((c) => c[1] === trump).map((c) => c[0]);
  let value = 0;
  if (trumps.length > 0) {
    const order = 'AKQJT98765432';
    const sorted = trumps.slice().sort((a, b) => order.indexOf(a) - order.indexOf(b));
    value += HIGH[sorted[0]] ?? 0.1;
    value += LOW[sorted[sorted.length - 1]] ?? 0;
    if (trumps.includes('J')) value += trumps.some((r) => r === 'A' || r === 'K' || r === 'Q') ? 1 : 0.6;
    if (trumps.includes('T')) value += 0.4;
    if (trumps.length > 2) value += 0.3 * (trumps.length - 2);
  }
  for (const card of hand) {
    if (card[1] === trump) continue;
    if (card[0] === 'T') value += 0.15;
    else if (card[0] === 'A') value += 0.1;
  }
  return value;
}

function find(view: AllFoursView, type: AllFoursAction['type']): AllFoursAction {
  return view.legal.find((a) => a.type === type)!;
}

/**
 * [AF-2.1] The dealer's right stands with a good trump hand and begs with a poor one; when a kicked
 * jack would carry the dealer's team to the target, a run of the pack is a risk worth taking only
 * with a very poor hand [AF-1.3].
 */
export function standOrBeg(view: AllFoursView): AllFoursAction {
  const me = view.viewer as Seat;
  const target = view.options.target as number;
  const dealerNear = view.score[(me + 1) % 2] + 3 >= target;
  const value = trumpValue(view.myHand ?? [], view.trump as Suit);
  const bar = dealerNear ? TRUMP_BARS.stand / 2 : TRUMP_BARS.stand;
  return find(view, value >= bar ? 'stand' : 'beg');
}

/** [AF-2.2] The dealer gives one when strong in the kicked suit, else runs the pack for a new trump. */
export function answerBeg(view: AllFoursView): AllFoursAction {
  const target = view.options.target as number;
  const beggarTeam = (view.beggar ?? 0) % 2;
  // never hand the beggars the game's last point
  if (view.score[beggarTeam] + 1 >= target) return find(view, 'run');
  // the pack cannot run: the same dealer deals afresh, so giving one is only worth it when strong
  const value = trumpValue(view.myHand ?? [], view.trump as Suit);
  return find(view, value >= TRUMP_BARS.takeOne ? 'takeOne' : 'run');
}
