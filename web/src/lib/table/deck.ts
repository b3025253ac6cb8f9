import type { StorageLike } from '../net/storage.js';

/** Where this browser keeps its choice of deck; web/src/app.html reads it before the page is drawn. */
export const DECK_KEY = 'majlis:deck';

/** The class on the root element that paints diamonds blue and clubs green (app.css). */
export const FOUR_COLOUR = 'four-colour';

/** True if this browser shows the four-colour deck. */
export function isFourColour(storage: StorageLike): boolean {
  return storage.getItem(DECK_KEY) === 'four';
}

/** Chooses the four-colour deck (or the red and black one) for this browser, and shows it at once. */
export function setFourColour(storage: StorageLike, on: boolean, root: { classList: { toggle(name: string, force: boolean): unknown } }): void {
  if (on) storage.setItem(DECK_KEY, 'four');
  else storage.removeItem(DECK_KEY);
  root.classList.toggle(FOUR_COLOUR, on);
}
