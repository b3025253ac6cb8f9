// Esc closes the overlay opened last, and only that one: a question asked over the open chat is
// cancelled first, the chat stays open (each listening on the window for itself, both closed at once).

const open: (() => void)[] = [];

function onKey(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented || open.length === 0) return;
  event.preventDefault();
  open[open.length - 1]();
}

/**
 * Registers an overlay just opened: Esc calls `close` while it is the last one opened. Returns its
 * removal, for when it closes (an `$effect`'s cleanup).
 */
export function closeOnEscape(close: () => void): () => void {
  if (open.length === 0) window.addEventListener('keydown', onKey);
  open.push(close);
  return () => {
    const at = open.lastIndexOf(close);
    if (at >= 0) open.splice(at, 1);
    if (open.length === 0) window.removeEventListener('keydown', onKey);
  };
}

/**
 * Moves the focus into an overlay just opened (`into`), and back where it was when the returned
 * cleanup runs; when that place is gone or hidden (a menu folded meanwhile), to `fallback()`.
 */
export function holdFocus(into: HTMLElement | undefined, fallback?: () => HTMLElement | null | undefined): () => void {
  const before = document.activeElement as HTMLElement | null;
  into?.focus();
  return () => {
    const back = before && before !== document.body && before.isConnected && before.getClientRects().length > 0 ? before : fallback?.();
    back?.focus();
  };
}
