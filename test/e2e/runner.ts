import type { Browser } from 'playwright-core';
import { launch } from './browser.js';
import { startWrangler, type Dev } from './wrangler.js';

/** What every end-to-end test gets: the running `wrangler dev` and a browser of its own. */
export interface Ctx {
  dev: Dev;
  browser: Browser;
}

/** An end-to-end test. */
export type Test = (ctx: Ctx) => Promise<void>;

/** The longest a test may run before it counts as failed (the slowest take about 40 s). */
const TEST_TIMEOUT_MS = Number(process.env.E2E_TEST_TIMEOUT_MS ?? 120_000);

// what went wrong with the browser during the current attempt (a page or the browser crashed)
let crashes: string[] = [];

/** Notes that a page crashed (person() listens for it); the runner then retries the test once. */
export function noteCrash(what: string): void {
  crashes.push(what);
}

/** True if an error says the browser, a context or a page went away under the test. */
export function isCrash(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Target (page, context or browser )?(has been )?closed|Browser has been closed|browser has disconnected|Page crashed|crashed/i.test(message);
}

async function healthy(dev: Dev): Promise<boolean> {
  try {
    const response = await fetch(`${dev.url}/api/health`, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** One attempt at a test in a fresh browser; resolves with the error, or null if it passed. */
// a failed test leaves a screenshot of each of its pages, to see where it stood
async function shootPages(browser: Browser, name: string): Promise<void> {
  const slug = name.replace(/[^a-z0-9]+/gi, '-').slice(0, 40);
  const pages = browser.contexts().flatMap((context) => context.pages());
  for (const [i, page] of pages.entries()) {
    await page.screenshot({ path: `test-results/e2e/failed-${slug}-${i}.png`, timeout: 5000 }).catch(() => {});
  }
}

async function attempt(name: string, test: Test, dev: Dev): Promise<{ error: unknown; crashed: boolean }> {
  crashes = [];
  const browser = await launch();
  let closing = false;
  browser.on('disconnected', () => closing || noteCrash('the browser disconnected'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = test({ dev, browser });
  // a test abandoned by its timeout fails later, when its browser is closed: that is expected
  run.catch(() => {});
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${TEST_TIMEOUT_MS / 1000} s`)), TEST_TIMEOUT_MS);
  });
  try {
    await Promise.race([run, timeout]);
    return { error: null, crashed: false };
  } catch (error) {
    const timedOut = error instanceof Error && error.message.startsWith('timed out');
    await shootPages(browser, name);
    return { error, crashed: !timedOut && (crashes.length > 0 || isCrash(error)) };
  } finally {
    clearTimeout(timer);
    closing = true;
    await browser.close().catch(() => {});
  }
}

/**
 * Runs the tests (those whose name contains `only`, if given) against one `wrangler dev`, each in a
 * browser of its own. A test whose browser or page crashes is retried once, and says so; `wrangler
 * dev` is restarted if it stops answering. Ends with the line `N passed, N failed` and returns the
 * number of failures.
 */
export async function runTests(tests: Record<string, Test>, only?: string): Promise<number> {
  let dev = await startWrangler();
  let passed = 0;
  let failed = 0;
  const retried: string[] = [];
  try {
    for (const [name, test] of Object.entries(tests)) {
      if (only && !name.includes(only)) continue;
      const started = Date.now();
      if (!(await healthy(dev))) {
        console.log('! wrangler dev stopped answering: restarting it');
        await dev.stop();
        dev = await startWrangler();
      }
      let result = await attempt(name, test, dev);
      if (result.error && result.crashed) {
        const why = crashes.length > 0 ? crashes.join(', ') : (result.error as Error).message.split('\n')[0];
        console.log(`↻ RETRYING "${name}" once: the browser crashed (${why})`);
        retried.push(name);
        result = await attempt(name, test, dev);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const again = retried.at(-1) === name ? ', after a retry' : '';
      if (result.error === null) {
        passed++;
        console.log(`✓ ${name} (${seconds} s${again})`);
      } else {
        failed++;
        console.log(`✗ ${name}${again}: ${(result.error as Error).message}`);
        if (process.env.E2E_STACK) console.log((result.error as Error).stack);
      }
    }
  } finally {
    await dev.stop();
  }
  if (retried.length > 0) console.log(`retried once after a browser crash: ${retried.join('; ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}
