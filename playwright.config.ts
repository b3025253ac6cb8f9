import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE } from './test/e2e/browser.js';

// End-to-end tests: Debian's Chromium against `wrangler dev` serving the Worker and the built web app
// (`npm run test:e2e` builds it first, `npm run e2e` does not). `npx playwright test -g <words>` runs
// the tests whose title has <words>. Failures leave a screenshot of every open page (and, on a retry, a
// trace) in test-results/playwright; the screenshots of each game mid-hand go to test-results/e2e.
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/playwright',
  // one test at a time against one `wrangler dev`: the games must never race a busy 2-core machine
  workers: 1,
  fullyParallel: false,
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
    { name: 'phone', use: PHONE },
    // only the tests tagged @desktop run on the desktop too; others open a desktop page where they need one
    { name: 'desktop', use: DESKTOP, grep: /@desktop/ },
  ],
});
