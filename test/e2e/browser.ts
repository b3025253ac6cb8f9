/**
 * The Chromium the end-to-end tests drive: Debian's headless shell (apt-get install
 * chromium-headless-shell), the same Blink and V8 as the browser without its window, tab strip and
 * their web UI, which is what Playwright itself runs for headless Chromium. On this 2-core machine it
 * takes less than half the CPU of the whole browser in headless mode (e2e stage 570 s -> 334 s, same
 * run of 95 tests). Playwright's own browser download does not work here. `CHROMIUM=` picks another.
 */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium-headless-shell';

/**
 * The whole browser (apt-get install chromium), for what measures what a person's Chrome does: Lighthouse
 * and the first-second bench. `CHROME_PATH=` picks another.
 */
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs to run Chromium headless. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The phone the app must work at (every decision fits 360x640), and a desktop. */
export const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

/** A device a person's browser emulates. */
export type Device = typeof PHONE;
