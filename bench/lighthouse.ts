// Lighthouse (mobile settings: simulated slow 4G and a 4x slower CPU, a phone's screen) against the
// built web app served by `wrangler dev`: the home page, a game's rules page (both drawn at build time),
// a table in its lobby (a friend opening the shared link, a newcomer to the site) and a table mid-game
// (a seated player back at the table, a trick on the felt, their turn).
// Each page is measured LIGHTHOUSE_RUNS times (default 3) in a fresh Chromium; the medians are printed
// as `BENCH lighthouse.<page>.<figure>` lines. A benchmark, not a test: CPU time on a busy machine makes
// the figures noisy (the simulation multiplies what it observes), so compare medians of runs made alike.
// Each run's report goes to test-results/lighthouse/<page>-<run>.json, the page as Lighthouse last saw
// it to <page>-<run>.jpg.
//   npm run lighthouse   (builds the web app first; LIGHTHOUSE_RUNS, LIGHTHOUSE_PAGES=home,rules,lobby,game,
//   LIGHTHOUSE_BUILD=<another built web app> to measure that one instead of web/build)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from '../scripts/ensure-chromium.js';
import { report } from './playout.js';
import { ROOT, createTable, median, startServer, tableMidGame } from './table-setup.js';

// the same Chromium as the end-to-end tests, installed as `npm test` installs it when it is missing
const CHROME = ensureChromium('browser');
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

mkdirSync(SHOTS, { recursive: true });
const server = await startServer('majlis-lighthouse', process.env.LIGHTHOUSE_BUILD ? resolve(process.env.LIGHTHOUSE_BUILD) : undefined);
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
    game: () => tableMidGame(server.base, CHROME, FLAGS.slice(1)),
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
