import { describe, expect, it } from 'vitest';
import { decisionRandom } from '../../../../shared/bots/bot.js';
import { GAME_BOTS } from '../../../../shared/bots/twenty-nine/game.js';
import { randomBot } from '../../../../shared/bots/random.js';
import type { Suit } from '../../../../shared/rules/core/cards.js';
import { shuffle } from '../../../../shared/rules/core/shuffle.js';
import { twentyNine } from '../../../../shared/rules/games/twenty-nine/index.js';
import type { TwentyNineState } from '../../../../shared/rules/games/twenty-nine/state.js';
import { OPTION_SETS } from './option-sets.js';
import { playGame } from './play-game.js';

// The cards `viewer` may not see dealt again: the other seats' hands, the undealt deck, and the
// face-down card unless it is the viewer's own laid indicator. A face-down card decides the trump suit
// (and a spare marker's suit is the bidder's secret), so the hidden trump is drawn again too.
function rehide(state: TwentyNineState, viewer: number, seed: string): TwentyNineState {
  const copy: TwentyNineState = { ...state, hands: state.hands.map((h) => h.slice()), deck: shuffle(state.deck, `${seed}/deck`) };
  const ownCard = state.bidder === viewer && state.form === 'card';
  const slots: [string[], number][] = [];
  copy.hands.forEach((hand, seat) => seat !== viewer && hand.forEach((_, i) => slots.push([hand, i])));
  const hidden = [state.hidden];
  if (state.hidden !== null && !ownCard) slots.push([hidden as string[], 0]);
  const cards = shuffle(slots.map(([list, i]) => list[i]), seed);
  slots.forEach(([list, i], n) => (list[i] = cards[n]));
  copy.hidden = hidden[0];
  const knows = state.revealed || (state.bidder === viewer && state.form !== 'seventh');
  if (!knows && !state.noTrump && state.form !== null) {
    copy.trump = copy.hidden !== null && state.form !== 'marker' ? (copy.hidden[1] as Suit) : (shuffle(['S', 'H', 'D', 'C'], `${seed}/trump`)[0] as Suit);
  }
  return copy;
}

describe('the twenty-nine bots see only their seat\'s view', () => {
  it.each(OPTION_SETS.slice(0, 6))('decide the same when hidden cards and the hidden trump differ ($label)', ({ options }) => {
    const standard = GAME_BOTS.levels.standard;
    const expert = GAME_BOTS.levels.expert;
    let checked = 0;
    let changed = 0;
    for (let g = 0; g < 8; g++) {
      const seed = `hidden-${g}`;
      const bots = [standard, randomBot, standard, randomBot];
      playGame(bots, seed, options, ({ before, seat, action }) => {
        if (seat % 2 === 1) return;
        const other = rehide(before, seat, `${seed}/${before.version}`);
        if (JSON.stringify(other) !== JSON.stringify(before)) changed++;
        const view = twentyNine.view(other, seat);
        expect(standard(view, decisionRandom(`${seed}/bots`, view))).toEqual(action);
        // the expert samples deals from the view alone: the same view, the same card
        const original = twentyNine.view(before, seat);
        expect(expert(view, decisionRandom(seed, view))).toEqual(expert(original, decisionRandom(seed, original)));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(100);
    expect(changed / checked).toBeGreaterThan(0.5);
  });
});
