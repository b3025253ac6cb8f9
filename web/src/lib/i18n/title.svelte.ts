// the title of the page being drawn at build time (one page at a time), for hooks.server.ts
let drawn: string | null = null;

/**
 * Keeps the document's title to `text()` (a page's, in the shown language), from a component's setup:
 * a plain effect, where `<svelte:head>` would bring its runtime to every page for one line. A page
 * drawn at build time keeps it for `drawnTitle`.
 */
export function pageTitle(text: () => string): void {
  if (typeof document === 'undefined') {
    drawn = text();
    return;
  }
  $effect(() => {
    document.title = text();
  });
}

/**
 * While `turn()` holds (the person is awaited at this table) the tab's icon has a gold dot, so a person
 * with the table in a background tab sees it (the page puts "● Your turn" before its title too).
 */
export function turnIcon(turn: () => boolean): void {
  $effect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = turn() ? '/favicon-turn.svg' : '/favicon.svg';
  });
}

/** The title of the page just drawn at build time (then forgotten): hooks.server.ts writes it into the HTML. */
export function drawnTitle(): string | null {
  const title = drawn;
  drawn = null;
  return title;
}
