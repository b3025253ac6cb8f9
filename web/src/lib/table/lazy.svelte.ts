/** A component (or any module's default export) loaded the first time it is asked for. */
export interface Lazy<T> {
  /** Starts loading on the first call; the export once it is in, else null (callers re-run then). */
  get(): T | null;
}

/**
 * A part of a page that few visits show, kept out of the page's JavaScript until it is first shown:
 * `get()` inside markup or an effect loads it once and gives it as soon as it is in.
 */
export function lazy<T>(load: () => Promise<{ default: T }>): Lazy<T> {
  let loaded = $state.raw<T | null>(null);
  let started = false;
  return {
    get() {
      if (!started) {
        started = true;
        load().then(
          (module) => (loaded = module.default),
          () => (started = false), // a failed download is tried again the next time it is asked for
        );
      }
      return loaded;
    },
  };
}
