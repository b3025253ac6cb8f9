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

/** Set once this browser was offered the four-colour deck (at a table's lobby) and answered. */
export const DECK_OFFERED_KEY = 'majlis:deck-offered';

/** True until this browser has chosen a deck or answered the offer: a first visit. */
export function deckOfferDue(storage: Pick<StorageLike, 'getItem'>): boolean {
  return storage.getItem(DECK_KEY) === null && storage.getItem(DECK_OFFERED_KEY) === null;
}

/** The answer to the offer: the deck chosen, shown at once, and the offer not made again. */
export function answerDeckOffer(storage: StorageLike, four: boolean, root: { classList: { toggle(name: string, force: boolean): unknown } }): void {
  setFourColour(storage, four, root);
  storage.setItem(DECK_OFFERED_KEY, '1');
}
