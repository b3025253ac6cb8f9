import { test as base, type BrowserContext, type Page, type Request } from '@playwright/test';
import { DESKTOP, PHONE, type Device } from './browser.js';
import { watchRawKeys } from './raw-keys.js';
import { startWrangler, type Dev } from './wrangler.js';

/** The two sizes, for a file of its own project that runs its tests at both (`test.use(device)` in a describe). */
export const SIZES = { phone: PHONE, desktop: DESKTOP };

/** Where the tests keep their screenshots of each game mid-hand (artefacts of every run). */
export const SHOTS = 'test-results/e2e';

/**
 * The tag of a test whose desktop run would only take screenshots to look at, its assertions being the
 * phone's: it runs on the desktop too when LOOK_SHOTS names a folder for them (`LOOK_SHOTS=dir npx
 * playwright test --grep @look`), and not in `npm test`, to keep the suite short.
 */
export const LOOK_ON_DESKTOP = { tag: process.env.LOOK_SHOTS ? ['@desktop', '@look'] : ['@look'] };

interface PersonOptions {
  /** The device their browser emulates; the project's (phone or desktop) if not given. */
  device?: Device;
  /** The app's language, as if chosen before. */
  locale?: string;
  /**
   * Their speed of play (the page's playback of moves, web/src/lib/table/playback.ts), as if chosen
   * before: `instant` unless a test is about pacing, so whole games do not take minutes.
   */
  pace?: 'slow' | 'normal' | 'fast' | 'instant';
  /**
   * How a tap on a card works (web/src/lib/table/lift.ts), as if chosen before: `never` (a tap plays)
   * unless a test is about lifting, so the helpers that tap cards play them on every device.
   */
  lift?: 'auto' | 'always' | 'never';
  /**
   * Whether the site's service worker (web/static/sw.js) may run: only where a test is about it
   * (push.spec). Elsewhere it is blocked: each person's context would register its own, which then
   * serves and copies every script to its cache on a machine already busy with several browsers.
   */
  serviceWorker?: boolean;
}

interface TestFixtures {
  /** Opens a page for one more person, in a browser context of their own; closed after the test. */
  person: (options?: PersonOptions) => Promise<Page>;
}

interface WorkerFixtures {
  /** The running `wrangler dev`: the Worker, its Durable Objects and the built web app. */
  dev: Dev;
}

/** The end-to-end test: `dev` and `person` besides Playwright's own fixtures. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  // one server a worker: a test that fails ends its worker, so the next test (or its retry) gets a fresh one
  dev: [
    async ({}, use) => {
      const dev = await startWrangler();
      await use(dev);
      await dev.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  person: async ({ browser, dev, viewport, isMobile, hasTouch }, use, info) => {
    const contexts: BrowserContext[] = [];
    // every request still open, for the report of a failed test (a page that never loads says what it waits for)
    const open = new Map<Request, number>();
    // message keys any of the test's pages showed raw (raw-keys.ts)
    const raw: Map<string, string>[] = [];
    const began = Date.now();
    // the sockets the test's pages opened, and how many frames each received: a socket whose upgrade never
    // got through is reported like a request still open
    const sockets: { url: string; at: number; frames: number }[] = [];
    await use(async ({ device, locale, pace = 'instant', lift = 'never', serviceWorker = false } = {}) => {
      const context = await browser.newContext({ viewport, isMobile, hasTouch, ...device, baseURL: dev.url, serviceWorkers: serviceWorker ? 'allow' : 'block' });
      contexts.push(context);
      raw.push(await watchRawKeys(context));
      // a language chosen before is in localStorage and in the cookie the Worker draws pages by
      if (locale) await context.addInitScript((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
      if (locale) await context.addCookies([{ name: 'majlis-lang', value: locale, url: dev.url }]);
      await context.addInitScript((p) => localStorage.getItem('majlis:pace') ?? localStorage.setItem('majlis:pace', p), pace);
      if (lift !== 'auto') await context.addInitScript((l) => localStorage.getItem('majlis:lift') ?? localStorage.setItem('majlis:lift', l), lift);
      context.on('request', (request) => open.set(request, Date.now()));
      context.on('requestfinished', (request) => open.delete(request));
      context.on('requestfailed', (request) => open.delete(request));
      const page = await context.newPage();
      // a page drawn at build time is on the screen before the app has hydrated it: wait for that, as
      // a tap before it would do nothing (the root layout marks it data-hydrated)
      const hydrated = () => page.waitForFunction(() => !document.documentElement.hasAttribute('data-drawn') || document.documentElement.hasAttribute('data-hydrated'));
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => ((response) => hydrated().then(() => response))(await goto(...args));
      page.reload = async (...args) => ((response) => hydrated().then(() => response))(await reload(...args));
      page.on('websocket', (socket) => {
        const seen = { url: socket.url(), at: Date.now(), frames: 0 };
        sockets.push(seen);
        socket.on('framereceived', () => seen.frames++);
      });
      page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
      page.on('crash', () => console.log('  page crashed'));
      page.on('console', (msg) => msg.type() === 'error' && console.log(`  console: ${msg.text().slice(0, 200)}`));
      return page;
    });
    if (info.status !== info.expectedStatus && open.size > 0) {
      const now = Date.now();
      console.log(`  requests still open when the test failed:\n${[...open].map(([r, t]) => `    ${r.method()} ${r.url()} (${r.resourceType()}, ${now - t} ms)`).join('\n')}`);
    }
    if (info.status !== info.expectedStatus) {
      // what the server said meanwhile, but for requests it answered within a second: a request the
      // browser waited on and the server never logged was held before the Worker (wrangler's proxy)
      const said = dev.linesSince(began).map((line) => line.replace(/\x1b\[[0-9;]*m/g, '')).filter((line) => !/\(\d{1,3}ms\)\s*$/.test(line));
      if (said.length > 0) console.log(`  the server during the test (requests answered within a second left out):\n${said.slice(-40).map((line) => `    ${line}`).join('\n')}`);
      // whether the server saw the requests the browser still waited on
      const wire = dev.wireSince(began);
      const silent = sockets.filter((socket) => socket.frames === 0);
      if (silent.length > 0) console.log(`  sockets that received no frame:\n${silent.map((socket) => `    ${socket.url} (${Date.now() - socket.at} ms)`).join('\n')}`);
      const waited = [...[...open.keys()].map((request) => ({ method: request.method(), url: request.url() })), ...silent.map((socket) => ({ method: 'GET', url: socket.url }))];
      for (const { method, url: address } of waited) {
        const url = new URL(address);
        const path = url.pathname;
        const seen = dev.linesSince(began).filter((line) => line.includes(` ${path} `));
        console.log(`  the server's lines for ${path}: ${seen.length === 0 ? 'none' : seen.join(' | ')}`);
        // and whether it crossed the server's port: its connection's events (wire-log.mjs)
        const asked = wire.filter((line) => line.includes(` > ${method} ${path}${url.search} HTTP/`));
        const connections = new Set(asked.map((line) => line.split(' ')[1]));
        const events = wire.filter((line) => connections.has(line.split(' ')[1]));
        console.log(`  at the server's port: ${asked.length === 0 ? 'never asked' : events.slice(0, 12).join(' | ')}`);
      }
    }
    await Promise.all(contexts.map((context) => context.close()));
    const shown = raw.flatMap((found) => [...found].map(([key, url]) => `${key} (at ${url})`));
    if (shown.length > 0) throw new Error(`message keys shown raw, their words not loaded: ${shown.join(', ')}`);
  },
});

export { expect } from '@playwright/test';
