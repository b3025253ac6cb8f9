import { appStorage, type StorageLike } from '../net/storage.js';
import { DIGITS_KEY, type Digits } from './digits.js';

// The home page's setting of Arabic's digits; every page reads it through digits.ts.

/** This browser's choice of digits for Arabic; Western unless Eastern Arabic was chosen. */
export function chosenDigits(storage: StorageLike = appStorage): Digits {
  return storage.getItem(DIGITS_KEY) === 'arab' ? 'arab' : 'latn';
}

/** Chooses Eastern Arabic digits (or Western ones) for Arabic in this browser. */
export function setDigits(digits: Digits, storage: StorageLike = appStorage): void {
  if (digits === 'arab') storage.setItem(DIGITS_KEY, 'arab');
  else storage.removeItem(DIGITS_KEY);
}
