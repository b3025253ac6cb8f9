/**
 * Keeps the document's title to `text()` (a page's, in the shown language), from a component's setup:
 * a plain effect, where `<svelte:head>` would bring its runtime to every page for one line.
 */
export function pageTitle(text: () => string): void {
  $effect(() => {
    document.title = text();
  });
}
