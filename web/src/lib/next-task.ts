/**
 * Resolves in a later task of the main thread, so the browser may paint and answer input in between:
 * `scheduler.yield()` where there is one (its continuation goes before other pending tasks), else a
 * zero timeout. For splitting a page's start into tasks under 50 ms (issue 30).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
