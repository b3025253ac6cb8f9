/**
 * The keys of a bid that is a number (Fifty-Six, Twenty-Eight, Twenty-Nine): ↑ and + raise it by one,
 * ↓ and − lower it, and digits type it ("3", "5": 35). Digits gather in `typed.buffer` until they make a
 * number of as many digits as the highest bid; the next digit starts a new number.
 */
export interface Typed {
  buffer: string;
}

/**
 * The number `key` chooses, from `value` among `allowed` (sorted or not), or null when `key` is not a
 * key of the number (then the page leaves it alone). A digit that does not yet make an allowed number
 * keeps `value`.
 */
export function numberKey(key: string, value: number, allowed: readonly number[], typed: Typed): number | null {
  if (allowed.length === 0) return null;
  const up = allowed.filter((n) => n > value);
  const down = allowed.filter((n) => n < value);
  if (key === 'ArrowUp' || key === '+') {
    typed.buffer = '';
    return up.length ? Math.min(...up) : value;
  }
  if (key === 'ArrowDown' || key === '-') {
    typed.buffer = '';
    return down.length ? Math.max(...down) : value;
  }
  if (!/^[0-9]$/.test(key)) return null;
  const digits = String(Math.max(...allowed)).length;
  typed.buffer = (typed.buffer.length >= digits ? '' : typed.buffer) + key;
  const number = Number(typed.buffer);
  return allowed.includes(number) ? number : value;
}
