import { describe, expect, it } from 'vitest';
import { decisionRandom } from '../../../../shared/bots/bot.js';
import { randomBot } from '../../../../shared/bots/random.js';
import { twentyEightExpert } from '../../../../shared/bots/twenty-eight/expert.js';
import { twentyEightBot } from '../../../../shared/bots/twenty-eight/index.js';
import type { Card } from '../../../../shared/rules/core/cards.js';
import { seededRandom, randomBelow } from '../../../../shared/rules/core/shuffle.js';
import { twentyEight } from '../../../../shared/rules/games/twenty-eight/index.js';
import type { TwentyEightState } from '../../../../shared/rules/games/twenty-eight/state.js';
import { playGame } from './play-game.js';
import { TABLES } from './tables.js';

/**
 * A copy of `state` with every card `viewer` may not see dealt out again among the same places: the
 * other seats' hands (less the cards known to all: an exposed trump card, a declared Pair), every
 * second batch not dealt yet, and another seat's face-down trump card [TE-4.1].
 */
function rehide(state: TwentyEightState, viewer: number, seed: string): TwentyEightState {
  const copy: TwentyEightState = structuredClone(state);
  const known = new Set<Card>(twentyEight.view(state, viewer).known.flat());
  const slots: [Card[], number][] = [];
  copy.hands.forEach((hand, seat) => seat !== viewer && hand.forEach((c, i) => !known.has(c) && slots.push([hand, i])));
  copy.pending.forEach((batch) => batch.forEach((_, i) => slots.push([batch, i])));
  const hiddenTrump = copy.trumpSeat >= 0 && copy.trumpSeat !== viewer && !copy.exposed;
  const cards = slots.map(([list, i]) => list[i]);
  if (hiddenTrump) cards.push(copy.trumpCard!);
  const random = seededRandom(seed);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  slots.forEach(([list, i], k) => (list[i] = cards[k]));
  if (hiddenTrump) {
    copy.trumpCard = cards[cards.length - 1];
    copy.laid = copy.trumpCard;
  }
  return copy;
}

describe.each(TABLES)('the standard and expert bots at $label see only their view', (table) => {
  it('decides the same when the cards it may not see lie elsewhere', () => {
    let checked = 0;
    let changed = 0;
    for (let g = 0; g < 10; g++) {
      const bots = [...Array(table.seats).keys()].map((s) => (g % 2 === 0 || s % 2 === 0 ? twentyEightBot : randomBot));
      playGame({
        seats: table.seats,
        seed: `hidden-${table.label}-${g}`,
        options: table.options,
        bots,
        decided: ({ state, seat, view, action }) => {
          if (seat % 2 !== 0) return;
          const other = rehide(state, seat, `${g}/${state.version}/${seat}`);
          const seen = twentyEight.view(other, seat);
          if (JSON.stringify(other) !== JSON.stringify(state)) changed++;
          expect(JSON.stringify({ ...seen, legal: [] })).toBe(JSON.stringify({ ...view, legal: [] }));
          expect(twentyEightBot(seen, decisionRandom('x', seen))).toEqual(action);
          // the expert samples the cards it cannot see from its view alone: the same draws, the same card
          if (checked % 21 === 0 && view.phase === 'play') {
            expect(twentyEightExpert(seen, decisionRandom('e', seen))).toEqual(twentyEightExpert(view, decisionRandom('e', view)));
          }
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(500);
    expect(changed / checked).toBeGreaterThan(0.5);
  });
});
