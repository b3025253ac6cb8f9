// The icons of the table pages (home.ts: the home page's): each the `d` of one path on a 24x24 grid,
// drawn as 2-unit strokes by Icon.svelte. Inline SVG instead of emoji, which become empty boxes on
// systems without an emoji font.

/** A robot's head: a bot holds the seat. */
export const BOT = 'M12 3v3M6 7h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM9 11v2M15 11v2M10 16h4M2 12v3M22 12v3';

/** A cross: close, forget. */
export const CLOSE = 'M6 6l12 12M18 6L6 18';
