import { describe, expect, it } from 'vitest';
import { hintStyle, hintText, moveText } from '../../web/src/lib/practice/hint-words.js';

describe('a hint in words and on the table', () => {
  const noButton = () => null;

  it('names a card, a Fifty-Six bid by number and denomination, and any other move by its button', () => {
    expect(moveText({ type: 'play', card: 'TH' }, noButton)).toBe('10♥');
    expect(moveText({ type: 'call', card: 'JS' }, noButton)).toBe('J♠');
    expect(moveText({ type: 'bid', value: 28, denomination: 'D', form: 'plus' }, noButton)).toBe('28 ♦');
    expect(moveText({ type: 'bid', value: 40, denomination: 'NT', form: 'numberSuit' }, noButton)).toBe('40 No Trumps');
    expect(moveText({ type: 'hokum', suit: 'S' }, (a) => (a.type === 'hokum' ? 'Hokum ♠' : null))).toBe('Hokum ♠');
    expect(moveText({ type: 'pass' }, noButton)).toBeNull();
  });

  it('says the move, and why when the expert gave a reason', () => {
    expect(hintText('J♠', null)).toBe('Hint: J♠');
    expect(hintText('J♠', 'drawsLastTrump')).toBe('J♠: draws the last trump');
    expect(hintText(null, 'weakHand')).toBe('the marked move: a weak hand');
  });

  it('marks a card by its code and a decision by its exact action, quoting what the action holds', () => {
    expect(hintStyle({ type: 'play', card: 'QS' })).toMatch(/^\.hand \[data-card="QS"\] \{/);
    const style = hintStyle({ type: 'double', locked: true });
    expect(style.startsWith('[data-action="{\\"type\\":\\"double\\",\\"locked\\":true}"]')).toBe(true);
    // nothing in an action can end the style element or the selector
    const odd = hintStyle({ type: 'play', card: '</style><b>' });
    expect(odd).not.toContain('</style>');
    expect(odd).not.toContain('"]"');
  });
});
