import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE } from './test/e2e/browser.js';

// End-to-end tests: Debian's Chromium headless shell (test/e2e/browser.ts) against `wrangler dev` serving the Worker and the built web app
// (`npm run test:e2e` builds it first, `npm run e2e` does not). `npx playwright test -g <words>` runs
// the tests whose title has <words>. Failures leave a screenshot of every open page (and, on a retry, a
// trace) in test-results/playwright; the screenshots of each game mid-hand go to test-results/e2e.

/**
 * The tests of a live clock (real seconds at the table's server): a project of their own, one at a
 * time. The pace of play runs on Playwright's fake clock (pace.spec.ts) and goes with the others.
 */
const TIMING = /clock\.spec\.ts$/;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/playwright',
  // every worker starts its own `wrangler dev` (fixtures.ts) and every test makes its own tables, so
  // tests run side by side: 2 workers on CI (a 2-core machine), half the cores elsewhere
  workers: process.env.CI ? 2 : '50%',
  fullyParallel: true,
  globalSetup: './test/e2e/global-setup.ts',
  forbidOnly: !!process.env.CI,
  // a test that passes only on its retry is reported as flaky, with a trace of the retry
  retries: process.env.CI ? 1 : 0,
  // the longest game plays about 40 s alone; waits end on events, these only catch a hang
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'test-results/html' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
  },
  projects: [
    // first, so that its one worker at a time runs beside the others rather than after them
    { name: 'timing', testMatch: TIMING, workers: 1, fullyParallel: false },
    { name: 'phone', use: PHONE, testIgnore: TIMING },
    // only the tests tagged @desktop run on the desktop too; others open a desktop page where they need one
    { name: 'desktop', use: DESKTOP, grep: /@desktop/, testIgnore: TIMING },
  ],
});
