import { describe, expect, it } from 'vitest';
import { numberKey, type Typed } from '../../web/src/lib/table/number-keys.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the keys of a number bid', () => {
  it('arrows and + − step through the allowed numbers and stop at the ends', () => {
    const typed: Typed = { buffer: '' };
    const allowed = range(28, 56);
    expect(numberKey('ArrowUp', 28, allowed, typed)).toBe(29);
    expect(numberKey('+', 29, allowed, typed)).toBe(30);
    expect(numberKey('ArrowDown', 28, allowed, typed)).toBe(28);
    expect(numberKey('-', 56, allowed, typed)).toBe(55);
    expect(numberKey('ArrowUp', 56, allowed, typed)).toBe(56);
    // gaps in what may be bid are stepped over
    expect(numberKey('ArrowUp', 16, [16, 20, 24], typed)).toBe(20);
    expect(numberKey('ArrowDown', 24, [16, 20, 24], typed)).toBe(20);
  });

  it('digits type the number; one that is not allowed changes nothing; the next digit starts afresh', () => {
    const typed: Typed = { buffer: '' };
    const allowed = range(28, 56);
    expect(numberKey('3', 28, allowed, typed)).toBe(28);
    expect(numberKey('5', 28, allowed, typed)).toBe(35);
    expect(numberKey('6', 35, allowed, typed)).toBe(35);
    expect(numberKey('0', 35, allowed, typed)).toBe(35); // 60 is too high
    expect(numberKey('4', 35, allowed, typed)).toBe(35);
    expect(numberKey('0', 35, allowed, typed)).toBe(40);
    // a step clears what was typed
    expect(numberKey('2', 40, allowed, typed)).toBe(40);
    expect(numberKey('ArrowUp', 40, allowed, typed)).toBe(41);
    expect(numberKey('3', 41, allowed, typed)).toBe(41);
    expect(numberKey('0', 41, allowed, typed)).toBe(30);
  });

  it('other keys are not the number\'s, and nothing is allowed when there is no bid', () => {
    const typed: Typed = { buffer: '' };
    expect(numberKey('Enter', 30, range(28, 56), typed)).toBeNull();
    expect(numberKey('a', 30, range(28, 56), typed)).toBeNull();
    expect(numberKey('ArrowUp', 30, [], typed)).toBeNull();
  });
});
