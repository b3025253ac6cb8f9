import type { StorageLike } from '../net/storage.js';

/** Where this browser keeps its choice of contrast ('high' or 'normal'); web/src/app.html reads it before the page is drawn. */
export const CONTRAST_KEY = 'majlis:contrast';

/** The class on the root element that sets the high-contrast palette (app.css). */
export const HIGH_CONTRAST = 'high-contrast';

/**
 * True if this browser shows the high-contrast theme: its own choice, or, before it made one, the
 * system's (`prefers-contrast: more`, passed as `systemAsks`).
 */
export function isHighContrast(storage: Pick<StorageLike, 'getItem'>, systemAsks: boolean): boolean {
  const choice = storage.getItem(CONTRAST_KEY);
  return choice === 'high' || (choice !== 'normal' && systemAsks);
}

/** Chooses the high-contrast theme (or the normal one) for this browser, and shows it at once. */
export function setHighContrast(storage: StorageLike, on: boolean, root: { classList: { toggle(name: string, force: boolean): unknown } }): void {
  storage.setItem(CONTRAST_KEY, on ? 'high' : 'normal');
  root.classList.toggle(HIGH_CONTRAST, on);
}
