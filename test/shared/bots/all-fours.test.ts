import { describe, expect, it } from 'vitest';
import { chooseAction, type BotLevel } from '../../../shared/bots/index.js';
import type { Card } from '../../../shared/rules/core/cards.js';
import type { Action } from '../../../shared/rules/core/game.js';
import { PACK } from '../../../shared/rules/games/all-fours/cards.js';
import { allFours } from '../../../shared/rules/games/all-fours/index.js';
import type { AllFoursState } from '../../../shared/rules/games/all-fours/state.js';
import { mustApply, mustSetup } from '../../kit/playout.js';

const cards = (text: string): Card[] => text.split(/\s+/).filter(Boolean);

/** Dealer 0 deals the given 6-card hands and kicks `stock`'s first card; seat 1 then stands or begs. */
function dealt(hands: string[], stock: string, score?: number[]): AllFoursState {
  const given = hands.map(cards);
  const head = cards(stock);
  const used = new Set([...given.flat(), ...head]);
  const deal = { hands: given, stock: [...head, ...PACK.filter((c) => !used.has(c))] };
  const state = mustSetup(allFours, { seats: hands.length, seed: 'bots', dealer: 0, deal, score });
  return mustApply(allFours, state, 0, { type: 'deal' });
}

function plays(state: AllFoursState, text: string): AllFoursState {
  let current = state;
  for (const card of cards(text)) current = mustApply(allFours, current, current.turn, { type: 'play', card });
  return current;
}

const decideAt = (level: BotLevel) => (state: AllFoursState, seat: number): Action =>
  chooseAction('all-fours', allFours.view(state, seat), level, 'test');
const decide = decideAt('standard');

const WEAK = ['2C 3C 4C 5D 6D 7D', '8H 9C TC 8D 9D QC', 'KC KD AC AD 2H 3H', 'QD JD TD 4H 5H 6H'];

describe('all-fours standard bot: standing and begging [AF-2]', () => {
  it('[AF-2.1] stands holding the ace and jack of trumps', () => {
    const state = dealt(['2C 3C 4C 5D 6D 7D', 'AS JS 5S 8D 9D QC', 'KC KD AC AD 2H 3H', 'QD JD TD 4H 5H 6H'], '9S');
    expect(decide(state, 1)).toEqual({ type: 'stand' });
  });

  it('[AF-2.1] begs with no trump worth keeping', () => {
    expect(decide(dealt(WEAK, '9S'), 1)).toEqual({ type: 'beg' });
  });

  it('[AF-1.3] stands even on a weak hand when any scoring kick would carry the dealer to the target', () => {
    expect(decide(dealt(WEAK, '9S', [13, 0]), 1)).toEqual({ type: 'stand' });
  });

  it('[AF-2.2] the dealer gives one when strong in the kicked suit, and runs the pack when weak', () => {
    const strong = ['AS KS 2S 5D 6D 7D', '8H 9C TC 8D 9D QC', 'KC KD AC AD 2H 3H', 'QD JD TD 4H 5H 6H'];
    expect(decide(mustApply(allFours, dealt(strong, '9S'), 1, { type: 'beg' }), 0)).toEqual({ type: 'takeOne' });
    expect(decide(mustApply(allFours, dealt(WEAK, '9S'), 1, { type: 'beg' }), 0)).toEqual({ type: 'run' });
  });

  it('[AF-5.2] the dealer never gives the beggars their last point', () => {
    const strong = ['AS KS 2S 5D 6D 7D', '8H 9C TC 8D 9D QC', 'KC KD AC AD 2H 3H', 'QD JD TD 4H 5H 6H'];
    const begged = mustApply(allFours, dealt(strong, '9S', [0, 13]), 1, { type: 'beg' });
    expect(decide(begged, 0)).toEqual({ type: 'run' });
  });
});

describe.each(['standard', 'expert'] as const)('all-fours %s bot: play [AF-3][AF-4]', (level) => {
  const decide = decideAt(level);

  it('[AF-4.3] leads trumps from a strong trump hand while an opponent may hold the jack, to catch it', () => {
    const hands = ['2C 3C 4C 5D 6D 7D', 'AS KS QS 2H 8D 9D', 'KC KD AC AD 3H 4H', 'JS 7S TD 5H 6H 7H'];
    const state = mustApply(allFours, dealt(hands, '9S'), 1, { type: 'stand' });
    const action = decide(state, 1);
    expect(String(action.card)[1]).toBe('S');
  });

  it('[AF-4.3] saves its jack by giving it to a trick its partner has won with the ace of trumps', () => {
    // trumps spades; seat 1 leads a heart, partner seat 2 trumps with the ace, seat 3 follows, seat 0 last
    const hands = ['JS 7H 2C 3C 4C 5D', '5H 8D 9D QC KC 8C', 'AS 2D 3D 6D 7D 8H', '4H 6H 9H TH QH KH'];
    const state = plays(mustApply(allFours, dealt(hands, '9S'), 1, { type: 'stand' }), '5H AS 4H');
    expect(decide(state, 0)).toEqual({ type: 'play', card: 'JS' });
  });

  it('[AF-4.4] does not throw a ten onto a trick the opponents have won, last to play', () => {
    const hands = ['TD 3D 2C 3C 4C 5C', 'AD 8H 9H QH KH 2H', '2D 6C 8C 9C QC KC', '4D 4H 5H 6H 7H AH'];
    const state = plays(mustApply(allFours, dealt(hands, '9S'), 1, { type: 'stand' }), 'AD 2D 4D');
    expect(decide(state, 0)).toEqual({ type: 'play', card: '3D' });
  });

  it('[AF-4.4] gives a ten to a trick its partner has won, last to play', () => {
    const hands = ['TD 3D 2C 3C 4C 5C', '2D 8H 9H QH KH 2H', 'AD 6C 8C 9C QC KC', '3H 4H 5H 6H 7H AH'];
    const state = plays(mustApply(allFours, dealt(hands, '9S'), 1, { type: 'stand' }), '2D AD 3H');
    expect(decide(state, 0)).toEqual({ type: 'play', card: 'TD' });
  });
});
