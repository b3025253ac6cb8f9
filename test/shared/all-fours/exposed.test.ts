import { describe, expect, it } from 'vitest';
import { allFours } from '../../../shared/rules/games/all-fours/index.js';
import { act, begin, legalCardsOf, play, refused, stack, type Run } from './stack.js';

// 4 players, dealer 0, trump spades (kick 3S); seat 1 leads
const HANDS = ['KS 2D 3D 4D 5D 6D', 'JS 2H 3H 4H 5H 6H', 'AS 2C 3C 4C 5C 6C', '2S 7H 8H 9H 7D 8D'];
const EXPOSED = { exposedCards: true };

function standing(options: Record<string, unknown> = EXPOSED): Run {
  return act(begin({ seats: 4, options, deal: stack(HANDS, '3S') }), 1, { type: 'stand' });
}

describe('[AF-6] exposed cards (option exposedCards)', () => {
  it('[AF-6.1] option off (default): a card played out of turn is refused', () => {
    const run = standing({});
    expect(allFours.toAct(run.state)).toEqual([1]);
    expect(refused(run, 3, { type: 'play', card: '7H' })).toBe('notYourTurn');
    expect(refused(run, 0, { type: 'call', card: '7H' })).toBe('notYourTurn');
  });

  it('[AF-6.1] a card played out of turn lies face up: still in the hand, seen by everyone', () => {
    let run = standing();
    expect(allFours.toAct(run.state)).toEqual([1, 0, 2, 3]);
    run = act(run, 3, { type: 'play', card: '7H' });
    expect(run.events).toEqual([{ type: 'cardExposed', audience: 'all', seat: 3, card: '7H' }]);
    expect(run.state.hands[3]).toContain('7H');
    expect(run.state.exposed).toEqual([[], [], [], ['7H']]);
    expect(run.state.turn).toBe(1);
    expect(allFours.view(run.state, 'spectator').exposed).toEqual([[], [], [], ['7H']]);
    expect(allFours.view(run.state, 0).exposed[3]).toEqual(['7H']);
    expect(refused(run, 3, { type: 'play', card: '7H' })).toBe('illegal');
    expect(allFours.legalActions(run.state, 3)).not.toContainEqual({ type: 'play', card: '7H' });
  });

  it('[AF-6.1] an opponent may call an exposed card that is legal to play; the owner must then play it', () => {
    let run = act(standing(), 3, { type: 'play', card: '7H' });
    run = play(run, '2H AS');
    expect(run.state.turn).toBe(3);
    expect(allFours.legalActions(run.state, 0)).toContainEqual({ type: 'call', card: '7H' });
    expect(allFours.legalActions(run.state, 2)).toContainEqual({ type: 'call', card: '7H' });
    // the owner's partner may not call it
    expect(allFours.legalActions(run.state, 1)).not.toContainEqual({ type: 'call', card: '7H' });
    expect(refused(run, 1, { type: 'call', card: '7H' })).toBe('illegal');
    run = act(run, 2, { type: 'call', card: '7H' });
    expect(run.events).toEqual([{ type: 'cardCalled', audience: 'all', seat: 2, owner: 3, card: '7H' }]);
    expect(run.state.called).toBe('7H');
    expect(allFours.legalActions(run.state, 3)).toEqual([{ type: 'play', card: '7H' }]);
    expect(refused(run, 3, { type: 'play', card: '8H' })).toBe('illegal');
    expect(refused(run, 0, { type: 'call', card: '7H' })).toBe('illegal');
    run = act(run, 3, { type: 'play', card: '7H' });
    expect(run.state).toMatchObject({ called: null, exposed: [[], [], [], []] });
    expect(run.state.trick.map((p) => p.card)).toEqual(['2H', 'AS', '7H']);
  });

  it('[AF-6.1] an exposed card that would not be legal now cannot be called', () => {
    let run = act(standing(), 3, { type: 'play', card: '7D' });
    run = play(run, '2H AS');
    // seat 3 holds hearts, so the 7D may not be played to this heart trick
    expect(allFours.legalActions(run.state, 0).filter((a) => a.type === 'call')).toEqual([]);
    expect(refused(run, 0, { type: 'call', card: '7D' })).toBe('illegal');
    expect(legalCardsOf(run.state, 3)).toEqual(['2S', '7H', '8H', '9H']);
  });

  it('[AF-6.1] the owner may play an exposed card uncalled; its own turn\'s play is a play, not an exposure', () => {
    let run = act(standing(), 1, { type: 'play', card: '2H' });
    expect(run.events[0]).toMatchObject({ type: 'cardPlayed', seat: 1, card: '2H' });
    run = act(run, 3, { type: 'play', card: '9H' });
    run = play(run, 'AS 9H');
    expect(run.state.trick.map((p) => p.card)).toEqual(['2H', 'AS', '9H']);
    expect(run.state.exposed[3]).toEqual([]);
  });

  it('[AF-6.1] a card shown before play starts is exposed too; nothing can be shown before the deal', () => {
    const setup = allFours.setup({ seats: 4, seed: 'x', dealer: 0, options: EXPOSED, deal: stack(HANDS, '3S') });
    if (!setup.ok) throw new Error(setup.error.message);
    expect(allFours.toAct(setup.state)).toEqual([0]);
    expect(refused({ state: setup.state, events: [] }, 2, { type: 'play', card: 'AS' })).toBe('notYourTurn');
    let run = act({ state: setup.state, events: [] }, 0, { type: 'deal' });
    expect(allFours.toAct(run.state)).toEqual([1, 0, 2, 3]);
    run = act(run, 2, { type: 'play', card: 'AS' });
    run = act(run, 1, { type: 'play', card: 'JS' });
    expect(run.state.exposed).toEqual([[], ['JS'], ['AS'], []]);
    expect(run.state.phase).toBe('stand');
    run = act(run, 1, { type: 'stand' });
    run = act(run, 1, { type: 'play', card: 'JS' });
    // seat 2's partner may not call its AS; its opponents may
    expect(allFours.legalActions(run.state, 0).filter((a) => a.type === 'call')).toEqual([]);
    run = act(act(run, 3, { type: 'call', card: 'AS' }), 2, { type: 'play', card: 'AS' });
    expect(run.state.trick.map((p) => p.card)).toEqual(['JS', 'AS']);
  });
});
