/**
 * Copies of lists made at their final length in one allocation: a slice and a push, a spread or a
 * `concat` allocate more, and the engines' hot paths build such copies for every action.
 */

/** A copy of `list` with `item` added at the end. */
export function appended<T>(list: readonly T[], item: T): T[] {
  const copy = new Array<T>(list.length + 1);
  for (let i = 0; i < list.length; i++) copy[i] = list[i];
  copy[list.length] = item;
  return copy;
}

/** A copy of `list` without the item at index `at`. */
export function removed<T>(list: readonly T[], at: number): T[] {
  const copy = new Array<T>(list.length - 1);
  for (let i = 0; i < at; i++) copy[i] = list[i];
  for (let i = at + 1; i < list.length; i++) copy[i - 1] = list[i];
  return copy;
}
