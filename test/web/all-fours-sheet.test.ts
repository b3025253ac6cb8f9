import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { AllFoursView } from '../../shared/rules/games/all-fours/view.js';
import type { Award, HandSummary } from '../../shared/rules/games/all-fours/state.js';
import Sheet from '../../web/src/lib/games/all-fours/Sheet.svelte';
import { testNaming } from './table-kit.js';

const award = (kind: Award['kind'], seat: number | null, rank: Award['rank'], team: number | null, points = 1): Award => ({ kind, status: team === null ? 'none' : 'scored', team, points, seat, rank, hang: false });

describe("All Fours' hand result", () => {
  it('names who held High, Low and Jack, with the card for High and Low', () => {
    const last: HandSummary = {
      hand: 3,
      dealer: 0,
      awards: [award('high', 1, 'A', 1), award('low', 0, '2', 0), award('jack', 1, 'J', 1), award('game', null, null, 0)],
      cardPoints: [13, 20],
      points: [2, 2],
      score: [5, 6],
      winner: null,
    } as HandSummary;
    const view = { lastHand: last, score: [5, 6], options: { target: 14 } } as unknown as AllFoursView;
    const html = render(Sheet, { props: { view, history: [last], act: () => {}, naming: testNaming(0), part: 'last' } }).body;
    expect(html).toContain('High (A, Seat1)');
    expect(html).toContain('Low (2, Seat0)');
    expect(html).toContain('Jack (Seat1)');
    expect(html).not.toContain('Game (');
  });
});
