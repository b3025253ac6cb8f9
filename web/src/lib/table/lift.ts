import type { StorageLike } from '../net/storage.js';

/** Where this browser keeps how a tap on a card works. */
export const LIFT_KEY = 'majlis:lift';

/**
 * How a tap on a playable card works: `never` plays it at once; `always` lifts it first, and a
 * second tap plays it; `auto` (the default) lifts first only where cards are small: a hand of more
 * than `LIFT_FROM` cards on a phone (a 12-card Fifty-Six hand leaves each card 25 px at 360 px).
 */
export type LiftChoice = 'auto' | 'always' | 'never';

export const LIFT_CHOICES: readonly LiftChoice[] = ['auto', 'always', 'never'];

/** A hand of more cards than this lifts a card first on a phone (`auto`). */
export const LIFT_FROM = 8;

/** This browser's choice (`auto` unless one was made). */
export function liftChoice(storage: StorageLike): LiftChoice {
  const stored = storage.getItem(LIFT_KEY);
  return LIFT_CHOICES.includes(stored as LiftChoice) ? (stored as LiftChoice) : 'auto';
}

export function setLiftChoice(storage: StorageLike, choice: LiftChoice): void {
  if (choice === 'auto') storage.removeItem(LIFT_KEY);
  else storage.setItem(LIFT_KEY, choice);
}

/** Whether a tap lifts a card before a second tap plays it, for a hand of `cards` cards. */
export function liftsFirst(choice: LiftChoice, cards: number, phone: boolean): boolean {
  return choice === 'always' || (choice === 'auto' && phone && cards > LIFT_FROM);
}
