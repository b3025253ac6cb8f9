import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots/index.js';
import { holdsTop, strongestSuit } from '../../../shared/bots/fifty-six/hand-value.js';
import type { Card } from '../../../shared/rules/core/cards.js';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import { cards, dealt } from './fifty-six-deals.js';

const hand = (text: string) => text.split(' ') as Card[];

describe("fifty-six: the strongest suit of a hand (the bid picker's first choice)", () => {
  it('is never a suit the hand does not hold', () => {
    // no spades: the picker used to offer ♠ with "You hold the top card of this suit"
    const noSpades = hand('JH1 9H1 AH1 TH1 KD1 QD1 KC1 QC1');
    expect(strongestSuit(noSpades)).toBe('H');
    expect(holdsTop(noSpades, 'H')).toBe(true);
    expect(holdsTop(noSpades, 'S')).toBe(false);
  });

  it('weighs the winners a suit makes as trumps, as the bots do, over its length', () => {
    // four low clubs against both jacks and a nine of diamonds
    expect(strongestSuit(hand('KC1 KC2 QC1 QC2 JD1 JD2 9D1 QH1'))).toBe('D');
    // with a fifth club, long trumps and two voids to ruff in are worth more to the bots
    expect(strongestSuit(hand('KC1 KC2 QC1 QC2 TC1 JD1 JD2 9D1'))).toBe('C');
  });

  it('breaks a tie by length, then by card points, then in the order ♠ ♥ ♦ ♣', () => {
    expect(strongestSuit(hand('QS1 QH1 KH1'))).toBe('H');
    expect(strongestSuit(hand('QS1 KH1'))).toBe('S');
    expect(strongestSuit([])).toBeNull();
  });

  it('is the suit the standard bot opens in, when it opens in a suit', () => {
    for (const text of ['JS1 JS2 9S1 9S2 AS1 TS1 KS1 JH1 9H1 QD1 QC1 KC1', '9S1 9S2 AS1 AS2 TS1 TS2 KS1 KS2 JH1 JD1 JC1 9H1']) {
      const state = dealt({ 0: text });
      const action = chooseAction('fifty-six', fiftySix.view(state, state.turn), 'standard', 'test');
      expect(action).toMatchObject({ type: 'bid' });
      expect(strongestSuit(cards(text))).toBe(action.denomination);
    }
  });
});
