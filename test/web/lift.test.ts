import { describe, expect, it } from 'vitest';
import { liftChoice, liftsFirst, setLiftChoice } from '../../web/src/lib/table/lift.js';
import { MemoryStorage } from './fake-storage.js';

describe('a tap on a card', () => {
  it('lifts it first in a hand of more than 8 cards on a phone by default; always or never when chosen', () => {
    expect([8, 9, 12].map((n) => liftsFirst('auto', n, true))).toEqual([false, true, true]);
    expect(liftsFirst('auto', 12, false)).toBe(false);
    expect(liftsFirst('always', 3, false)).toBe(true);
    expect(liftsFirst('never', 12, true)).toBe(false);
  });

  it("keeps this browser's choice; anything else stored reads as the default", () => {
    const storage = new MemoryStorage();
    expect(liftChoice(storage)).toBe('auto');
    setLiftChoice(storage, 'never');
    expect(liftChoice(storage)).toBe('never');
    setLiftChoice(storage, 'auto');
    expect(storage.getItem('majlis:lift')).toBeNull();
    storage.setItem('majlis:lift', 'sometimes');
    expect(liftChoice(storage)).toBe('auto');
  });
});
