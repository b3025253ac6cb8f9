import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); Playwright's own browser download does not work here. */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Launches headless Chromium with the flags this machine needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** The phone viewport the app must work at, and a desktop one. */
export const PHONE = { width: 360, height: 640 };
export const DESKTOP = { width: 1280, height: 800 };
