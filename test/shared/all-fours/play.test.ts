import { describe, expect, it } from 'vitest';
import { act, begin, legalCardsOf, play, refused, stack, type Run } from './stack.js';

function standing(hands: string[], kick: string, options: Record<string, unknown> = {}): Run {
  return act(begin({ seats: 4, options, deal: stack(hands, kick) }), 1, { type: 'stand' });
}

const TRUMP_LED = ['2D 3D 4D 5D 6D 7D', 'JS 2H 3H 4H 5H 6H', 'AS 2C 3C 4C 5C 6C', 'QS 7H 8H 9H 8D 9D'];
const PLAIN_LED = ['2H 9S 2D 3D 4D 5D', '7H 8H 9H TH JH QH', 'KS 2C 3C 4C 5C 6C', '3H 4H 6D 7D 8D 9D'];

describe('[AF-3] play', () => {
  it('[AF-3.1] the dealer\'s right leads the first trick with any card; the trick winner leads the next', () => {
    let run = standing(TRUMP_LED, '3S');
    expect(run.state.turn).toBe(1);
    expect(legalCardsOf(run.state, 1)).toEqual(TRUMP_LED[1].split(' '));
    expect(refused(run, 2, { type: 'play', card: 'AS' })).toBe('notYourTurn');
    run = play(run, 'JS AS QS 2D');
    expect(run.events.find((e) => e.type === 'trickWon')).toEqual({
      type: 'trickWon', audience: 'all', seat: 2, team: 0, cards: ['JS', 'AS', 'QS', '2D'], points: 7,
    });
    expect(run.state.turn).toBe(2);
    expect(run.state.tricks).toHaveLength(1);
  });

  it('[AF-3.2] trump led: a trump if able, otherwise any card', () => {
    let run = play(standing(TRUMP_LED, '3S'), 'JS');
    expect(legalCardsOf(run.state, 2)).toEqual(['AS']);
    expect(refused(run, 2, { type: 'play', card: '2C' })).toBe('illegal');
    run = play(run, 'AS');
    expect(legalCardsOf(run.state, 3)).toEqual(['QS']);
    run = play(run, 'QS');
    expect(legalCardsOf(run.state, 0)).toEqual(TRUMP_LED[0].split(' '));
  });

  it('[AF-3.3] a plain suit led: follow suit or trump, either allowed even when able to follow', () => {
    let run = play(standing(PLAIN_LED, '3S'), '7H');
    // seat 2 has no heart but a trump: it must trump (it can, so it is not a seat that "can do neither")
    expect(legalCardsOf(run.state, 2)).toEqual(['KS']);
    expect(refused(run, 2, { type: 'play', card: '2C' })).toBe('illegal');
    run = play(run, 'KS');
    // seat 3 holds hearts and no trump: a heart
    expect(legalCardsOf(run.state, 3)).toEqual(['3H', '4H']);
    expect(refused(run, 3, { type: 'play', card: '6D' })).toBe('illegal');
    run = play(run, '3H');
    // seat 0 may follow with 2H or trump with 9S, but not discard a diamond
    expect(legalCardsOf(run.state, 0)).toEqual(['2H', '9S']);
    expect(refused(run, 0, { type: 'play', card: '2D' })).toBe('illegal');
  });

  it('[AF-3.3] a seat that can neither follow nor trump plays any card', () => {
    let run = play(standing(PLAIN_LED, '3S'), '7H KS 3H 2H 2C');
    expect(legalCardsOf(run.state, 3)).toEqual(['4H', '6D', '7D', '8D', '9D']);
    run = play(run, '4H');
    expect(legalCardsOf(run.state, 0)).toEqual(['9S']);
  });

  it('[AF-3.4] the highest trump wins the trick; without trumps the highest card of the suit led', () => {
    let run = play(standing(PLAIN_LED, '3S'), '7H KS 3H 2H');
    expect(run.events.find((e) => e.type === 'trickWon')).toMatchObject({ seat: 2, cards: ['7H', 'KS', '3H', '2H'] });
    run = play(run, '2C 4H 9S 8H');
    expect(run.events.find((e) => e.type === 'trickWon')).toMatchObject({ seat: 0 });
    // no trump: 9D wins the diamond lead over the 9H and 3C of other suits
    run = play(run, '2D 9H 3C 9D');
    expect(run.events.find((e) => e.type === 'trickWon')).toMatchObject({ seat: 3, cards: ['2D', '9H', '3C', '9D'] });
  });

  it('refuses a card not in the hand and garbage card codes', () => {
    const run = standing(TRUMP_LED, '3S');
    expect(refused(run, 1, { type: 'play', card: 'AS' })).toBe('illegal');
    expect(refused(run, 1, { type: 'play', card: 'js' })).toBe('badAction');
    expect(refused(run, 1, { type: 'play' })).toBe('badAction');
  });
});

describe('[AF-7] option noUndertrump', () => {
  const hands = ['4S 5S 7S 8S TS JS', '7H 8H 9H TH JH 3S', 'QS 2C 3C 4C 5C 6C', '3H 9S KS 7D 8D 9D'];

  it('[AF-7] noUndertrump: under a trump in a plain-suit trick a lower trump is illegal', () => {
    let run = play(standing(hands, '2S', { noUndertrump: true }), '7H QS');
    expect(legalCardsOf(run.state, 3)).toEqual(['3H', 'KS']);
    expect(refused(run, 3, { type: 'play', card: '9S' })).toBe('illegal');
    run = play(run, '3H');
    // a hand of nothing but trumps may undertrump
    expect(legalCardsOf(run.state, 0)).toEqual(['4S', '5S', '7S', '8S', 'TS', 'JS']);
    run = play(run, '4S 2C KS 5S');
    // void in clubs, holding only a lower trump besides hearts: the hearts, not the 3S
    expect(legalCardsOf(run.state, 1)).toEqual(['8H', '9H', 'TH', 'JH']);
  });

  it('[AF-7] noUndertrump off (default): undertrumping is allowed', () => {
    const run = play(standing(hands, '2S'), '7H QS');
    expect(legalCardsOf(run.state, 3)).toEqual(['3H', '9S', 'KS']);
  });
});
