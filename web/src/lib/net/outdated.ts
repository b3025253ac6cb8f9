/**
 * A page from an older deploy: the table closed its socket with `badProtocol` (the page speaks another
 * protocol version than the server now does). The page reloads itself to get the new app, at a safe
 * moment: not while the person is doing something (a key pressed, a tap, a text being written in the
 * last few seconds), or at once while the page is hidden. The seat's keys are in this browser's
 * storage, so the reloaded page takes the same seat. A page that reloaded for this a moment ago and is
 * still outdated (a cache serving the old app) does not loop: it leaves the Reload button to the person.
 */

/** How long the person must have left the page alone before it reloads by itself. */
export const QUIET_MS = 3000;
/** An automatic reload less than this long after the last one is not made again. */
export const AGAIN_AFTER_MS = 120_000;
/** Where the time of the last automatic reload is kept (sessionStorage: this tab only). */
export const RELOADED_KEY = 'majlis:reloaded-outdated';

/** What the page knows when it decides. */
export interface PageState {
  now: number;
  /** When the person last pressed a key, tapped or clicked (ms), or null if never. */
  lastInput: number | null;
  hidden: boolean;
  /** A text field with focus and words in it (a chat line being written). */
  writing: boolean;
}

/** True when an outdated page may reload now. */
export function safeToReload(state: PageState): boolean {
  if (state.hidden) return true;
  if (state.writing) return false;
  return state.lastInput === null || state.now - state.lastInput >= QUIET_MS;
}

/** True unless this tab reloaded itself for the same reason less than AGAIN_AFTER_MS ago. */
export function mayReloadAgain(lastReload: number | null, now: number): boolean {
  return lastReload === null || !(now - lastReload >= 0 && now - lastReload < AGAIN_AFTER_MS);
}

/** The page's side: its clock, its timers, what it reads of the document, and the reload itself. */
export interface ReloadHost {
  now(): number;
  every(fn: () => void, ms: number): () => void;
  /** Calls `fn` on each key, tap or click and on each change of visibility; returns the unsubscribe. */
  watch(onInput: () => void, onVisibility: () => void): () => void;
  hidden(): boolean;
  writing(): boolean;
  /** The stored time of the last automatic reload, and storing it (false when it cannot be stored). */
  lastReload(): number | null;
  markReload(at: number): boolean;
  reload(): void;
}

/**
 * Reloads the page through `host` at the first safe moment, checked every second and on each change
 * of visibility; nothing when this tab reloaded for this a moment ago. Returns the stop.
 */
export function reloadWhenSafe(host: ReloadHost): () => void {
  if (!mayReloadAgain(host.lastReload(), host.now())) return () => {};
  let lastInput: number | null = null;
  let done = false;
  const stops: (() => void)[] = [];
  const stop = () => {
    for (const s of stops.splice(0)) s();
  };
  const check = () => {
    if (done || !safeToReload({ now: host.now(), lastInput, hidden: host.hidden(), writing: host.writing() })) return;
    done = true;
    stop();
    // unguarded, a cache serving the old app could reload it for ever: then the person's button only
    if (host.markReload(host.now())) host.reload();
  };
  stops.push(host.watch(() => (lastInput = host.now()), check));
  stops.push(host.every(check, 1000));
  // the first check after the tick the socket closed in: a person who was just tapping gets their quiet
  lastInput = host.now();
  return stop;
}

/** The browser's host: real timers, the document's events, sessionStorage. */
export function browserReloadHost(): ReloadHost {
  return {
    now: () => Date.now(),
    every: (fn, ms) => {
      const timer = setInterval(fn, ms);
      return () => clearInterval(timer);
    },
    watch: (onInput, onVisibility) => {
      const events = ['keydown', 'pointerdown', 'input'] as const;
      for (const event of events) addEventListener(event, onInput, { capture: true, passive: true });
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        for (const event of events) removeEventListener(event, onInput, { capture: true });
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
    hidden: () => document.hidden,
    writing: () => {
      const active = document.activeElement;
      return (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.value.trim() !== '';
    },
    lastReload: () => {
      try {
        const stored = Number(sessionStorage.getItem(RELOADED_KEY));
        return Number.isFinite(stored) && stored > 0 ? stored : null;
      } catch {
        return null;
      }
    },
    markReload: (at) => {
      try {
        sessionStorage.setItem(RELOADED_KEY, String(at));
        return true;
      } catch {
        return false;
      }
    },
    reload: () => location.reload(),
  };
}
