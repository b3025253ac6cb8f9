import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../shared/rules/core/cards.js';
import type { Action } from '../../shared/rules/core/game.js';
import type { BidCall } from '../../shared/rules/games/fifty-six/state.js';
import BidPicker from '../../web/src/lib/games/fifty-six/BidPicker.svelte';
import { describeFiftySix } from '../../web/src/lib/games/fifty-six/describe.js';
import { testNaming } from './table-kit.js';

// Issue 31, item 7: the picker starts on the hand's strongest suit and says what each choice means.

/** Every bid above `high` in every denomination and the forms each allows [FS-3.3]. */
function bidsOver(high: number): Action[] {
  const legal: Action[] = [];
  for (let value = Math.max(28, high + 1); value <= 56; value++) {
    for (const denomination of ['S', 'H', 'D', 'C', 'NT', 'noes']) {
      legal.push({ type: 'bid', value, denomination, form: 'numberSuit' });
      if (denomination.length === 1) legal.push({ type: 'bid', value, denomination, form: 'suitNumber' });
      if (high > 0 && denomination !== 'NT' && (denomination !== 'noes' || value === high + 2)) legal.push({ type: 'bid', value, denomination, form: 'plus' });
    }
  }
  return legal;
}
const naming = { ...testNaming(0), seatName: (s: number) => (s === 1 ? 'Hana' : `Seat${s}`) };
const picker = (hand: string, high: BidCall | null = null) =>
  render(BidPicker, {
    props: { legal: bidsOver(high?.value ?? 0), hand: hand.split(' ') as Card[], high, lastSuit: high?.denomination ?? null, naming, act: () => {} },
  }).body.replace(/<!--[^]*?-->/g, '');
const checked = (html: string, attribute: string) => html.match(new RegExp(`aria-checked="true"[^>]*${attribute}="([^"]+)"`))?.[1];

describe('the Fifty-Six bid picker', () => {
  it('starts on the strongest suit of the hand, not on spades the hand does not hold', () => {
    const html = picker('JH1 9H1 AH1 TH1 KD1 QD1 KC1 QC1');
    expect(checked(html, 'data-denomination')).toBe('H');
    // announced number first: the hand holds the jack of hearts
    expect(checked(html, 'data-form')).toBe('numberSuit');
    expect(html).toContain('28 ♥ — holds the jack of ♥, its top card');
    expect(html).toContain('♥ trumps: a ♥ beats any card of another suit.');
    // every choice says what it means where it stands (a pointer's hover), not only the chosen one
    expect(html).toContain('title="No Trumps: the highest card of the suit led wins." data-denomination="NT"');
    expect(html).toContain('title="strong in ♥, without its jack" data-form="suitNumber"');
  });

  it('announces a suit without its jack suit first, and says so', () => {
    const html = picker('9S1 9S2 AS1 AS2 TS1 KD1 QD1 KC1');
    expect(checked(html, 'data-denomination')).toBe('S');
    expect(checked(html, 'data-form')).toBe('suitNumber');
    expect(html).toContain('♠ 28 — strong in ♠, without its jack');
  });

  it('names each announcement by the bid itself, not "number first / suit first / plus"', () => {
    const high: BidCall = { seat: 1, call: 'bid', value: 28, denomination: 'D', form: 'suitNumber', plus: null, noesOf: null, called: 'Diamonds 28' };
    const html = picker('JH1 9H1 AH1 TH1 KD1 QD1 KC1 QC1', high);
    for (const label of ['>29 ♥<', '>♥ 29<', '>Plus 1 ♥<']) expect(html).toContain(label);
    expect(html).not.toContain('number first');
    // and why the bubble at Hana's seat reads "♦ 28"
    expect(html).toContain('To beat: Hana, ♦ 28 — strong in ♦, without its jack');
  });
});

describe('the log of a Fifty-Six auction', () => {
  it('says what each bid tells the table', () => {
    const line = (data: Record<string, unknown>) => describeFiftySix({ id: 1, seat: 1, type: 'bidMade', data }, naming);
    expect(line({ call: 'bid', value: 28, denomination: 'D', form: 'numberSuit', plus: null, noesOf: null })).toBe('Hana: 28 ♦ — holds the jack of ♦, its top card');
    expect(line({ call: 'bid', value: 30, denomination: 'noes', form: 'numberSuit', plus: null, noesOf: 'D' })).toBe('Hana: 30 Noes — holds no ♦, the suit bid last');
    expect(line({ call: 'pass' })).toBe('Hana: Pass');
  });
});
