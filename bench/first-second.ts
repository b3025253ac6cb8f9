// The first second of the table page: a Chromium trace (Chrome DevTools Protocol) of the main thread
// while a page loads at a 4x slower CPU (Emulation.setCPUThrottlingRate, as Lighthouse's mobile
// setting), against the built web app served by `wrangler dev`. Pages: `game` (a seated player's
// rejoin link to a Baloot table mid-hand, their turn: the table of bench/lighthouse.ts), `lobby` (a
// table's shared link before the start), `practice` (/practice/baloot, a new game against bots) and
// `home` (the drawn home page, until the app has hydrated it).
// Figures per page, medians of FIRST_SECOND_RUNS runs (default 5), each in a fresh browser context:
//   longTasks   main-thread tasks over 50 ms from navigation until the page has been quiet (their count)
//   longTaskMs  their total duration
//   tbt         what Lighthouse's total blocking time adds up: each long task's time past 50 ms, from
//               the first contentful paint on (here to the end of the trace, not to Lighthouse's TTI)
//   forcedLayouts  layouts run synchronously by script (a Layout event with a JavaScript stack), in ms
// Several builds are measured in the same run, their runs taken in turn (before, after, before, ...),
// so a busy machine weighs on both alike: FIRST_SECOND_BUILDS=before:/path/to/build,after:web/build.
// Builds nothing itself: `npm run build:web` first. Prints `BENCH first-second.<page>.<figure>` lines
// (`first-second.<build>.<page>.<figure>` with several builds); FIRST_SECOND_VERBOSE=1 also prints each
// long task's biggest parts (scripts evaluated, functions, layouts), to see what to split.
//   npx tsx bench/first-second.ts   (FIRST_SECOND_PAGES=game,lobby,practice, FIRST_SECOND_RUNS)
import { resolve } from 'node:path';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { ensureChromium } from '../scripts/ensure-chromium.js';
import type { LocalServer } from '../test/kit/local-server.js';
import { report } from './playout.js';
import { createTable, median, startServer, tableMidGame } from './table-setup.js';

const CHROME = ensureChromium('browser');
const RUNS = Number(process.env.FIRST_SECOND_RUNS ?? 5);
const PAGES = (process.env.FIRST_SECOND_PAGES ?? 'game,lobby,practice').split(',');
const BUILDS = (process.env.FIRST_SECOND_BUILDS ?? 'after:web/build').split(',').map((entry) => {
  const [label, dir] = entry.includes(':') ? (entry.split(/:(.*)/s) as [string, string]) : ['after', entry];
  return { label, dir: resolve(dir) };
});
const VERBOSE = process.env.FIRST_SECOND_VERBOSE === '1';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];
const SLOWDOWN = 4;
const LONG_MS = 50;
// the page counts as loaded once this has shown, then quiet this long (at 4x slower, later parts load)
const READY: Record<string, string> = { game: '.hand .slot', lobby: '[data-testid=sit]', practice: '.hand .slot', home: 'html[data-hydrated]' };
const QUIET_MS = 3000;
const LIMIT_S = 300 + RUNS * PAGES.length * BUILDS.length * 40;
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'loading',
  'blink.user_timing',
  'toplevel',
  '__metadata',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: { stackTrace?: unknown[] } };
}

/** One trace's figures, in ms. */
interface Figures {
  longTasks: number;
  longTaskMs: number;
  tbt: number;
  forcedLayouts: number;
  notes: string[];
}

async function trace(browser: Browser, url: string, ready: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReportEvents' });
    await page.goto(url);
    await page.waitForSelector(ready, { timeout: 60_000, state: 'attached' });
    await page.waitForTimeout(QUIET_MS);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/** What a task spent most on: scripts evaluated, functions called, layouts (forced ones marked). */
function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const parts = inside
    .filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur! && (e.dur ?? 0) > 5000)
    .filter((e) => ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'MajorGC', 'MinorGC', 'ParseAuthorStyleSheet', 'EventDispatch', 'v8.evaluateModule', 'FunctionCall', 'Layout', 'UpdateLayoutTree', 'TimerFire', 'FireAnimationFrame', 'ParseHTML', 'Paint'].includes(e.name))
    .map((e) => {
      const data = (e.args?.data ?? {}) as { url?: string; functionName?: string };
      const where = (data.url ?? '').replace(/^.*\//, '');
      const stack = (e.args?.beginData?.stackTrace ?? []) as { functionName?: string; url?: string }[];
      const forced = e.name === 'Layout' && stack.length ? ` (forced: ${stack.slice(0, 4).map((f) => `${f.functionName || '?'}@${(f.url ?? '').replace(/^.*\//, '')}`).join(' < ')})` : '';
      return `${e.name}${forced} ${where}${data.functionName ? `:${data.functionName}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
    });
  return parts.slice(0, 8).join('; ');
}

function figures(events: TraceEvent[]): Figures {
  // the renderer of the page: the one whose navigation is to the served app (others are the browser's own)
  const navigation = events.find((e) => e.name === 'navigationStart' && (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL?.startsWith('http'));
  if (!navigation) throw new Error('no navigation to the page in the trace');
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === navigation.pid);
  const onMain = events.filter((e) => e.pid === navigation.pid && e.tid === (main?.tid ?? navigation.tid));
  const start = navigation.ts;
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint' && e.ts >= start)?.ts ?? start;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= start && (e.dur ?? 0) > LONG_MS * 1000);
  const forced = onMain.filter((e) => e.name === 'Layout' && e.ph === 'X' && e.ts >= start && (e.args?.beginData?.stackTrace?.length ?? 0) > 0);
  const ms = (us: number) => us / 1000;
  return {
    longTasks: tasks.length,
    longTaskMs: ms(tasks.reduce((sum, t) => sum + t.dur!, 0)),
    tbt: ms(tasks.reduce((sum, t) => sum + Math.max(0, Math.min(t.dur!, t.ts + t.dur! - fcp) - LONG_MS * 1000), 0)),
    forcedLayouts: ms(forced.reduce((sum, e) => sum + (e.dur ?? 0), 0)),
    notes: tasks.map((t) => `${ms(t.ts - start).toFixed(0)} ms +${ms(t.dur!).toFixed(0)}: ${describe(t, onMain)}`),
  };
}

const servers: LocalServer[] = [];
const stop = () => Promise.all(servers.map((server) => server.dispose()));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(130)));
const watchdog = setTimeout(() => {
  console.error(`first-second: gave up after ${LIMIT_S} s`);
  void stop().then(() => process.exit(1));
}, LIMIT_S * 1000);
watchdog.unref();
const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
try {
  // each build on its own server with its own tables
  const urls: Record<string, Record<string, string>> = {};
  for (const build of BUILDS) {
    const server = await startServer(`majlis-first-second-${build.label}`, build.dir);
    servers.push(server);
    urls[build.label] = {};
    for (const name of PAGES) {
      urls[build.label][name] =
        name === 'game'
          ? await tableMidGame(server.base, CHROME, ARGS)
          : name === 'lobby'
            ? (await createTable(server.base)).link
            : name === 'home'
              ? `${server.base}/`
              : `${server.base}/practice/baloot`;
    }
  }
  console.log(`first-second: ${SLOWDOWN}x slower CPU, ${RUNS} runs per page and build (${BUILDS.map((b) => `${b.label}: ${b.dir}`).join(', ')})`);
  for (const name of PAGES) {
    const runs: Record<string, Figures[]> = Object.fromEntries(BUILDS.map((b) => [b.label, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const build of BUILDS) {
        const run = figures(await trace(browser, urls[build.label][name], READY[name]));
        runs[build.label].push(run);
        if (VERBOSE) console.log(`  ${build.label} ${name} ${i + 1}: ${run.longTasks} long tasks, ${run.longTaskMs.toFixed(0)} ms, tbt ${run.tbt.toFixed(0)}, forced layouts ${run.forcedLayouts.toFixed(0)} ms\n    ${run.notes.join('\n    ')}`);
      }
    }
    for (const build of BUILDS) {
      const of = runs[build.label];
      const key = BUILDS.length > 1 ? `first-second.${build.label}.${name}` : `first-second.${name}`;
      const list = (pick: (f: Figures) => number) => of.map((f) => Math.round(pick(f))).join(', ');
      console.log(`${build.label} ${name}: long tasks ${list((f) => f.longTasks)}; their ms ${list((f) => f.longTaskMs)}; tbt ${list((f) => f.tbt)}; forced layouts ${list((f) => f.forcedLayouts)} ms`);
      report(`${key}.longTasks`, median(of.map((f) => f.longTasks)), 'tasks', `over ${LONG_MS} ms, median`);
      report(`${key}.longTaskMs`, median(of.map((f) => f.longTaskMs)), 'ms', 'their total, median');
      report(`${key}.tbt`, median(of.map((f) => f.tbt)), 'ms', 'past 50 ms each from FCP, median');
      report(`${key}.forcedLayouts`, median(of.map((f) => f.forcedLayouts)), 'ms', 'forced synchronous layouts, median');
    }
  }
} finally {
  await browser.close();
  await stop();
}
