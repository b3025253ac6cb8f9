import { describe, expect, it } from 'vitest';
import { raceText } from '../../web/src/lib/games/fifty-six/model.js';
import type { Contract } from '../../shared/rules/games/fifty-six/state.js';

const contract = (value: number, doubled = 0): Contract =>
  ({ seat: 1, team: 1, value, trump: 'H', forced: false, doubled, doubler: doubled ? 0 : null }) as Contract;

describe('the Fifty-Six headline says how far each side is [FS-5.1]', () => {
  it('the bidders need the bid, the defenders one more than the rest of 56', () => {
    expect(raceText(contract(30, 1), [9, 12])).toBe('30 ♥ ×2 — Bidders 12/30 · Defenders 9/27');
  });
  it('says made once the bidders are there, failed once the defenders are', () => {
    expect(raceText(contract(28), [3, 41])).toBe('28 ♥ — made (41)');
    expect(raceText(contract(40), [17, 20])).toBe('40 ♥ — failed');
    expect(raceText(contract(40), [16, 20])).toBe('40 ♥ — Bidders 20/40 · Defenders 16/17');
  });
  it('counts every other team as defenders (three teams of pairs)', () => {
    expect(raceText(contract(28), [5, 10, 6])).toBe('28 ♥ — Bidders 10/28 · Defenders 11/29');
  });
});
