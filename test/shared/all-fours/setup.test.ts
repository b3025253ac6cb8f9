import { describe, expect, it } from 'vitest';
import type { SetupInput } from '../../../shared/rules/core/game.js';
import { allFours } from '../../../shared/rules/games/all-fours/index.js';
import { act, begin, stack } from './stack.js';

const HANDS = ['KS 2D 3D 4D 5D 6D', 'JS 2H 3H 4H 5H 6H', 'AS 2C 3C 4C 5C 6C', '2S 7H 8H 9H 7D 8D'];

function setupError(input: Partial<SetupInput>): string {
  const result = allFours.setup({ seats: 4, seed: 'x', ...input } as SetupInput);
  if (result.ok) throw new Error(`setup accepted ${JSON.stringify(input)}`);
  expect(result.error.code).toBe('badSetup');
  return result.error.message;
}

describe('setup', () => {
  it('plays with 2 or 4 players and refuses other counts, seeds and options', () => {
    expect(allFours.seatCounts).toEqual([4, 2]);
    expect(setupError({ seats: 3 })).toMatch(/2 or 4/);
    expect(setupError({ seed: '' })).toMatch(/seed/);
    expect(setupError({ options: { trumps: 'none' } })).toMatch(/unknown option/);
    expect(setupError({ options: { gamePoints: 3 } })).toMatch(/gamePoints/);
    expect(setupError({ options: { hangJack: 2 } })).toMatch(/hangJack/);
    expect(setupError({ options: { target: 0 } })).toMatch(/target/);
    expect(setupError({ options: { kicks: 'barbados' } })).toMatch(/kicks/);
    expect(setupError({ dealer: 4 })).toMatch(/dealer/);
    expect(setupError({ seats: 2, dealer: 2 })).toMatch(/dealer/);
  });

  it('score gives the starting points per team (team 0: seats 0 and 2), each below the target', () => {
    const run = begin({ seats: 4, score: [5, 9], deal: stack(HANDS, '3S') });
    expect(run.state.score).toEqual([5, 9]);
    expect(setupError({ score: [14, 0] })).toMatch(/score/);
    expect(setupError({ score: [1, 2, 3] })).toMatch(/score/);
    expect(setupError({ score: [-1, 0] })).toMatch(/score/);
    expect(setupError({ score: [6, 0], options: { target: 6 } })).toMatch(/score/);
  });

  it('checks explicit deals: 6 cards a hand, the rest of the pack as the stock, no card twice', () => {
    expect(setupError({ deal: { hands: HANDS.map((h) => h.split(' ').slice(1)), stock: [] } })).toMatch(/6 cards/);
    const good = stack(HANDS, '3S');
    expect(setupError({ deal: { hands: good.hands, stock: good.stock.slice(1) } })).toMatch(/stock/);
    expect(setupError({ deal: { hands: good.hands, stock: [...good.stock.slice(1), 'KS'] } })).toMatch(/twice/);
    expect(setupError({ deal: [good, { hands: [], stock: [] }] })).toMatch(/deal 2/);
    expect(setupError({ seats: 2, deal: good })).toMatch(/2 hands/);
  });

  it('uses explicit deals in turn for successive deals, then shuffles from the seed', () => {
    const second = stack(['2S 3S 4S 5S 6S 7S', '8S 9S TS JS QS KS', 'AS 3H 4H 5H 6H 7H', '8H 9H TH JH QH KH'], '2H');
    let run = begin({ seats: 4, deal: [stack(HANDS, '3S'), second] });
    expect(run.state.stacked).toEqual([second]);
    run = act(run, 1, { type: 'stand' });
    while (run.state.phase === 'play') run = act(run, run.state.turn, allFours.legalActions(run.state, run.state.turn)[0]);
    run = act(run, 1, { type: 'deal' });
    expect(run.state.hands).toEqual(second.hands);
    expect(run.state.kicks).toEqual(['2H']);
  });
});

describe('view', () => {
  it('shows a seat its own hand, other hands as counts, never the stock or the seed', () => {
    const run = act(begin({ seats: 4, seed: 'secret-seed', deal: stack(HANDS, '3S') }), 1, { type: 'stand' });
    const view = allFours.view(run.state, 2);
    expect(view.myHand).toEqual(HANDS[2].split(' '));
    expect(view.handSizes).toEqual([6, 6, 6, 6]);
    expect(view).toMatchObject({ phase: 'play', turn: 1, toAct: [1], trump: 'S', kicks: ['3S'], stockSize: 27, legal: [] });
    const json = JSON.stringify(view);
    for (const card of [...HANDS[0].split(' '), ...HANDS[1].split(' '), ...HANDS[3].split(' '), ...run.state.stock]) {
      expect(json).not.toContain(`"${card}"`);
    }
    expect(json).not.toContain('secret-seed');
    expect(allFours.view(run.state, 1).legal).toEqual(HANDS[1].split(' ').map((card) => ({ type: 'play', card })));
    const spectator = allFours.view(run.state, 'spectator');
    expect(spectator.myHand).toBeNull();
    expect(spectator.legal).toEqual([]);
  });
});
