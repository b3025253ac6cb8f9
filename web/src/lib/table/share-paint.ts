// The first paint of a shared table link: the Worker puts a picture of the table, as a spectator sees
// it, over the whole window (worker/share/first-paint.ts) while the app loads. The table page draws
// its own table under it and then takes it away; nothing on the page moves.

function sharePaint(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('share-paint');
}

/** True if the Worker answered that there is no such table: the page says so without opening a socket. */
export function tableMissing(): boolean {
  return sharePaint()?.dataset.status === 'missing';
}

/** Takes the first paint away, once the page's own table (or its word that the table is gone) is drawn. */
export function removeSharePaint(): void {
  sharePaint()?.remove();
}
