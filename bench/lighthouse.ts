// Lighthouse (mobile settings: simulated slow 4G and a 4x slower CPU, a phone's screen) against the
// built web app served by `wrangler dev`: the home page, a game's rules page (both drawn at build time),
// a table in its lobby (a friend opening the shared link, a newcomer to the site) and a table mid-game
// (a seated player back at the table, a trick on the felt, their turn).
// Each page is measured LIGHTHOUSE_RUNS times (default 3) in a fresh Chromium; the medians are printed
// as `BENCH lighthouse.<page>.<figure>` lines. A benchmark, not a test: CPU time on a busy machine makes
// the figures noisy (the simulation multiplies what it observes), so compare medians of runs made alike.
// Each run's report goes to test-results/lighthouse/<page>-<run>.json, the page as Lighthouse last saw
// it to <page>-<run>.jpg.
//   npm run lighthouse   (builds the web app first; LIGHTHOUSE_RUNS, LIGHTHOUSE_PAGES=home,rules,lobby,game)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { ensureChromium } from '../scripts/ensure-chromium.js';
import { LocalServer } from '../test/kit/local-server.js';
import { report } from './playout.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// the same Chromium as the end-to-end tests, installed as `npm test` installs it when it is missing
const CHROME = process.env.CHROME_PATH ?? ensureChromium();
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'home,rules,lobby,game').split(',');
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];
// the whole run never takes longer than this
const LIMIT_S = 300 + RUNS * PAGES.length * 120;
const SHOTS = join(ROOT, 'test-results/lighthouse');

/** The figures of one Lighthouse run. */
interface Figures {
  performance: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  fcp_ms: number;
}

/** The Worker with the built web app as its assets (as wrangler.toml serves them), on a free loopback port with fresh storage. */
async function startServer(): Promise<LocalServer> {
  const server = await LocalServer.create({
    name: 'majlis-lighthouse',
    output: 'file',
    config: {
      assets: {
        directory: join(ROOT, 'web/build'),
        binding: 'ASSETS',
        not_found_handling: 'none',
        run_worker_first: ['/api/*', '/', '/fair', '/tables', '/rules/*'],
      },
      ratelimits: [{ name: 'TABLE_CREATION', namespace_id: '1001', simple: { limit: 1000, period: 60 } }],
    },
  });
  await server.start();
  return server;
}

async function createTable(base: string): Promise<{ link: string; hostLink: string }> {
  const response = await fetch(`${base}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ game: 'baloot', seats: 4, options: {} }),
  });
  if (!response.ok) throw new Error(`create table: ${response.status} ${await response.text()}`);
  return (await response.json()) as { link: string; hostLink: string };
}

/** One move of the seated player through the page, if it may move: a card, else a decision. */
async function move(page: Page): Promise<'card' | 'decision' | null> {
  const card = page.locator('.hand .slot.can');
  if ((await card.count()) > 0) {
    await card.first().click({ timeout: 2000, position: { x: 6, y: 10 } }).catch(() => {});
    return 'card';
  }
  // a bid (not a pass) when there is one, so the hand is played and not thrown in
  for (const button of [page.locator('.panel button.btn:not(.quiet)'), page.locator('.panel button.btn')]) {
    if ((await button.count()) === 0) continue;
    await button.first().click({ timeout: 2000 }).catch(() => {});
    return 'decision';
  }
  return null;
}

/**
 * A Baloot table where the host sits with three bots and plays through the page until two of their
 * cards are down, a trick is on the felt and it is their turn again; returns the player's rejoin link.
 */
async function tableMidGame(base: string): Promise<string> {
  const table = await createTable(base);
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    await page.goto(table.hostLink);
    await page.fill('[data-testid=name]', 'Aisha');
    await page.locator('[data-testid=sit]').first().click();
    await page.click('[data-testid=fill-bots]');
    await page.locator('[data-testid=start]:enabled').click();
    await page.waitForSelector('.game');
    // a player who keeps winning tricks leads each one (no card on the felt at their turn): that can
    // take the rest of the hand
    const deadline = Date.now() + 180_000;
    for (let cards = 0; ; ) {
      if (Date.now() > deadline) throw new Error('the table did not reach the middle of a hand in 180 s');
      const mine = (await page.locator('.hand .slot.can').count()) > 0;
      // a trick just won stays on the felt for a moment: wait until the one in play is all that is left
      if (mine && cards >= 2) await page.waitForTimeout(1600);
      if (mine && cards >= 2 && (await page.locator('.played').count()) > 0) break;
      if ((await move(page)) === 'card') cards++;
      else await page.waitForTimeout(100);
    }
    // the private rejoin link is with the players, in the table's menu
    await page.getByTestId('menu').click();
    await page.getByTestId('players').click();
    await page.waitForSelector('.drawer [data-testid=rejoin]', { state: 'attached' });
    return await page.locator('.drawer [data-testid=rejoin]').inputValue();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run of `url` in a fresh Chromium (default config: mobile, simulated throttling); the
 * page as Lighthouse last saw it goes to `<file>.jpg`, the whole report to `<file>.json`.
 */
async function measure(url: string, file: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const screenshot = (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data;
    if (screenshot) writeFileSync(`${file}.jpg`, Buffer.from(screenshot.replace(/^data:image\/jpeg;base64,/, ''), 'base64'));
    writeFileSync(`${file}.json`, JSON.stringify(lhr));
    return {
      performance: Math.round((lhr.categories.performance.score ?? NaN) * 100),
      lcp_ms: audit('largest-contentful-paint'),
      tbt_ms: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp_ms: audit('first-contentful-paint'),
    };
  } finally {
    await chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

mkdirSync(SHOTS, { recursive: true });
const server = await startServer();
const stop = () => server.dispose();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(130)));
const watchdog = setTimeout(() => {
  console.error(`lighthouse: gave up after ${LIMIT_S} s`);
  void stop().then(() => process.exit(1));
}, LIMIT_S * 1000);
watchdog.unref();
try {
  const version = (JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  console.log(`Lighthouse ${version}, mobile, ${RUNS} runs per page, against wrangler dev (${server.base})`);
  const urls: Record<string, () => Promise<string>> = {
    home: async () => `${server.base}/`,
    rules: async () => `${server.base}/rules/baloot`,
    lobby: async () => (await createTable(server.base)).link,
    game: () => tableMidGame(server.base),
  };
  for (const name of PAGES) {
    const url = await urls[name]();
    const runs: Figures[] = [];
    for (let i = 0, failed = 0; i < RUNS; i++) {
      try {
        runs.push(await measure(url, join(SHOTS, `${name}-${i + 1}`)));
      } catch (error) {
        // on a busy machine Chromium's DevTools protocol sometimes answers too late: that run is made again
        if (++failed > 2) throw error;
        console.log(`  ${name}: run ${i + 1} failed (${(error as Error).message.slice(0, 120)}), made again`);
        i--;
      }
    }
    const line = (key: keyof Figures) => runs.map((r) => (key === 'cls' ? r[key].toFixed(3) : Math.round(r[key]))).join(', ');
    console.log(`${name} (${url.replace(/#.*/, '#…')}): performance ${line('performance')}; LCP ${line('lcp_ms')} ms; TBT ${line('tbt_ms')} ms; CLS ${line('cls')}`);
    report(`lighthouse.${name}.performance`, median(runs.map((r) => r.performance)), 'score', 'median');
    report(`lighthouse.${name}.lcp`, median(runs.map((r) => r.lcp_ms)), 'ms', 'largest contentful paint');
    report(`lighthouse.${name}.tbt`, median(runs.map((r) => r.tbt_ms)), 'ms', 'total blocking time');
    report(`lighthouse.${name}.cls`, median(runs.map((r) => r.cls)), '', 'cumulative layout shift');
    report(`lighthouse.${name}.fcp`, median(runs.map((r) => r.fcp_ms)), 'ms', 'first contentful paint');
  }
} finally {
  await stop();
}
